// The final invoice on the emulators (issue 34): issued by staff from what happened at the dock (weeks out per piece,
// a loss at the prop's replacement value, damage at staff's charge, delivery, sales tax or an exemption, the card fee),
// numbered from the house's sequence, one per order, mailed with its PDF; payments recorded against it; and nobody but
// the house's staff may issue one or record a payment, nor a customer read another's.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Invoice,
  type IssueInvoiceResult,
  type PaymentResult,
  type StartImpersonationResult,
  orderReference,
} from "@backlot/domain";
import { pdfText } from "@backlot/print/testing/pdf-tools";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, mailTo, refusal, tokenCaller } from "../../../test/world.js";

describeOnEmulators("the final invoice", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let newId: StaffHouse["newId"];
  let refusedToOthers: StaffHouse["refusedToOthers"];

  const lines = [
    { propId: "BPH-1", quantity: 2, note: "" },
    { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
  ];
  const estimate = {
    lines: [
      { propId: "BPH-1", name: "Chrome stool", weeklyRate: 1000, quantity: 2 },
      { propId: "BPH-2", variantId: "oak", name: "Bentwood chair (Oak)", weeklyRate: 500, quantity: 1 },
    ],
  };
  const entry = (key: string, condition: string, on: string, extra: Record<string, unknown> = {}) => ({
    id: `${key}-${condition}`,
    key,
    condition,
    pieces: 1,
    on,
    at: Timestamp.fromDate(new Date(`${on}T18:00:00Z`)),
    byName: "Sam",
    note: "",
    ...extra,
  });

  /**
   * Returned: out on Mar 1 (10:00 in New York); one stool back fine on Mar 5 (week 1), one back damaged on Mar 10
   * (weeks 1-2, $45 charged), the chair missing on Mar 5 (week 1, then its $120 replacement value).
   */
  async function returnedOrder(extra: Record<string, unknown> = {}): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({
      uid: customer.uid,
      setListName: "Diner",
      contact,
      status: "returned",
      lines,
      estimate,
      fulfilment: "delivery",
      deliveryAddress: "1 Stage Lane",
      pickUpDate: "2027-03-01",
      returnDate: "2027-03-10",
      handovers: [
        {
          id: "h1",
          at: Timestamp.fromDate(new Date("2027-03-01T15:00:00Z")),
          byName: "Sam",
          driverName: "Ray",
          pieces: { "BPH-1": 2, "BPH-2/oak": 1 },
        },
      ],
      checkIns: [
        entry("BPH-1", "fine", "2027-03-05"),
        entry("BPH-2/oak", "missing", "2027-03-05", { note: "Not on the truck" }),
        entry("BPH-1", "damaged", "2027-03-10", { note: "Seat cracked", charge: 4500 }),
      ],
      ...extra,
    });
    return id;
  }
  const issue = (orderId: string, caller = staff) =>
    caller.call<IssueInvoiceResult>("issueInvoice", { vendorId, orderId });
  const stored = async (id: string) => (await db.doc(paths.invoice(id)).get()).data() as Invoice;

  beforeAll(async () => {
    ({ db, staff, customer, newId, refusedToOthers } = await staffHouse(emulators));
    await db.doc(paths.propDockFactsOf("BPH-2")).set({ location: "Cage B", replacementValue: 12000 });
  });
  afterAll(() => closeCallers());

  it("prices what happened at the dock, numbers it from the house's sequence, and mails it with its PDF", async () => {
    const id = await returnedOrder({ cardAuthorisation: { customerId: "cus_x", paymentMethodId: "pm_x" } });
    const first = await issue(id);
    const invoice = await stored(id);
    // Rent (week 1 at 0.5, week 2 at 0.5): the stool back fine 500, the damaged stool 500 + 500, the chair 250.
    expect(
      invoice.charges.rent.map((line) => [line.key, line.pieces, line.from, line.to, line.weeks, line.amount]),
    ).toEqual([
      ["BPH-1", 1, "2027-03-01", "2027-03-05", 1, 500],
      ["BPH-1", 1, "2027-03-01", "2027-03-10", 2, 1000],
      ["BPH-2/oak", 1, "2027-03-01", "2027-03-05", 1, 250],
    ]);
    expect(invoice.charges.totals).toEqual({
      rent: 1750,
      loss: 12000,
      damage: 4500,
      delivery: 25000,
      // 8.875% of rent and delivery (26,750).
      taxable: 26750,
      tax: 2374,
      subtotal: 45624,
      // 3.5% on the subtotal, the order having a card authorised.
      cardFee: 1597,
      total: 47221,
    });
    expect(invoice).toMatchObject({ orderId: id, uid: customer.uid, balanceDue: 47221, payments: [], mailed: true });
    expect(first.number).toMatch(/^INV-\d{4,}$/);
    expect(first.total).toBe(47221);

    // Issued once: a second call gives the same invoice back; the next order takes the next number.
    expect(await issue(id)).toEqual(first);
    const next = await issue(await returnedOrder({ fulfilment: "pickUp" }));
    expect(Number(next.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);

    const mail = (await mailTo(db, contact.email)).find((each) => each.message.subject.includes(first.number));
    expect(mail?.message.subject).toBe(`Invoice ${first.number} for order ${orderReference(id)}`);
    const attachment = (mail?.message as { attachments?: { filename: string; content: string }[] }).attachments?.[0];
    expect(attachment?.filename).toBe(`${first.number}.pdf`);
    const text = pdfText(Buffer.from(attachment?.content ?? "", "base64"));
    for (const words of [first.number, orderReference(id), "Chrome stool", "Seat cracked", "$472.21"])
      expect(text).toContain(words);
  });

  it("charges no tax with an accepted exemption holding to the return, nor delivery on a pick-up", async () => {
    await db.doc(paths.paper(newId())).set({
      uid: customer.uid,
      kind: "taxExemption",
      state: "accepted",
      sentAt: Timestamp.now(),
      form: "ST-120",
      region: "NY",
      expiresOn: "2027-12-31",
    });
    const id = await returnedOrder({ fulfilment: "pickUp" });
    await issue(id);
    const { totals, taxExempt } = (await stored(id)).charges;
    expect(taxExempt).toBe(true);
    expect(totals).toMatchObject({ delivery: 0, taxable: 0, tax: 0, cardFee: 0, total: 1750 + 12000 + 4500 });
  });

  it("records payments against it until nothing is due, once each, and never more than is due", async () => {
    const id = await returnedOrder({ fulfilment: "pickUp" });
    const { total } = await issue(id);
    const pay = (amount: number, paymentId = newId(), method = "check") =>
      staff.call<PaymentResult>("recordPayment", {
        vendorId,
        invoiceId: id,
        method,
        amount,
        paymentId,
        reference: "1042",
      });
    const paymentId = newId();
    expect(await pay(10000, paymentId)).toEqual({ paymentId, balanceDue: total - 10000 });
    // A retry after a lost answer records it once.
    expect(await pay(10000, paymentId)).toEqual({ paymentId, balanceDue: total - 10000 });
    const over = await refusal(pay(total));
    expect(over.code).toBe("functions/failed-precondition");
    expect(over.message).toMatch(/is more than the .* due; record the amount due/);
    expect((await pay(total - 10000, newId(), "ach")).balanceDue).toBe(0);
    expect((await refusal(pay(1))).message).toMatch(/is paid in full: nothing is due on it$/);
    const invoice = await stored(id);
    expect(invoice.payments.map((payment) => [payment.method, payment.amount])).toEqual([
      ["check", 10000],
      ["ach", total - 10000],
    ]);
    expect((await refusal(pay(0))).code).toBe("functions/invalid-argument");
  });

  it("is issued for a returned order only, and says what to do of a lost prop with no replacement value", async () => {
    const out = await returnedOrder({ status: "out" });
    expect((await refusal(issue(out))).message).toBe(
      `Order ${orderReference(out)} is out: its final invoice is issued once it is returned (checked in)`,
    );
    const lost = await returnedOrder({
      checkIns: [entry("BPH-1", "missing", "2027-03-05"), entry("BPH-1", "fine", "2027-03-05", { id: "f" })],
      handovers: [
        {
          id: "h1",
          at: Timestamp.fromDate(new Date("2027-03-01T15:00:00Z")),
          byName: "S",
          driverName: "R",
          pieces: { "BPH-1": 2 },
        },
      ],
    });
    expect((await refusal(issue(lost))).message).toBe(
      `Chrome stool (BPH-1) is missing from order ${orderReference(lost)} and has no replacement value: add one to ` +
        "the catalogue's Replacement value column and push it, then issue the invoice",
    );
    expect((await db.doc(paths.invoice(lost)).get()).exists).toBe(false);
  });

  it("charges the balance to the card the customer authorised, once, through the Payments port", async () => {
    const id = await returnedOrder({ status: "confirmed", estimate: { ...estimate, subtotal: 50_000 } });
    const { setupId } = await customer.call<{ setupId: string }>("startCardAuthorisation", { vendorId, orderId: id });
    await customer.call("confirmCardAuthorisation", { vendorId, orderId: id, setupId, testCard: "pm_card_visa" });
    await db.doc(paths.order(id)).update({ status: "returned" });
    const { total } = await issue(id);
    await staff.call("recordPayment", { vendorId, invoiceId: id, method: "check", amount: 1000, paymentId: newId() });
    const charged = await staff.call<PaymentResult>("chargeInvoice", { vendorId, invoiceId: id });
    expect(charged.balanceDue).toBe(0);
    const card = (await stored(id)).payments.at(-1);
    expect(card).toMatchObject({ method: "card", amount: total - 1000 });
    expect(card?.reference).toMatch(/^Visa ending 4242 · /);
    expect((await refusal(staff.call("chargeInvoice", { vendorId, invoiceId: id }))).message).toBe(
      `Invoice ${(await stored(id)).number} is paid in full: nothing is due on it`,
    );
    const noCard = await returnedOrder();
    await issue(noCard);
    expect((await refusal(staff.call("chargeInvoice", { vendorId, invoiceId: noCard }))).message).toBe(
      `No card is authorised for order ${orderReference(noCard)}: record the payment by check, ACH or account`,
    );
  });

  describe("who may", () => {
    it("is staff's to issue, to record payments and to charge the card", async () => {
      const id = await returnedOrder();
      await refusedToOthers("issueInvoice", { vendorId, orderId: id });
      await issue(id);
      await refusedToOthers("recordPayment", {
        vendorId,
        invoiceId: id,
        method: "check",
        amount: 100,
        paymentId: newId(),
      });
      await refusedToOthers("chargeInvoice", { vendorId, invoiceId: id });
      // Staff signed in as the customer are the customer here: refused too.
      const started = await staff.call<StartImpersonationResult>("startImpersonation", {
        vendorId,
        uid: customer.uid,
        reason: "Checking what they see of their invoice",
      });
      const session = await tokenCaller(emulators, started.token);
      for (const [name, data] of [
        ["issueInvoice", { vendorId, orderId: await returnedOrder() }],
        ["recordPayment", { vendorId, invoiceId: id, method: "check", amount: 100, paymentId: newId() }],
        ["chargeInvoice", { vendorId, invoiceId: id }],
      ] as const)
        expect(await refusal(session.call(name, data)), name).toMatchObject({ code: "functions/permission-denied" });
      expect((await stored(id)).payments).toEqual([]);
    });
  });
});
