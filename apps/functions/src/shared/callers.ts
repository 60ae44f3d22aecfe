// Who is calling: a customer (signed in, not anonymous), the vendor's staff (the staffOf claim that
// `backlot staff add` sets, on a verified address), or anyone at all for the commands visitors may use.
import { createHash } from "node:crypto";
import type { CallableRequest } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type ActedBy, impersonationOf, staffName } from "@backlot/domain";
import { auth as adminAuth, firestore } from "./admin.js";
import { refuse } from "./callable-errors.js";
import { callerAddress } from "./caller-address.js";

type Auth = CallableRequest["auth"];

/** Whether the caller is an anonymous session (a visitor as far as limits go). */
export const isAnonymous = (auth: NonNullable<Auth>): boolean => auth.token.firebase.sign_in_provider === "anonymous";

/** The signed-in, non-anonymous caller's uid, or a refusal. */
export function customerOf(auth: Auth): string {
  if (!auth) refuse("unauthenticated", "Log in to do this");
  if (isAnonymous(auth)) {
    refuse("unauthenticated", "Create an account or log in to do this");
  }
  return auth.uid;
}

/** A customer calling at a vendor: themselves, or staff signed in as them (who is recorded on every write). */
export interface CustomerCaller {
  uid: string;
  /** The staff member acting in an impersonated session; null when the customer acts. */
  actedBy: ActedBy | null;
}

/**
 * The signed-in customer calling at `vendorId`. An impersonated session is refused once it has
 * ended (its time is up, it was ended, or the staff member lost the claim), and anywhere but the
 * vendor that started it; whatever Firebase's token refresh does, it never outlives these.
 */
export async function customerAt(auth: Auth, vendorId: string): Promise<CustomerCaller> {
  const uid = customerOf(auth);
  const impersonation = impersonationOf(auth?.token ?? {});
  if (impersonation === null) return { uid, actedBy: null };
  const signInAgain = "sign in as yourself, or start a new session from the console";
  if (impersonation === "malformed")
    refuse("unauthenticated", `This staff session has no end recorded; ${signInAgain}`);
  const { impersonatedBy, impersonatorName, impersonationId, impersonationVendor, impersonationEndsAt } = impersonation;
  if (impersonationEndsAt * 1000 <= Date.now()) {
    const ended = new Date(impersonationEndsAt * 1000).toISOString().slice(11, 16);
    refuse("unauthenticated", `This staff session ended at ${ended} UTC; ${signInAgain}`);
  }
  if (impersonationVendor !== vendorId) {
    refuse("permission-denied", `This staff session is for ${impersonationVendor} only; ${signInAgain}`);
  }
  const [endedEarly, staff] = await Promise.all([
    firestore().doc(vendorPaths(vendorId).impersonationEnd(impersonationId)).get(),
    adminAuth()
      .getUser(impersonatedBy)
      .catch(() => null),
  ]);
  if (endedEarly.exists) refuse("unauthenticated", `This staff session was ended; ${signInAgain}`);
  if (!staff || staff.disabled || staff.customClaims?.staffOf !== vendorId) {
    refuse("unauthenticated", `${impersonatorName} is no longer staff here, so this session has ended; ${signInAgain}`);
  }
  return { uid, actedBy: { staffUid: impersonatedBy, staffName: impersonatorName } };
}

/** What a document records of who acted, when staff acted as the customer; nothing otherwise. */
export const actedByField = (actedBy: ActedBy | null) => (actedBy ? { actedBy } : {});

/** A member of staff as the commands record them: never their address where a customer could read it. */
export interface StaffCaller {
  uid: string;
  email: string;
  /** Their display name, else their address's local part ("sam"): what histories and customers see. */
  name: string;
}

/** Whether the token carries the staffOf claim for `vendorId` on a verified address. */
export function isStaffToken(auth: Auth, vendorId: string): boolean {
  const token = auth?.token as { staffOf?: unknown; email_verified?: unknown } | undefined;
  // A session acting as a customer is the customer's, whatever claims the account picks up later.
  return token?.staffOf === vendorId && token.email_verified === true && impersonationOf(token) === null;
}

/** The caller if they are staff of `vendorId` with a verified address; anyone else is refused. */
export function staffOf(auth: Auth, vendorId: string): StaffCaller {
  const uid = customerOf(auth);
  const claim = (auth?.token as { staffOf?: unknown } | undefined)?.staffOf;
  if (claim !== vendorId) refuse("permission-denied", `Only ${vendorId} staff can do this`);
  // Someone may sign up with a new hire's address before the claim is given: until the address is
  // proven theirs, the claim counts for nothing (decision 0029).
  if (!isStaffToken(auth, vendorId)) {
    refuse(
      "permission-denied",
      `Your address ${auth?.token.email ?? ""} is not verified: open the verification email, then sign in again`,
    );
  }
  // An impersonated session carries the customer's uid, never the claim, so it cannot get here.
  const email = auth?.token.email ?? uid;
  return { uid, email, name: staffName(auth?.token.name, email) };
}

/**
 * Who to count a visitor's requests against: their account when signed in (anonymous too), else
 * their address. Hashed (40 hex digits), so the documents that hold it hold no address.
 */
export function callerKey(request: Pick<CallableRequest, "auth" | "rawRequest">): string {
  const who = request.auth ? `uid:${request.auth.uid}` : addressOf(request);
  return hashed(who);
}

/** The caller's address, for limits that a fresh account or anonymous session must not escape. */
export function addressKey(request: Pick<CallableRequest, "rawRequest">): string {
  return hashed(addressOf(request));
}

/** The key of a limit on one account's use of one command ("messages"), apart from its other limits. */
export const accountKey = (purpose: string, uid: string): string => hashed(`${purpose}:uid:${uid}`);

// The address Google's front end saw (caller-address.ts): the caller cannot choose their own bucket by
// sending an X-Forwarded-For of their own. None in the emulator, where every visitor shares "unknown".
const addressOf = (request: Pick<CallableRequest, "rawRequest">) =>
  `ip:${callerAddress(request.rawRequest) ?? "unknown"}`;

const hashed = (who: string) => createHash("sha256").update(who).digest("hex").slice(0, 40);
