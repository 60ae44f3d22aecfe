// signAgreement: a customer signs the prop house's rental agreement for one of their orders (decision 0038), or staff
// sign it for them in an impersonated session (kept as actedBy). The signer must have read the current version: a
// signature of a text the house has since changed would bind them to words they never saw. The server keeps the
// signature with the text signed, the account, the time and the request's address, where no client can write. An
// account the house denied is refused, staff signed in as it too (decision 0021); an awaiting one signs.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type AgreementSignature,
  type Order,
  type SignAgreementCall,
  type SignAgreementResult,
  checkAgreementSigning,
  limits,
  mayCompleteOrderPaperwork,
  orderPaperworkRefusal,
  orderReference,
  signatureId,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { callerAddress } from "../../shared/caller-address.js";
import { accountKey, actedByField, customerAt } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { readVendor } from "../../shared/vendor-document.js";
import { vendorName } from "../../mail/mail-texts.js";
import { greetingName, readCustomer } from "../customers/customer-record.js";

const signatureRateLimit = { requests: limits.agreement.signedPerHour, windowMs: 3_600_000 };

/** When the agreement last changed, in the prop house's words: "Nov 26, 2026, 3:45 PM". */
const changedOn = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

export const signAgreement = onCall<SignAgreementCall, Promise<SignAgreementResult>>((call) =>
  answering(async () => {
    const vendorId = readCall("signAgreement", call.data, (reader) => reader.vendorId());
    const { orderId, version, name, signature } = checkAgreementSigning(call.data);
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const id = signatureId(orderId, version);
    const ref = db.doc(paths.signature(id));
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { agreement } = vendor;
      if (!agreement)
        refuse("failed-precondition", "The prop house has not published its rental agreement yet; ask them for it");
      if (agreement.version !== version) {
        const on = changedOn(agreement.changedAt, vendor.locale ?? "en-US", vendor.timezone ?? "UTC");
        refuse("failed-precondition", `The agreement changed on ${on}; read it again and sign`);
      }
      const order = (await tx.get(db.doc(paths.order(orderId)))).data() as Order | undefined;
      // Another customer's order reads as none at all: the caller learns nothing of it.
      if (!order || order.uid !== uid) refuse("not-found", `You have no order ${orderReference(orderId)}`);
      if (order.status === "cancelled")
        refuse("failed-precondition", `Order ${orderReference(orderId)} is cancelled: there is nothing to sign`);
      // A retry after a lost answer, or a second click: the signature already made, unchanged.
      if ((await tx.get(ref)).exists) return { signatureId: id };
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      if (!mayCompleteOrderPaperwork(customer))
        refuse("failed-precondition", orderPaperworkRefusal(vendorName(vendor), orderId, "agreement"));
      const slot = await rateLimitSlot(
        db,
        tx,
        { vendorId, caller: accountKey("signatures", uid), limit: signatureRateLimit },
        (retryAt) =>
          refuse(
            "resource-exhausted",
            `You have signed ${signatureRateLimit.requests} times in the last hour; sign this one after ` +
              `${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
          ),
      );
      slot.take();
      const stored: Omit<AgreementSignature, "signedAt" | "actedBy"> = {
        orderId,
        uid,
        version,
        agreementTitle: agreement.title,
        agreementText: agreement.text,
        name,
        signature,
        account: { uid, email: customer.email, name: greetingName(customer) },
        address: callerAddress(call.rawRequest),
      };
      tx.create(ref, { ...stored, signedAt: FieldValue.serverTimestamp(), ...actedByField(actedBy) });
      return { signatureId: id };
    });
  }),
);
