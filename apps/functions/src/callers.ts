// Who is calling: a customer (signed in, not anonymous), the vendor's staff (the staffOf claim that
// `backlot staff add` sets), or anyone at all for the commands visitors may use.
import { createHash } from "node:crypto";
import type { CallableRequest } from "firebase-functions/v2/https";
import { refuse } from "./callable-errors.js";

type Auth = CallableRequest["auth"];

/** The signed-in, non-anonymous caller's uid, or a refusal. */
export function customerOf(auth: Auth): string {
  if (!auth) refuse("unauthenticated", "Log in to do this");
  if (auth.token.firebase.sign_in_provider === "anonymous") {
    refuse("unauthenticated", "Create an account or log in to do this");
  }
  return auth.uid;
}

/** The caller's uid if they are staff of `vendorId`; anyone else is refused. */
export function staffOf(auth: Auth, vendorId: string): { uid: string; email: string } {
  const uid = customerOf(auth);
  const claim = (auth?.token as { staffOf?: unknown } | undefined)?.staffOf;
  if (claim !== vendorId) refuse("permission-denied", `Only ${vendorId} staff can do this`);
  // An impersonated session carries the customer's uid, never the claim, so it cannot get here.
  return { uid, email: auth?.token.email ?? uid };
}

/**
 * Who to count a visitor's requests against: their account when signed in (anonymous too), else
 * their address. Hashed (40 hex digits), so the documents that hold it hold no address.
 */
export function callerKey(request: Pick<CallableRequest, "auth" | "rawRequest">): string {
  const who = request.auth ? `uid:${request.auth.uid}` : `ip:${request.rawRequest.ip ?? "unknown"}`;
  return createHash("sha256").update(who).digest("hex").slice(0, 40);
}
