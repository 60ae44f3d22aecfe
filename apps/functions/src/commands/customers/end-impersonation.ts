// endImpersonation: a staff session as a customer ends before its time, from the storefront's
// banner ("End session") or by staff of the vendor. The end is a document the rules and the
// functions look for (vendors/{id}/impersonationEnds/{impersonationId}), so the token, which
// Firebase would keep refreshing, is refused from then on; the audit record says when and by whom.
import { type DocumentData, type DocumentReference, FieldValue, type Firestore } from "firebase-admin/firestore";
import type { CallableRequest } from "firebase-functions/v2/https";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CommandDone, type EndImpersonationCall, impersonationOf } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { isStaffToken } from "../../shared/callers.js";

/** Who ends it: the session itself, or staff of the vendor; anyone else is refused. */
function enderOf(auth: CallableRequest["auth"], vendorId: string, impersonationId: string): string {
  const impersonation = impersonationOf(auth?.token ?? {});
  if (
    impersonation &&
    impersonation !== "malformed" &&
    impersonation.impersonationId === impersonationId &&
    impersonation.impersonationVendor === vendorId
  ) {
    return "session";
  }
  if (isStaffToken(auth, vendorId)) return "staff";
  return refuse(
    "permission-denied",
    `Only the session itself or ${vendorId} staff can end impersonation ${impersonationId}`,
  );
}

export const endImpersonation = onCall<EndImpersonationCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, impersonationId } = readCall("endImpersonation", call.data, (reader) => {
      // Firestore ids from the console's startImpersonation; UUIDs from `backlot impersonate`. Never a path.
      const id = reader.text("impersonationId", { max: 64, required: true });
      if (id && !/^[A-Za-z0-9-]+$/.test(id)) reader.fail("impersonationId", "is not an impersonation id");
      return { vendorId: reader.vendorId(), impersonationId: id };
    });
    const endedBy = enderOf(call.auth, vendorId, impersonationId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const audit = db.doc(`${paths.audit}/${impersonationId}`);
    await db.runTransaction(async (tx) => {
      const record = await tx.get(audit);
      const recorded = record.exists && record.get("kind") === "impersonation";
      // A session `backlot impersonate` made is recorded in the operator's local log, not here: the
      // session itself may still end it. Staff end only what the audit holds.
      if (!recorded && endedBy === "staff") refuse("not-found", `No impersonation ${impersonationId} at ${vendorId}`);
      const end = db.doc(paths.impersonationEnd(impersonationId));
      // Ended already (a second press, or staff and the session at once): nothing more to do.
      if ((await tx.get(end)).exists) return;
      writeImpersonationEnd(tx, db, vendorId, impersonationId, { endedBy, by: call.auth?.uid ?? "", recorded });
    });
    return { ok: true } as const;
  }),
);

/** A transaction or a batch, as far as ending an impersonation writes through it. */
interface EndWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * The writes that end an impersonation: the end the functions and the rules refuse its token by,
 * and, when the audit holds it, when and by whom on its record (`backlot staff remove` too).
 */
export function writeImpersonationEnd(
  writer: EndWriter,
  db: Firestore,
  vendorId: string,
  impersonationId: string,
  { endedBy, by, recorded }: { endedBy: string; by: string; recorded: boolean },
): void {
  const paths = vendorPaths(vendorId);
  writer.set(db.doc(paths.impersonationEnd(impersonationId)), { endedAt: FieldValue.serverTimestamp(), endedBy, by });
  if (recorded) {
    writer.update(db.doc(`${paths.audit}/${impersonationId}`), {
      endedAt: FieldValue.serverTimestamp(),
      endedBy,
      endedByUid: by,
    });
  }
}
