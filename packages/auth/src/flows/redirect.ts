// Where a user goes after logging in or signing up, and which redirect targets may be followed at all.
import type { LoginOutcome } from "@backlot/data";

export const onboardingPath = "/onboarding/profile";
export const homePath = "/";
const authPages = ["/auth/signup", "/auth/login"];

/**
 * The page's origin; without a page (tests, prerendering) a reserved origin (RFC 2606's .invalid)
 * that no link can point at, so only paths count as same-origin there.
 */
function pageOrigin(): string {
  return typeof location === "undefined" ? "https://page.invalid" : location.origin;
}

/**
 * `target` as a path on `origin` ("/props/BPH-1?x=1#top"), or null when it would leave it. Decided
 * the way the browser will navigate, by resolving it against the origin and comparing origins:
 * prefix checks let through "/\\evil.example" (a backslash is a slash to URL parsers),
 * " //evil.example" (leading spaces are dropped) and look-alike hosts.
 */
export function sameOriginPath(target: string | null | undefined, origin: string = pageOrigin()): string | null {
  let ours: string;
  try {
    ours = new URL(origin).origin;
  } catch {
    throw new Error(`sameOriginPath: "${origin}" is not an origin; pass one like "https://shop.example"`);
  }
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, ours);
  } catch {
    return null;
  }
  return url.origin === ours ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The redirect target if it stays on this origin (but signup or login as a target means home);
 * otherwise onboarding for a user just created, home for everyone else.
 */
export function redirectAfterAuth(
  target: string | null | undefined,
  outcome: LoginOutcome,
  origin: string = pageOrigin(),
): string {
  const path = sameOriginPath(target, origin);
  if (path === null) return outcome === "userCreated" ? onboardingPath : homePath;
  const page = path.replace(/[?#].*$/, "").replace(/\/$/, "") || "/";
  return authPages.includes(page) ? homePath : path;
}
