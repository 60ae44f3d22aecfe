// extendOrder on the emulators: staff, the order's customer and staff signed in as them move a confirmed or out order's
// return date later; its props are booked to the new date (checked from today, refused in each one's words when they
// are not free) and it is priced again over the new weeks; the history and a mail tell the other side. Everyone else
// is refused, and so is a change the order cannot take; a table of bookings shows an extension never overbooks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderChangeResult, type OrderStatusChange, orderReference } from "@backlot/domain";
import { estimateRental } from "@backlot/domain/pricing";
import {
  type OrderHouse,
  contact,
  orderBooking,
  orderHouse,
  usageByDay,
  vendor,
  vendorId,
} from "../../../test/order-changes.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, mailTo, refusal } from "../../../test/world.js";

describeOnEmulators("extendOrder", (emulators) => {
  let house: OrderHouse;
  const stool = { name: "Chrome diner stool", weeklyRate: 1250, quantity: 10 };
  const lamp = { name: "Brass desk lamp", weeklyRate: 4500, quantity: 4 };

  const extend = (caller: Caller, orderId: string, returnDate: string, changeId = house.newId()) =>
    caller.call<OrderChangeResult>("extendOrder", { vendorId, orderId, changeId, returnDate });
  const changes = async (orderId: string) =>
    ((await house.stored(orderId)).history ?? []).filter((entry): entry is Required<OrderStatusChange> =>
      Boolean(entry.change),
    );

  beforeAll(async () => {
    house = await orderHouse(emulators);
  });
  afterAll(() => closeCallers());

  it("lets staff extend a confirmed order: booked to the new date, priced over the new weeks, told", async () => {
    const props = await house.props({ stool, lamp });
    const orderId = await house.order({
      pickUpDate: inDays(3),
      returnDate: inDays(17),
      lines: [
        { propId: props.stool, quantity: 6 },
        { propId: props.lamp, quantity: 2 },
      ],
    });
    const changeId = house.newId();
    const result = await extend(house.staff, orderId, inDays(24), changeId);
    const expected = estimateRental(
      [
        { propId: props.stool, name: stool.name, weeklyRate: 1250, quantity: 6 },
        { propId: props.lamp, name: lamp.name, weeklyRate: 4500, quantity: 2 },
      ],
      3,
      vendor.terms,
    );
    expect(result).toEqual({ returnDate: inDays(24), estimate: expected });
    const stored = await house.stored(orderId);
    expect(stored).toMatchObject({ returnDate: inDays(24), estimate: expected, status: "confirmed" });
    expect(await changes(orderId)).toEqual([
      expect.objectContaining({
        status: "confirmed",
        by: house.staff.uid,
        byName: house.staffName,
        note: "",
        change: {
          kind: "extended",
          id: changeId,
          from: inDays(17),
          to: inDays(24),
          weeks: 3,
          subtotal: expected.subtotal,
          currency: "USD",
        },
      }),
    ]);
    for (const [propId, quantity] of [
      [props.stool, 6],
      [props.lamp, 2],
    ] as const)
      expect(await orderBooking(house, propId, orderId)).toMatchObject({
        from: inDays(3),
        to: inDays(24),
        quantity,
        kind: "order",
      });
    const mail = (await mailTo(house.db, contact.email)).filter((each) =>
      each.message.subject.includes(orderReference(orderId)),
    );
    expect(mail.map((each) => each.message.subject)).toEqual([`Order ${orderReference(orderId)}: Rental extended`]);
    expect(mail[0]?.message.text).toContain("3 rental weeks");
  });

  it("lets the customer extend their order out on rental, and staff signed in as them, who are named", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({
      status: "out",
      pickUpDate: inDays(-7),
      returnDate: inDays(7),
      lines: [{ propId: props.stool, quantity: 2 }],
    });
    await extend(house.customer, orderId, inDays(10));
    const { estimate } = await extend(house.asCustomer, orderId, inDays(14));
    expect(estimate.weeks).toBe(3);
    const made = (await changes(orderId)).map(({ by, byName, actedBy, change }) => ({
      by,
      byName,
      actedBy,
      dates: change.kind === "extended" ? [change.from, change.to] : [],
    }));
    expect(made).toEqual([
      { by: house.customer.uid, byName: contact.name, actedBy: undefined, dates: [inDays(7), inDays(10)] },
      {
        by: house.staff.uid,
        byName: `${house.staffName} (staff) for ${contact.name}`,
        actedBy: { staffUid: house.staff.uid, staffName: house.staffName },
        dates: [inDays(10), inDays(14)],
      },
    ]);
    expect(await orderBooking(house, props.stool, orderId)).toMatchObject({ from: inDays(-7), to: inDays(14) });
    const mail = (await mailTo(house.db, vendor.email)).filter((each) =>
      each.message.subject.includes(orderReference(orderId)),
    );
    expect(mail.map((each) => each.message.subject)).toEqual([
      `Order ${orderReference(orderId)}: Rental extended by ${contact.name}`,
      `Order ${orderReference(orderId)}: Rental extended by ${house.staffName} (staff) for ${contact.name}`,
    ]);
  });

  it("keeps the rate each line was priced at (a quoted rate), whatever the catalogue says now", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 4, weeklyRate: 900 }] });
    const { estimate } = await extend(house.customer, orderId, inDays(30));
    expect(estimate.lines).toEqual([expect.objectContaining({ name: stool.name, weeklyRate: 900, quantity: 4 })]);
    expect(estimate).toEqual(
      estimateRental([{ propId: props.stool, name: stool.name, weeklyRate: 900, quantity: 4 }], 4, vendor.terms),
    );
  });

  it("refuses when the props are not free to the new date, in the customer's words or staff's", async () => {
    const props = await house.props({ stool: { ...stool, quantity: 4 } });
    const orderId = await house.order({
      pickUpDate: inDays(3),
      returnDate: inDays(10),
      lines: [{ propId: props.stool, quantity: 3 }],
    });
    const otherOrder = await house.book(props.stool, { from: inDays(12), to: inDays(20), quantity: 2 });
    const before = await house.bookings(props.stool);
    const named = `${stool.name} (${props.stool})`;
    expect(await refusal(extend(house.customer, orderId, inDays(14)))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Not enough free for these dates: ${named}: 3 wanted, only 2 free. ` +
        "Change the dates or quantities, or ask the prop house.",
      details: { shortfalls: [{ propId: props.stool, wanted: 3, available: 2, bookedUntil: null }] },
    });
    expect(await refusal(extend(house.staff, orderId, inDays(14)))).toMatchObject({
      message:
        `Not enough free for these dates: ${named}: 3 wanted, only 2 free ` +
        `(taken by order ${orderReference(otherOrder)}). ` +
        "Change the dates or quantities, or free the conflicting bookings.",
    });
    expect(await house.bookings(props.stool)).toEqual(before);
    expect((await house.stored(orderId)).returnDate).toBe(inDays(10));
    // To the day before the other order, it fits.
    await extend(house.customer, orderId, inDays(11));
    expect(await orderBooking(house, props.stool, orderId)).toMatchObject({ to: inDays(11), quantity: 3 });
  });

  it("extends once however often one change is sent, and refuses a date not later than the return date", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    const changeId = house.newId();
    const [first, second] = await Promise.all([
      extend(house.customer, orderId, inDays(21), changeId),
      extend(house.customer, orderId, inDays(21), changeId),
    ]);
    expect(second).toEqual(first);
    expect(await extend(house.customer, orderId, inDays(21), changeId)).toEqual(first);
    expect(await changes(orderId)).toHaveLength(1);
    expect(await refusal(extend(house.customer, orderId, inDays(21)))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { returnDate: `must be after the current return date, ${inDays(21)}` } },
    });
  });

  it("refuses everyone else, and the customer while the house has not approved them", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    await house.refusedToStrangers("extendOrder", {
      vendorId,
      orderId,
      changeId: house.newId(),
      returnDate: inDays(30),
    });
  });

  it("refuses an order not confirmed or over, a date it cannot take, and an order that is not there", async () => {
    const props = await house.props({ stool });
    for (const [status, message] of [
      ["placed", "is not confirmed yet: only a confirmed order, or one out on rental, can be changed"],
      ["returned", "is returned: it can no longer be extended or added to"],
      ["cancelled", "is cancelled: it can no longer be extended or added to"],
    ] as const) {
      const orderId = await house.order({ status, lines: [{ propId: props.stool, quantity: 1 }] });
      expect(await refusal(extend(house.staff, orderId, inDays(30)))).toEqual({
        code: "functions/failed-precondition",
        message: `Order ${orderReference(orderId)} ${message}`,
        details: undefined,
      });
    }
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    const latest = inDays(vendor.availabilityHorizonDays);
    for (const [returnDate, problem] of [
      [inDays(17), `must be after the current return date, ${inDays(17)}`],
      [inDays(5), `must be after the current return date, ${inDays(17)}`],
      ["2027-02-30", "must be a date like 2026-12-01"],
      [inDays(vendor.availabilityHorizonDays + 1), `must be ${latest} or earlier`],
    ]) {
      expect(await refusal(extend(house.customer, orderId, returnDate as string))).toMatchObject({
        code: "functions/invalid-argument",
        details: { fieldErrors: { returnDate: problem } },
      });
    }
    expect(await refusal(extend(house.customer, orderId, ""))).toMatchObject({
      details: { fieldErrors: { returnDate: "is required" } },
    });
    const missing = house.newId();
    expect(await refusal(extend(house.staff, missing, inDays(30)))).toMatchObject({
      code: "functions/not-found",
      message: `Order ${orderReference(missing)} does not exist`,
    });
    expect(await house.stored(orderId)).toMatchObject({ returnDate: inDays(17), history: [] });
  });

  describe("never overbooks", () => {
    // Days from today. Each case: the stock, the order's pieces and dates, other bookings, the new return date, and
    // whether it fits. After each, no day from today on has more out than the stock.
    const cases = [
      { stock: 3, mine: [2, 3, 10], others: [[1, 12, 20]], to: 15, fits: true },
      { stock: 3, mine: [2, 3, 10], others: [[2, 12, 20]], to: 15, fits: false },
      { stock: 3, mine: [2, 3, 10], others: [[2, 12, 20]], to: 11, fits: true },
      { stock: 3, mine: [3, 3, 10], others: [], holds: [[1, 11, 11]], to: 11, fits: false },
      { stock: 2, mine: [2, -7, 3], others: [[2, -14, -1]], to: 10, fits: true, out: true },
      {
        stock: 5,
        mine: [2, 3, 10],
        others: [
          [2, 5, 8],
          [1, 9, 30],
        ],
        to: 30,
        fits: true,
      },
      {
        stock: 5,
        mine: [2, 3, 10],
        others: [
          [2, 5, 8],
          [2, 9, 30],
          [2, 20, 25],
        ],
        to: 22,
        fits: false,
      },
      {
        stock: 5,
        mine: [2, 3, 10],
        others: [
          [2, 5, 8],
          [2, 9, 30],
          [2, 20, 25],
        ],
        to: 19,
        fits: true,
      },
    ];
    it.each(cases.map((each, index) => ({ ...each, index })))("case $index", async (each) => {
      const { stool: propId } = await house.props({ stool: { ...stool, quantity: each.stock } });
      const [quantity, from, to] = each.mine as [number, number, number];
      const orderId = await house.order({
        status: each.out ? "out" : "confirmed",
        pickUpDate: inDays(from),
        returnDate: inDays(to),
        lines: [{ propId, quantity }],
      });
      for (const [pieces, start, end] of each.others as [number, number, number][])
        await house.book(propId, { from: inDays(start), to: inDays(end), quantity: pieces });
      for (const [pieces, start, end] of (each.holds ?? []) as [number, number, number][])
        await house.book(propId, { from: inDays(start), to: inDays(end), quantity: pieces, kind: "hold" });
      const call = extend(house.customer, orderId, inDays(each.to));
      if (each.fits) await call;
      else expect(await refusal(call)).toMatchObject({ code: "functions/failed-precondition" });
      expect(await orderBooking(house, propId, orderId)).toMatchObject({
        to: inDays(each.fits ? each.to : to),
        quantity,
      });
      for (const used of await usageByDay(house, propId, 40)) expect(used).toBeLessThanOrEqual(each.stock);
    });
  });
});
