// approveCustomer: staff let a customer order (isAuthorized true) or turn them away (false). The
// welcome and the denied email go once each: hasReceivedWelcomeEmail and hasReceivedDeniedEmail
// record that they went, in the same write.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import type { ApproveCustomerCall, CommandDone } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";
import { greetingName, readCustomer } from "./customer-record.js";

function readApproval(data: unknown): ApproveCustomerCall {
  return readCall("approveCustomer", data, (call) => ({
    vendorId: call.vendorId(),
    uid: call.uid("uid"),
    isAuthorized: call.boolean("isAuthorized"),
  }));
}

export const approveCustomer = onCall<ApproveCustomerCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, uid, isAuthorized } = readApproval(call.data);
    staffOf(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, customer } = await readCustomer(db, tx, vendorId, uid);
      const flag = isAuthorized ? "hasReceivedWelcomeEmail" : "hasReceivedDeniedEmail";
      const mailed = customer[flag];
      tx.update(ref, { isAuthorized, [flag]: true, updatedAt: FieldValue.serverTimestamp() });
      if (!mailed) {
        const name = greetingName(customer);
        queueMail(db, tx, {
          to: customer.email,
          message: isAuthorized ? mailTexts.welcome(vendor, { name }) : mailTexts.denied(vendor, { name }),
          vendorId,
          kind: isAuthorized ? "welcome" : "denied",
        });
      }
      return { ok: true } as const;
    });
  }),
);
