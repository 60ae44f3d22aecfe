// closeQuote: staff close a quote request they will not price (the props are out, the dates do not
// work), with a note the customer is mailed. Only a request that is new or quoted can be closed:
// one the customer accepted or declined is decided already.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type CloseQuoteCall, type CommandDone, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";
import { readOpenQuote } from "./open-quote.js";

export const closeQuote = onCall<CloseQuoteCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, note } = readCall("closeQuote", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      quoteRequestId: reader.id("quoteRequestId"),
      note: reader.text("note", { max: limits.staff.statusNote }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, quote, reference } = await readOpenQuote(db, tx, vendorId, quoteRequestId);
      tx.update(ref, {
        status: "closed",
        closed: { note, closedBy: staff.uid, closedAt: FieldValue.serverTimestamp() },
      });
      const message = mailTexts.quoteClosed(vendor, {
        reference,
        name: quote.contact.name,
        production: quote.production,
        note,
      });
      queueMail(db, tx, { to: quote.contact.email, message, vendorId, kind: "quote-closed" });
      return { ok: true } as const;
    });
  }),
);
