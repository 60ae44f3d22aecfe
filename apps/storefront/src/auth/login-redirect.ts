// Sending a logged-out visitor to log in and back: the login page gets the path to return to
// (an action they started is kept by account/pending-favorite.ts).
import { sameOriginPath } from "@backlot/auth";

/** The path on this site to return to after logging in, or null (never another site). */
export function redirectTarget(search: URLSearchParams, origin?: string): string | null {
  return sameOriginPath(search.get("redirect"), origin);
}
