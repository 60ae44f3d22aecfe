// startImpersonation: staff sign in as one of their customers, for support. Never as staff. The
// audit record (vendors/{id}/audit/{impersonationId}) is written before the token is made, so no
// token exists without its record; no client can write the audit (firestore.rules).
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type ImpersonationClaims,
  type StartImpersonationCall,
  type StartImpersonationResult,
  impersonationTokenLifetimeMs,
  limits,
} from "@backlot/domain";
import { auth, firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";

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
    // Whole seconds: the claim is compared in the rules, and Firebase's refresh keeps it unchanged.
    const endsAt = Math.floor((Date.now() + impersonationTokenLifetimeMs) / 1000);
    const expiresAt = new Date(endsAt * 1000);
    await record.create({
      kind: "impersonation",
      staffUid: staff.uid,
      staffEmail: staff.email,
      staffName: staff.name,
      customerUid: uid,
      customerEmail: target.email ?? null,
      reason,
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromDate(expiresAt),
      tokenIssued: false,
    });
    // The claims ride in the customer's ID token, so pages and rules can tell the session apart, and
    // end it at its time, at this vendor only (@backlot/data's ImpersonationClaims).
    const claims: ImpersonationClaims = {
      impersonatedBy: staff.uid,
      impersonatorName: staff.name,
      impersonationId: record.id,
      impersonationVendor: vendorId,
      impersonationEndsAt: endsAt,
    };
    const token = await auth()
      .createCustomToken(uid, { ...claims })
      .catch(async (error: unknown) => {
        await record.update({ tokenError: error instanceof Error ? error.message : String(error) });
        refuse("internal", "The sign-in could not be made; the attempt is recorded. Try again");
      });
    await record.update({ tokenIssued: true });
    return { token, impersonationId: record.id, expiresAt: expiresAt.toISOString() };
  }),
);
