// closeQuote: staff close a quote request they will not price (the props are out, the dates do not
// work), with a note the customer is mailed. Only a request that is new or quoted can be closed:
// one the customer accepted or declined is decided already.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import {
  type CloseQuoteCall,
  type CommandDone,
  type QuoteRequest,
  limits,
  quoteReference,
  quoteStatusLabels,
  vendorPaths,
} from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { staffOf } from "../callers.js";
import { mailTexts } from "../mail/mail-texts.js";
import { queueMail } from "../mail/queue-mail.js";
import { readVendor } from "../vendor-document.js";

const closable = new Set<QuoteRequest["status"]>(["new", "quoted"]);

export const closeQuote = onCall<CloseQuoteCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, note } = readCall("closeQuote", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      quoteRequestId: reader.id("quoteRequestId"),
      note: reader.text("note", { max: limits.staff.statusNote }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(`${vendorPaths(vendorId).quoteRequests}/${quoteRequestId}`);
    const reference = quoteReference(quoteRequestId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const quote = (await tx.get(ref)).data() as QuoteRequest | undefined;
      if (!quote) refuse("not-found", `Quote request ${reference} does not exist`);
      if (!closable.has(quote.status)) {
        refuse("failed-precondition", `Quote ${reference} is ${quoteStatusLabels[quote.status].toLowerCase()} already`);
      }
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
