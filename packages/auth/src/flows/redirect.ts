// Where a user goes after logging in or signing up (spec section 4).
import type { LoginOutcome } from "@backlot/data";

export const onboardingPath = "/onboarding/profile";
export const homePath = "/";
const authPages = ["/auth/signup", "/auth/login"];

/**
 * The redirect target if there is one (but signup or login as a target means home); otherwise
 * onboarding for a user just created, home for everyone else. Only same-site paths are followed.
 */
export function redirectAfterAuth(target: string | null | undefined, outcome: LoginOutcome): string {
  if (target && target.startsWith("/") && !target.startsWith("//")) {
    const path = target.replace(/[?#].*$/, "").replace(/\/$/, "") || "/";
    return authPages.includes(path) ? homePath : target;
  }
  return outcome === "userCreated" ? onboardingPath : homePath;
}
