// Everything the auth flows need, injected: the provider, the store, the user records, the
// captcha, the session hint and (optionally) where the visitor is.
import type { VendorUsers } from "@backlot/data";
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
}

export function whenIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}
