// Everything the auth flows need, injected: the provider, the store, the user records, the
// server's half of a sign-in, the captcha, the session hint and (optionally) where the visitor is.
import type { BackoffPolicy, VendorUsers } from "@backlot/data";
import type { RecordSignInCall, RecordSignInResult } from "@backlot/domain";
import type { Captcha } from "../captcha/captcha.js";
import type { AuthStore } from "../machine/store.js";
import type { AuthService } from "../port/auth-service.js";
import type { SessionHint } from "./session-hint.js";

export interface VisitorLocation {
  lat: number;
  lng: number;
  city?: string;
  country?: string;
}

export interface AuthContext {
  auth: AuthService;
  store: AuthStore;
  users: VendorUsers;
  /**
   * The recordSignIn command, after every sign-in of the customer's own (not an anonymous session, not
   * impersonation): the server records the request's address and lastLoginAt, and at signup checks the
   * captcha. Where no server runs, `users.recordSignInWithoutServer` stands in.
   */
  recordSignIn: (call: Omit<RecordSignInCall, "vendorId">) => Promise<RecordSignInResult>;
  vendorId: string;
  captcha: Captcha;
  hint: SessionHint;
  locate?: () => Promise<VisitorLocation | undefined>;
  log?: (message: string, error?: unknown) => void;
  /**
   * Runs work once the page has painted (default: when the browser is idle). Startup without a
   * stored sign-in uses it to start the auth-user listener, so the SDK never delays first paint.
   */
  afterFirstPaint?: (work: () => void) => void;
  /** How startup waits between tries while the server is out of reach (default: the listeners' backoff). */
  retryPolicy?: BackoffPolicy;
}

export function whenIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}

export function logOf(context: AuthContext): (message: string, error?: unknown) => void {
  return context.log ?? ((message, error) => console.error(message, error));
}

/** Where the visitor is, for a record created now; a lookup that fails just leaves it out. */
export async function visitorLocation(context: AuthContext): Promise<VisitorLocation | undefined> {
  try {
    return await context.locate?.();
  } catch {
    return undefined;
  }
}
