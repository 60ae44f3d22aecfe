// addToOrder on the emulators: staff, the order's customer and staff signed in as them add props to a confirmed or out
// order (new lines, or more of a line it has), priced by the server, booked for the rest of the rental (checked from
// today, refused in each one's words when they are not free; a hidden prop refused to a customer), the order priced
// again, and the history and a mail telling the other side. Everyone else is refused, and so is what the order or the
// catalogue cannot take.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type OrderChangeResult, type OrderStatusChange, limits, orderReference } from "@backlot/domain";
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

describeOnEmulators("addToOrder", (emulators) => {
  let house: OrderHouse;
  const stool = { name: "Chrome diner stool", weeklyRate: 1250, quantity: 10 };
  const lamp = { name: "Brass desk lamp", weeklyRate: 4500, quantity: 4 };
  const chair = {
    name: "Bentwood chair",
    weeklyRate: 4000,
    quantity: 8,
    catalogue: { variants: [{ id: "walnut", name: "Walnut", weeklyRate: 6000 }] },
  };

  type Line = { propId: string; variantId?: string; quantity: number };
  const add = (caller: Caller, orderId: string, lines: Line[], changeId = house.newId()) =>
    caller.call<OrderChangeResult>("addToOrder", { vendorId, orderId, changeId, lines });
  const changes = async (orderId: string) =>
    ((await house.stored(orderId)).history ?? []).filter((entry): entry is Required<OrderStatusChange> =>
      Boolean(entry.change),
    );

  beforeAll(async () => {
    house = await orderHouse(emulators);
  });
  afterAll(() => closeCallers());

  it("lets staff add props to an out order: priced, booked for the rest of the rental, told", async () => {
    const props = await house.props({ stool, lamp, chair });
    const orderId = await house.order({
      status: "out",
      pickUpDate: inDays(-7),
      returnDate: inDays(7),
      // Quoted below the catalogue's rate.
      lines: [{ propId: props.stool, quantity: 4, weeklyRate: 900 }],
    });
    // Every lamp was out on another order until yesterday: the days gone by are not checked.
    await house.book(props.lamp, { from: inDays(-10), to: inDays(-1), quantity: 4 });
    const changeId = house.newId();
    const result = await add(
      house.staff,
      orderId,
      [
        { propId: props.lamp, quantity: 2 },
        { propId: props.stool, quantity: 2 },
        { propId: props.chair, variantId: "walnut", quantity: 1 },
      ],
      changeId,
    );
    const expected = estimateRental(
      [
        { propId: props.stool, name: stool.name, weeklyRate: 900, quantity: 6 },
        { propId: props.lamp, name: lamp.name, weeklyRate: 4500, quantity: 2 },
        { propId: props.chair, variantId: "walnut", name: "Bentwood chair (Walnut)", weeklyRate: 6000, quantity: 1 },
      ],
      2,
      vendor.terms,
    );
    expect(result).toEqual({ returnDate: inDays(7), estimate: expected });
    const stored = await house.stored(orderId);
    expect(stored).toMatchObject({ status: "out", returnDate: inDays(7), estimate: expected });
    expect(stored.lines).toEqual([
      { propId: props.stool, quantity: 6, note: "" },
      { propId: props.lamp, quantity: 2, note: "" },
      { propId: props.chair, variantId: "walnut", quantity: 1, note: "" },
    ]);
    expect((await changes(orderId)).map(({ status, by, byName, change }) => ({ status, by, byName, change }))).toEqual([
      {
        status: "out",
        by: house.staff.uid,
        byName: house.staffName,
        change: {
          kind: "added",
          id: changeId,
          lines: [
            { propId: props.lamp, name: lamp.name, quantity: 2 },
            { propId: props.stool, name: stool.name, quantity: 2 },
            { propId: props.chair, variantId: "walnut", name: "Bentwood chair (Walnut)", quantity: 1 },
          ],
          subtotal: expected.subtotal,
          currency: "USD",
        },
      },
    ]);
    for (const [propId, quantity] of [
      [props.stool, 6],
      [props.lamp, 2],
      [props.chair, 1],
    ] as const)
      expect(await orderBooking(house, propId, orderId)).toMatchObject({ to: inDays(7), quantity, kind: "order" });
    expect(Math.max(...(await usageByDay(house, props.lamp, 20)))).toBe(2);
    const mail = (await mailTo(house.db, contact.email)).filter((each) =>
      each.message.subject.includes(orderReference(orderId)),
    );
    expect(mail.map((each) => each.message.subject)).toEqual([`Order ${orderReference(orderId)}: Props added`]);
    expect(mail[0]?.message.text).toContain(
      "2 × Brass desk lamp, 2 × Chrome diner stool, " + "1 × Bentwood chair (Walnut)",
    );
  });

  it("lets the customer add to their confirmed order, and staff signed in as them, who are named", async () => {
    const props = await house.props({ stool, lamp });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 2 }] });
    await add(house.customer, orderId, [{ propId: props.lamp, quantity: 1 }]);
    const { estimate } = await add(house.asCustomer, orderId, [{ propId: props.lamp, quantity: 1 }]);
    expect(estimate.lines.map(({ propId, quantity }) => ({ propId, quantity }))).toEqual([
      { propId: props.stool, quantity: 2 },
      { propId: props.lamp, quantity: 2 },
    ]);
    expect((await changes(orderId)).map(({ by, byName, actedBy }) => ({ by, byName, actedBy }))).toEqual([
      { by: house.customer.uid, byName: contact.name, actedBy: undefined },
      {
        by: house.staff.uid,
        byName: `${house.staffName} (staff) for ${contact.name}`,
        actedBy: { staffUid: house.staff.uid, staffName: house.staffName },
      },
    ]);
    // A confirmed order's rest of the rental is all of it: the pick-up is still to come.
    expect(await orderBooking(house, props.lamp, orderId)).toMatchObject({
      from: inDays(3),
      to: inDays(17),
      quantity: 2,
    });
    const mail = (await mailTo(house.db, vendor.email)).filter((each) =>
      each.message.subject.includes(orderReference(orderId)),
    );
    expect(mail.map((each) => each.message.subject)).toEqual([
      `Order ${orderReference(orderId)}: Props added by ${contact.name}`,
      `Order ${orderReference(orderId)}: Props added by ${house.staffName} (staff) for ${contact.name}`,
    ]);
  });

  it("refuses a customer a hidden prop, but not staff, nor a prop the order holds that was hidden since", async () => {
    const props = await house.props({
      stool,
      hidden: { ...lamp, listed: false },
      heldBefore: { ...chair, listed: false },
    });
    const orderId = await house.order({ lines: [{ propId: props.heldBefore, quantity: 1 }] });
    for (const caller of [house.customer, house.asCustomer])
      expect(await refusal(add(caller, orderId, [{ propId: props.hidden, quantity: 1 }]))).toMatchObject({
        code: "functions/failed-precondition",
        message:
          `${lamp.name} (${props.hidden}) is no longer offered: the prop house has hidden it from the catalogue. ` +
          "Take it off the props to add and try again",
        details: { hiddenPropId: props.hidden },
      });
    await add(house.customer, orderId, [{ propId: props.stool, quantity: 1 }]);
    await add(house.staff, orderId, [{ propId: props.hidden, quantity: 1 }]);
    expect((await house.stored(orderId)).lines.map((line) => line.propId)).toEqual([
      props.heldBefore,
      props.stool,
      props.hidden,
    ]);
  });

  it("refuses a prop not in the catalogue and a variant it does not offer, naming them", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    expect(await refusal(add(house.customer, orderId, [{ propId: "NOPE-404", quantity: 1 }]))).toMatchObject({
      code: "functions/failed-precondition",
      message: "There is no prop NOPE-404 in the catalogue: check its item number",
    });
    expect(
      await refusal(add(house.customer, orderId, [{ propId: props.stool, variantId: "walnut", quantity: 1 }])),
    ).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `${stool.name} (${props.stool}) is not offered in the variant "walnut". ` +
        "Take it off the props to add and try again",
    });
    expect((await house.stored(orderId)).lines).toHaveLength(1);
  });

  it("refuses quantities and lines outside the limits, every one at once", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 990 }] });
    const refused = (lines: unknown) =>
      refusal(house.customer.call("addToOrder", { vendorId, orderId, changeId: house.newId(), lines }));
    expect(
      await refused([
        { propId: props.stool, quantity: 0 },
        { propId: "BPH-2", quantity: 1000 },
        { propId: "BPH-3", quantity: "2" },
        { propId: "../users", quantity: 1 },
        { propId: "BPH-2", quantity: 1 },
      ]),
    ).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          "lines.0.quantity": "must be a whole number from 1 to 999",
          "lines.1.quantity": "must be a whole number from 1 to 999",
          "lines.2.quantity": "must be a whole number from 1 to 999",
          "lines.3.propId": "must be an item number, like BPH-10432",
          "lines.4.propId": "lists BPH-2 twice: add up the quantities",
        },
      },
    });
    expect(await refused([])).toMatchObject({
      details: { fieldErrors: { lines: "must hold at least one prop to add" } },
    });
    const many = Array.from({ length: limits.orderChange.lines + 1 }, (_, index) => ({
      propId: `X-${index}`,
      quantity: 1,
    }));
    expect(await refused(many)).toMatchObject({
      details: { fieldErrors: { lines: `must hold at most ${limits.orderChange.lines} props at once` } },
    });
    expect(await refused([{ propId: props.stool, quantity: 10 }])).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          "lines.0.quantity": `would make 1000 of ${props.stool} on the order, and a line holds at most 999`,
        },
      },
    });
    expect((await house.stored(orderId)).lines).toEqual([{ propId: props.stool, quantity: 990, note: "" }]);
  });

  it("refuses props not free for the rest of the rental, in the customer's words or staff's", async () => {
    const props = await house.props({ stool: { ...stool, quantity: 4 } });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 3 }] });
    const otherOrder = await house.book(props.stool, { from: inDays(5), to: inDays(10), quantity: 1 });
    const before = await house.bookings(props.stool);
    const named = `${stool.name} (${props.stool})`;
    expect(await refusal(add(house.customer, orderId, [{ propId: props.stool, quantity: 1 }]))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Not enough free for these dates: ${named}: 4 wanted, only 3 free. ` +
        "Change the dates or quantities, or ask the prop house.",
    });
    expect(await refusal(add(house.staff, orderId, [{ propId: props.stool, quantity: 1 }]))).toMatchObject({
      message:
        `Not enough free for these dates: ${named}: 4 wanted, only 3 free (taken by order ` +
        `${orderReference(otherOrder)}). Change the dates or quantities, or free the conflicting bookings.`,
    });
    expect(await house.bookings(props.stool)).toEqual(before);
    expect((await house.stored(orderId)).lines).toEqual([{ propId: props.stool, quantity: 3, note: "" }]);
  });

  it("adds once however often one add-on is sent", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    const changeId = house.newId();
    const send = () => add(house.customer, orderId, [{ propId: props.stool, quantity: 2 }], changeId);
    const [first, second] = await Promise.all([send(), send()]);
    expect(second).toEqual(first);
    expect(await send()).toEqual(first);
    expect((await house.stored(orderId)).lines).toEqual([{ propId: props.stool, quantity: 3, note: "" }]);
    expect(await changes(orderId)).toHaveLength(1);
  });

  it("refuses everyone else, and the customer while the house has not approved them", async () => {
    const props = await house.props({ stool });
    const orderId = await house.order({ lines: [{ propId: props.stool, quantity: 1 }] });
    await house.refusedToStrangers("addToOrder", {
      vendorId,
      orderId,
      changeId: house.newId(),
      lines: [{ propId: props.stool, quantity: 1 }],
    });
  });

  it("refuses an order not confirmed, one over, and one due back before today", async () => {
    const props = await house.props({ stool });
    const lines = [{ propId: props.stool, quantity: 1 }];
    for (const [status, message] of [
      ["placed", "is not confirmed yet: only a confirmed order, or one out on rental, can be changed"],
      ["returned", "is returned: it can no longer be extended or added to"],
      ["cancelled", "is cancelled: it can no longer be extended or added to"],
    ] as const) {
      const orderId = await house.order({ status, lines });
      expect(await refusal(add(house.customer, orderId, lines))).toMatchObject({
        code: "functions/failed-precondition",
        message: `Order ${orderReference(orderId)} ${message}`,
      });
    }
    const overdue = await house.order({ status: "out", pickUpDate: inDays(-10), returnDate: inDays(-1), lines });
    expect(await refusal(add(house.customer, overdue, lines))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Order ${orderReference(overdue)} was due back on ${inDays(-1)}: ` + "extend the rental first, then add props",
    });
  });
});
