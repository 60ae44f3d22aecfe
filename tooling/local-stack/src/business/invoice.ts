// The demo's final invoice, as issueInvoice issues it and recordPayment pays part of it: numbered from the vendor's
// sequence, priced by the domain's own arithmetic (rentalStints, priceInvoice) from what happened at the dock.
import { vendorPaths } from "@backlot/data";
import {
  type Invoice,
  type InvoicePayment,
  type Order,
  balanceDue,
  calendarDateAt,
  formatInvoiceNumber,
  lineKey,
  orderReference,
  priceInvoice,
  rentalStints,
} from "@backlot/domain";
import type { OrderDesk, OrderPlan } from "./plans.js";

/** The returned order's invoice (its damage charged), half paid by `payment`; the order then names it. */
export async function writeInvoice(
  desk: OrderDesk,
  plan: OrderPlan,
  order: Order & { estimate: NonNullable<Order["estimate"]> },
  issue: { issuedAt: Date; payment: Omit<InvoicePayment, "amount"> },
  damage: { key: string; note: string; charge: number },
): Promise<Invoice> {
  const { store, vendorId, timeZone, staff } = desk;
  const paths = vendorPaths(vendorId);
  const sequence = (await store.get<{ next?: number }>(paths.invoiceSequence)).data?.next ?? 1;
  const priced = (key: string) => {
    const line = order.estimate.lines.find((each) => lineKey(each) === key);
    if (!line) throw new Error(`The demo order ${plan.id} has no price for ${key}`);
    return { propId: line.propId, name: line.name, weeklyRate: line.weeklyRate };
  };
  const stints = rentalStints(order, {
    timeZone,
    until: calendarDateAt(issue.issuedAt, timeZone),
    lineFacts: priced,
  });
  const charges = priceInvoice({
    ...desk.invoiceTerms,
    stints,
    losses: [],
    damages: [{ key: damage.key, ...priced(damage.key), amount: damage.charge, note: damage.note }],
    deliveryFee: plan.fulfilment === "delivery" ? desk.invoiceTerms.deliveryFee : 0,
    taxExempt: false,
    cardFeePercentage: null,
  });
  // Half of it by check at the return, in whole dollars.
  const payment = { ...issue.payment, amount: Math.round(charges.totals.total / 200) * 100 };
  const invoice: Invoice = {
    number: formatInvoiceNumber(sequence),
    orderId: plan.id,
    reference: orderReference(plan.id),
    uid: plan.person.uid,
    issuedAt: issue.issuedAt,
    issuedByName: staff.name,
    billTo: { name: order.contact.name, company: order.contact.company, email: order.contact.email },
    pickUpDate: plan.pickUpDate,
    returnDate: plan.returnDate,
    charges,
    payments: [payment],
    balanceDue: balanceDue(charges.totals.total, [payment]),
  };
  await store.set(paths.invoiceSequence, { next: sequence + 1 });
  await store.set(paths.invoice(plan.id), { ...invoice, mailed: true });
  await store.set(paths.order(plan.id), { ...order, invoiceNumber: invoice.number });
  return invoice;
}
