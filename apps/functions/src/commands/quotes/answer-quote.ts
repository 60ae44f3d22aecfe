// answerQuote: staff price a quote request line by line (rates changed, props added or substituted)
// with a note. The server names each prop from the catalogue in Firestore and works out the
// week-by-week total over the request's dates on the vendor's schedule; the request becomes
// "quoted" and the customer is mailed. Answering again replaces the answer, until the customer
// accepts or declines it.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type AnswerQuoteCall, type AnswerQuoteResult, limits, quotedLineProblems } from "@backlot/domain";
import { estimateRental } from "@backlot/domain/pricing";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { refuseHiddenProps } from "../catalogue/hidden-props.js";
import { catalogueLine, storedPropsById } from "../catalogue/line-props.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";
import { termsAt } from "../../shared/pickup-location.js";
import { readOpenQuote } from "./open-quote.js";

function readAnswer(data: unknown): AnswerQuoteCall {
  return readCall("answerQuote", data, (call) => {
    const lines = call.data.lines;
    for (const problem of quotedLineProblems(lines)) call.fail(problem.field, problem.message);
    return {
      vendorId: call.vendorId(),
      quoteRequestId: call.id("quoteRequestId"),
      lines: Array.isArray(lines) ? (lines as AnswerQuoteCall["lines"]) : [],
      note: call.text("note", { max: limits.staff.quoteAnswer }),
    };
  });
}

export const answerQuote = onCall<AnswerQuoteCall, Promise<AnswerQuoteResult>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, lines, note } = readAnswer(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, quote, reference } = await readOpenQuote(db, tx, vendorId, quoteRequestId);
      const props = await tx.getAll(...lines.map((line) => db.doc(paths.prop(line.propId))));
      refuseHiddenProps(props, "Show it in the catalogue first, or quote without it");
      const stored = storedPropsById(props);
      // Staff set the rate; the name (with its variant) is the catalogue's.
      const priced = lines.map((line) => ({
        ...catalogueLine(stored, line, {
          gone: `Prop ${line.propId} is not in the catalogue`,
          whatToDo: "Choose one of its variants, or quote the prop without one",
        }),
        weeklyRate: line.weeklyRate,
      }));
      if (!vendor.terms) refuse("failed-precondition", `Vendor ${vendorId} has no pricing terms (run catalogue push)`);
      const terms = termsAt(vendor, vendor.terms, quote.locationId);
      const estimate = estimateRental(priced, quote.weeks, terms);
      tx.update(ref, {
        status: "quoted",
        answer: { note, estimate, answeredBy: staff.uid, answeredAt: FieldValue.serverTimestamp() },
      });
      const mail = mailTexts.quoteAnswered(
        vendor,
        {
          reference,
          name: quote.contact.name,
          production: quote.production,
          note,
          weeks: estimate.weeks,
          total: estimate.subtotal,
        },
        terms.currency,
      );
      queueMail(db, tx, { to: quote.contact.email, message: mail, vendorId, kind: "quote-answered" });
      return { subtotal: estimate.subtotal };
    });
  }),
);
