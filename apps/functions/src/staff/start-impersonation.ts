// startImpersonation: staff sign in as one of their customers, for support. Never as staff. The
// audit record (vendors/{id}/audit/{impersonationId}) is written before the token is made, so no
// token exists without its record; no client can write the audit (firestore.rules).
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import {
  type StartImpersonationCall,
  type StartImpersonationResult,
  impersonationTokenLifetimeMs,
  limits,
  vendorPaths,
} from "@backlot/data";
import { auth, firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { staffOf } from "../callers.js";

function readImpersonation(data: unknown): StartImpersonationCall {
  return readCall("startImpersonation", data, (call) => ({
    vendorId: call.vendorId(),
    uid: call.uid("uid"),
    reason: call.text("reason", { max: limits.staff.impersonationReason, required: true }),
  }));
}

export const startImpersonation = onCall<StartImpersonationCall, Promise<StartImpersonationResult>>((call) =>
  answering(async () => {
    const { vendorId, uid, reason } = readImpersonation(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const target = await auth()
      .getUser(uid)
      .catch(() => refuse("not-found", `No account ${uid}`));
    if (target.customClaims?.staffOf !== undefined) {
      refuse("permission-denied", "Staff accounts cannot be impersonated; ask them to sign in themselves");
    }
    if (!(await db.doc(paths.user(uid)).get()).exists) refuse("not-found", `No customer ${uid} at ${vendorId}`);

    const record = db.collection(`${paths.vendor}/audit`).doc();
    const expiresAt = new Date(Date.now() + impersonationTokenLifetimeMs);
    await record.create({
      kind: "impersonation",
      staffUid: staff.uid,
      staffEmail: staff.email,
      customerUid: uid,
      customerEmail: target.email ?? null,
      reason,
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromDate(expiresAt),
      tokenIssued: false,
    });
    // The claims ride in the customer's ID token, so pages and rules can tell the session apart.
    const token = await auth()
      .createCustomToken(uid, { impersonatedBy: staff.uid, impersonationId: record.id })
      .catch(async (error: unknown) => {
        await record.update({ tokenError: error instanceof Error ? error.message : String(error) });
        refuse("internal", "The sign-in could not be made; the attempt is recorded. Try again");
      });
    await record.update({ tokenIssued: true });
    return { token, impersonationId: record.id, expiresAt: expiresAt.toISOString() };
  }),
);
