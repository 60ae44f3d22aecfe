// The demo business's orders at three points of their life, each written as the server's commands leave it: confirmed
// (setOrderStatus books the props; tickPulled counts what is off the shelves), out (scanOut, then handOver: the
// hand-over on the order and its signature apart), and returned (checkIn: the pieces back, one damaged into the repair
// queue with a booking that has no end; then its invoice, invoice.ts). Prices are the domain's own arithmetic.
import { vendorPaths } from "@backlot/data";
import {
  type CheckInEntry,
  type HandoverSummary,
  type Invoice,
  type InvoicePayment,
  type Order,
  type OrderStatusChange,
  type RepairRecord,
  afterReturn,
  bookingKey,
  calendarDateAt,
  lineKey,
  noEnd,
  orderReference,
  quoteReference,
} from "@backlot/domain";
import { estimateRental, rentalWeeks } from "@backlot/domain/pricing";
import { writeInvoice } from "./invoice.js";
import type { OrderDesk, OrderPlan } from "./plans.js";
import { book, bookOrder, fullName, scrawlPng } from "./records.js";

/** Each line's pieces, by line key. */
const piecesOf = (plan: OrderPlan, count = (line: OrderPlan["lines"][number]) => line.quantity) =>
  Object.fromEntries(plan.lines.map((line) => [lineKey(line.prop), count(line)]));

/** The order as confirmed: placed by the customer, confirmed by staff, priced as placeOrder (or its quote) did. */
function confirmedOrder(desk: OrderDesk, plan: OrderPlan) {
  const estimate =
    plan.fromQuote?.estimate ??
    estimateRental(
      plan.lines.map(({ prop, quantity }) => ({ ...prop, quantity })),
      rentalWeeks(plan.pickUpDate, plan.returnDate),
      desk.terms,
    );
  const history: OrderStatusChange[] = [
    { status: "placed", at: plan.placedAt, by: plan.person.uid, byName: fullName(plan.person), note: "" },
    { status: "confirmed", at: plan.confirmedAt, by: desk.staff.uid, byName: desk.staff.name, note: plan.confirmNote },
  ];
  return {
    uid: plan.person.uid,
    setListId: plan.fromQuote ? "" : `${plan.id}-list`,
    setListName: plan.fromQuote ? `Quote ${quoteReference(plan.fromQuote.id)}` : plan.setListName,
    lines: plan.lines.map(({ prop, quantity, note }) => ({ propId: prop.propId, quantity, note })),
    pickUpDate: plan.pickUpDate,
    returnDate: plan.returnDate,
    fulfilment: plan.fulfilment,
    deliveryAddress: plan.deliveryAddress,
    notes: plan.notes,
    contact: {
      name: fullName(plan.person),
      email: plan.person.email,
      phone: plan.person.phone,
      company: plan.person.studio,
    },
    production: plan.production,
    status: "confirmed",
    createdAt: plan.placedAt,
    heldUntil: new Date(plan.placedAt.getTime() + desk.holdHours * 3_600_000).toISOString(),
    estimate,
    history,
    statusNote: plan.confirmNote,
    statusChangedAt: plan.confirmedAt,
    statusChangedBy: desk.staff.uid,
    ...(plan.fromQuote ? { quoteRequestId: plan.fromQuote.id } : {}),
  } satisfies Order & Record<string, unknown>;
}

const orderBooking = (plan: OrderPlan) => ({
  key: bookingKey.order(plan.id),
  ref: `order ${orderReference(plan.id)}`,
  uid: plan.person.uid,
  from: plan.pickUpDate,
  to: plan.returnDate,
});

/** A confirmed order, its props booked to its return; `pulled` (by line) as far as staff have ticked it. */
export async function writeConfirmed(
  desk: OrderDesk,
  plan: OrderPlan,
  pulled?: { pieces: (line: OrderPlan["lines"][number]) => number; at: Date },
): Promise<void> {
  const { store, vendorId, staff, now } = desk;
  await store.set(vendorPaths(vendorId).order(plan.id), {
    ...confirmedOrder(desk, plan),
    ...(pulled
      ? { pulled: piecesOf(plan, pulled.pieces), pulledBy: { uid: staff.uid, name: staff.name }, pulledAt: pulled.at }
      : {}),
  });
  await bookOrder(store, vendorId, orderBooking(plan), plan.lines.map(piece), now);
}

const piece = ({ prop, quantity }: OrderPlan["lines"][number]) => ({ propId: prop.propId, quantity });

/** The order pulled, scanned onto the truck and handed over to a driver who signed for it: out. */
function outOrder(desk: OrderDesk, plan: OrderPlan, handover: { id: string; at: Date; driverName: string }) {
  const order = confirmedOrder(desk, plan);
  const pieces = piecesOf(plan);
  const by = { uid: desk.staff.uid, name: desk.staff.name };
  const summary: HandoverSummary = { ...handover, byName: desk.staff.name, pieces };
  const note = `Handed over to ${handover.driverName}.`;
  const out: OrderStatusChange = { status: "out", at: handover.at, by: by.uid, byName: by.name, note };
  return {
    ...order,
    status: "out" as const,
    history: [...order.history, out],
    statusNote: note,
    statusChangedAt: handover.at,
    pulled: pieces,
    pulledBy: by,
    pulledAt: new Date(handover.at.getTime() - 40 * 60_000),
    scannedOut: pieces,
    dockBy: by,
    dockAt: handover.at,
    handovers: [summary],
  };
}

/** The driver's signature, kept where only staff read it (handOver). */
async function writeHandover(desk: OrderDesk, plan: OrderPlan, handover: HandoverSummary): Promise<void> {
  await desk.store.set(vendorPaths(desk.vendorId).handover(handover.id), {
    orderId: plan.id,
    reference: orderReference(plan.id),
    uid: plan.person.uid,
    pieces: handover.pieces,
    driverName: handover.driverName,
    signature: scrawlPng(),
    staffUid: desk.staff.uid,
    staffName: desk.staff.name,
    at: handover.at,
  });
}

/** An order out with a production, its props booked to its return. */
export async function writeOut(
  desk: OrderDesk,
  plan: OrderPlan,
  handover: { id: string; at: Date; driverName: string },
): Promise<void> {
  const order = outOrder(desk, plan, handover);
  await desk.store.set(vendorPaths(desk.vendorId).order(plan.id), order);
  await writeHandover(desk, plan, order.handovers[0] as HandoverSummary);
  await bookOrder(desk.store, desk.vendorId, orderBooking(plan), plan.lines.map(piece), desk.now);
}

export interface Return {
  handover: { id: string; at: Date; driverName: string };
  /** When the pieces came back: all fine but one piece of the first line, damaged. */
  at: Date;
  repairId: string;
  damage: { note: string; charge: number };
  invoice: { issuedAt: Date; payment: Omit<InvoicePayment, "amount"> };
}

/**
 * An order back at the dock: every piece checked in, one damaged (its repair record open, its piece booked with no
 * end), the rest free again; then its final invoice, priced from the dock's record, with a part payment against it.
 */
export async function writeReturned(desk: OrderDesk, plan: OrderPlan, back: Return): Promise<Invoice> {
  const { store, vendorId, timeZone, staff, now } = desk;
  const paths = vendorPaths(vendorId);
  const reference = orderReference(plan.id);
  const on = calendarDateAt(back.at, timeZone);
  const [damaged] = plan.lines;
  if (!damaged) throw new Error(`The demo order ${plan.id} has no lines`);
  const key = lineKey(damaged.prop);
  const checkIns: CheckInEntry[] = plan.lines.map((line) => ({
    id: `${lineKey(line.prop)}:${on}`,
    key: lineKey(line.prop),
    condition: "fine",
    pieces: line === damaged ? line.quantity - 1 : line.quantity,
    on,
    at: back.at,
    byName: staff.name,
    note: "",
  }));
  const damage: CheckInEntry = {
    id: back.repairId,
    key,
    condition: "damaged",
    pieces: 1,
    on,
    at: new Date(back.at.getTime() + 4 * 60_000),
    byName: staff.name,
    note: back.damage.note,
    charge: back.damage.charge,
    repairId: back.repairId,
  };
  const out = outOrder(desk, plan, back.handover);
  const returned: OrderStatusChange = {
    status: "returned",
    at: damage.at,
    by: staff.uid,
    byName: staff.name,
    note: "Checked in at the dock.",
  };
  const order = {
    ...out,
    status: "returned" as const,
    history: [...out.history, returned],
    statusNote: returned.note,
    statusChangedAt: returned.at,
    checkIns: [...checkIns.filter((entry) => entry.pieces > 0), damage],
    dockAt: damage.at,
  };
  const repair: RepairRecord = {
    orderId: plan.id,
    reference,
    uid: plan.person.uid,
    key,
    propId: damaged.prop.propId,
    name: damaged.prop.name,
    condition: "damaged",
    pieces: 1,
    note: back.damage.note,
    charge: back.damage.charge,
    on,
    reportedAt: damage.at,
    reportedByName: staff.name,
    status: "open",
  };
  await store.set(paths.repair(back.repairId), { ...repair });
  for (const line of plan.lines) {
    const repairBooking =
      line === damaged
        ? {
            from: on,
            to: noEnd,
            propId: line.prop.propId,
            quantity: 1,
            key: bookingKey.repair(back.repairId),
            kind: "repair" as const,
            expiresAt: null,
            ref: `repair of ${reference} (damaged)`,
            uid: plan.person.uid,
          }
        : null;
    const orderKey = bookingKey.order(plan.id);
    await book(store, vendorId, line.prop.propId, (current) =>
      afterReturn(current, { orderKey, pieces: Number.MAX_SAFE_INTEGER, repair: repairBooking }, now),
    );
  }
  await writeHandover(desk, plan, out.handovers[0] as HandoverSummary);

  return writeInvoice(desk, plan, order, back.invoice, { key, ...back.damage });
}
