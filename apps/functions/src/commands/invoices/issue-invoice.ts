// issueInvoice: staff issue a returned order's final invoice (decision 0045). It is priced on the server from what
// happened at the dock (build-invoice.ts), numbered from the vendor's own sequence (INV-0001, INV-0002, ... with no
// gaps: the sequence and the invoice are written in one transaction), stored under the order's id (one invoice per
// order, so a retried call finds it and issues no second), and mailed to the customer with its PDF.
import { Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type Invoice,
  type IssueInvoiceCall,
  type IssueInvoiceResult,
  formatInvoiceNumber,
  orderReference,
} from "@backlot/domain";
import { formatMoney } from "@backlot/domain/money";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { readVendor } from "../../shared/vendor-document.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { dockOrder } from "../dock/dock-order.js";
import { chargesOf } from "./build-invoice.js";
import { invoicePdfAttachment } from "./invoice-pdf.js";

export const issueInvoice = onCall<IssueInvoiceCall, Promise<IssueInvoiceResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId } = readCall("issueInvoice", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const reference = orderReference(orderId);
    const invoiceRef = db.doc(paths.invoice(orderId));
    const sequenceRef = db.doc(paths.invoiceSequence);
    const issued = await db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const order = await dockOrder(tx, db.doc(paths.order(orderId)), orderId);
      const existing = (await tx.get(invoiceRef)).data() as Invoice | undefined;
      // Issued already: the same invoice again (a retried call), mailed now if its mail did not go.
      if (existing) return { invoice: existing, vendor, unmailed: existing.mailed !== true };
      if (order.status !== "returned")
        refuse(
          "failed-precondition",
          `Order ${reference} is ${order.status}: its final invoice is issued once it is returned (checked in)`,
        );
      const charges = await chargesOf(db, tx, { vendorId, vendor, orderId, order });
      const next = ((await tx.get(sequenceRef)).data()?.next as number | undefined) ?? 1;
      const invoice: Invoice = {
        number: formatInvoiceNumber(next),
        orderId,
        reference,
        uid: order.uid,
        issuedAt: new Date(),
        issuedByName: staff.name,
        billTo: { name: order.contact.name, company: order.contact.company, email: order.contact.email },
        pickUpDate: order.pickUpDate,
        returnDate: order.returnDate,
        charges,
        payments: [],
        balanceDue: charges.totals.total,
      };
      tx.set(sequenceRef, { next: next + 1 });
      // The server's clock, as a timestamp: the same instant the call answers with, now and on a retry.
      tx.create(invoiceRef, { ...invoice, issuedAt: Timestamp.fromDate(invoice.issuedAt) });
      tx.update(db.doc(paths.order(orderId)), { invoiceNumber: invoice.number });
      return { invoice, vendor, unmailed: true };
    });
    const { invoice, vendor, unmailed } = issued;
    if (unmailed) {
      // The mail with its PDF goes after the transaction: a PDF is built once, not on each of its retries.
      const attachment = await invoicePdfAttachment(vendor, invoice);
      const locale = vendor.locale ?? "en-US";
      const message = mailTexts.invoiceIssued(vendor, {
        reference,
        number: invoice.number,
        name: invoice.billTo.name,
        total: formatMoney(invoice.charges.totals.total, invoice.charges.currency, locale),
      });
      await db.runTransaction(async (tx) => {
        if ((await tx.get(invoiceRef)).data()?.mailed === true) return;
        tx.update(invoiceRef, { mailed: true });
        queueMail(db, tx, {
          to: invoice.billTo.email,
          message: { ...message, attachments: [attachment] },
          vendorId,
          kind: "invoice",
        });
      });
    }
    const issuedAt = invoice.issuedAt instanceof Timestamp ? invoice.issuedAt.toDate() : invoice.issuedAt;
    return {
      invoiceId: orderId,
      number: invoice.number,
      total: invoice.charges.totals.total,
      issuedAt: new Date(issuedAt).toISOString(),
    };
  }),
);
