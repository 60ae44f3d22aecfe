// answerQuote: staff answer a quote request (a message, and the total when they quote one). The
// request becomes "quoted" and the customer gets the answer by email. Answering again replaces it.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import {
  type AnswerQuoteCall,
  type CommandDone,
  type QuoteRequest,
  limits,
  quoteReference,
  vendorPaths,
} from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { staffOf } from "../callers.js";
import { mailTexts } from "../mail/mail-texts.js";
import { queueMail } from "../mail/queue-mail.js";
import { readVendor } from "../vendor-document.js";

/** The largest total staff can quote, in cents ($10 million): a typo guard, not a business rule. */
const maxTotal = 1_000_000_000;

function readAnswer(data: unknown): AnswerQuoteCall {
  return readCall("answerQuote", data, (call) => {
    const total = call.data.total ?? null;
    if (total !== null && (typeof total !== "number" || !Number.isInteger(total) || total < 0 || total > maxTotal)) {
      call.fail("total", `must be null or a whole number of cents from 0 to ${maxTotal}`);
    }
    return {
      vendorId: call.vendorId(),
      quoteRequestId: call.id("quoteRequestId"),
      message: call.text("message", { max: limits.staff.quoteAnswer, required: true }),
      total: typeof total === "number" ? total : null,
    };
  });
}

export const answerQuote = onCall<AnswerQuoteCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, message, total } = readAnswer(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(`${vendorPaths(vendorId).quoteRequests}/${quoteRequestId}`);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const quote = (await tx.get(ref)).data() as QuoteRequest | undefined;
      if (!quote) refuse("not-found", `Quote request ${quoteReference(quoteRequestId)} does not exist`);
      tx.update(ref, {
        status: "quoted",
        answer: { message, total, answeredBy: staff.uid, answeredAt: FieldValue.serverTimestamp() },
      });
      const mail = mailTexts.quoteAnswered(
        vendor,
        {
          reference: quoteReference(quoteRequestId),
          name: quote.contact.name,
          production: quote.production,
          message,
          total,
        },
        vendor.terms?.currency,
      );
      queueMail(db, tx, { to: quote.contact.email, message: mail, vendorId, kind: "quote-answered" });
      return { ok: true } as const;
    });
  }),
);
