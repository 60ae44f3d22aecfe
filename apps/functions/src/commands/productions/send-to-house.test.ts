// A production's approved list held and ordered at the house on the emulators (decision 0049, "To the house"): the
// coordinator holds its approved lines for its dates and lets the hold go, staff extend it; the coordinator orders it,
// priced by the server, naming the production; every other role, an outsider, a removed member and staff signed in
// as a buyer are refused; staff signed in as the coordinator act for them, named.
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type HoldResult,
  type Order,
  type PlaceOrderResult,
  type ReadAvailabilityResult,
  bookingKey,
  orderReference,
} from "@backlot/domain";
import { productionHoldId } from "@backlot/domain/production";
import { type ListCommands, listCommands } from "../../../test/production-lists.js";
import {
  newId,
  oneOfEachRole,
  outsiders,
  type Outsiders,
  type ProductionTeam,
  productionTeam,
  seedProps,
} from "../../../test/production-team.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, refusal } from "../../../test/world.js";

const vendorId = "test-production-house";
const paths = vendorPaths(vendorId);
const production = "Low Tide";

describeOnEmulators("a production's approved list held and ordered at the house", (emulators) => {
  let team: ProductionTeam<"cole" | "sam" | "dana" | "vic" | "rex">;
  let others: Outsiders;
  let lists: ListCommands;
  let props: Record<"lamp" | "stool" | "chair", string>;
  const only = (what: string) => ({
    code: "functions/permission-denied",
    message: `Only a coordinator of ${production} can ${what}`,
  });

  /** A list Sam built and Dana approved: the lamp and the stools approved, the chair rejected. */
  async function approvedList(name = "Boathouse") {
    const { sam, dana } = team.members;
    const listId = newId(team.db);
    const line = { lamp: newId(team.db), stool: newId(team.db), chair: newId(team.db) };
    await lists.create(sam, listId, name, ["Dock"]);
    await lists.edit(sam, listId, [
      { kind: "addLine", lineId: line.lamp, propId: props.lamp, quantity: 2, note: "by the rope", group: "Dock" },
      { kind: "addLine", lineId: line.stool, propId: props.stool, quantity: 4, note: "", group: "" },
      { kind: "addLine", lineId: line.chair, propId: props.chair, quantity: 3, note: "", group: "" },
      { kind: "setDates", pickUpDate: inDays(10), returnDate: inDays(20) },
    ]);
    await lists.move(sam, listId, "send_for_review");
    await lists.review(dana, listId, [
      { lineId: line.lamp, status: "approved" },
      { lineId: line.stool, status: "approved" },
      { lineId: line.chair, status: "rejected", reason: "Wrong period" },
    ]);
    await lists.move(dana, listId, "approve");
    return { listId, ref: { productionId: team.productionId, listId } };
  }

  const hold = (caller: Caller, listId: string, extra: Record<string, unknown> = {}) =>
    caller.call<HoldResult>("holdSetList", {
      vendorId,
      setListId: null,
      productionList: { productionId: team.productionId, listId },
      ...extra,
    });
  const order = (caller: Caller, listId: string, orderId = newId(team.db)) =>
    caller.call<PlaceOrderResult>("placeOrder", {
      vendorId,
      orderId,
      setListId: null,
      productionList: { productionId: team.productionId, listId },
      request: {
        contact: { name: "Cole Park", email: "typed@studio.example", phone: "", company: "Low Tide Ltd" },
        production: "",
        pickUpDate: "",
        returnDate: "",
        fulfilment: "delivery",
        deliveryAddress: "Pier 4, Red Hook",
        notes: "Back gate after 6",
      },
    });
  const holdDoc = async (holdId: string) => (await team.db.doc(paths.hold(holdId)).get()).data();
  const bookingKeys = async (propId: string) =>
    (((await team.db.doc(paths.propBooking(propId)).get()).get("bookings") ?? []) as { key: string }[]).map(
      (booking) => booking.key,
    );

  beforeAll(async () => {
    team = await productionTeam(emulators, {
      vendorId,
      name: production,
      members: {
        ...oneOfEachRole,
        rex: { name: "Rex Hall", roles: ["coordinator"] },
      },
    });
    lists = listCommands(team.db, vendorId, team.productionId);
    others = await outsiders(emulators, vendorId);
    // Everyone may hold and order at the house: what refuses them below is their part in the production.
    const approved = [...Object.values(team.members), others.outsider].map((caller) =>
      team.db.doc(paths.user(caller.uid)).update({ isAuthorized: true }),
    );
    await Promise.all(approved);
    props = await seedProps(team.db, vendorId, {
      lamp: { name: "Ship's lantern", weeklyRate: 4000, quantity: 5 },
      stool: { name: "Bar stool", weeklyRate: 1000, quantity: 10 },
      chair: { name: "Deck chair", weeklyRate: 2000, quantity: 6 },
    });
  });
  afterAll(() => closeCallers());

  it("lets the coordinator hold the approved lines for the list's dates, staff extend it, and lets it go", async () => {
    const { cole, sam, dana } = team.members;
    const { listId, ref } = await approvedList();
    const holdId = productionHoldId(ref);
    const { expiresAt } = await hold(cole, listId);
    expect(await holdDoc(holdId)).toMatchObject({
      uid: cole.uid,
      customerName: "Cole Park",
      setListId: listId,
      setListName: "Boathouse",
      productionList: ref,
      lines: [
        { propId: props.lamp, quantity: 2 },
        { propId: props.stool, quantity: 4 },
      ],
      pickUpDate: inDays(10),
      returnDate: inDays(20),
      expiresAt,
    });
    // The rejected chair is not held.
    expect(await bookingKeys(props.lamp)).toEqual([bookingKey.hold(holdId)]);
    expect(await bookingKeys(props.stool)).toEqual([bookingKey.hold(holdId)]);
    expect(await bookingKeys(props.chair)).toEqual([]);
    // The coordinator's list page does not count its own hold against it; anyone else's does.
    const free = (caller: Caller) =>
      caller.call<ReadAvailabilityResult>("readAvailability", {
        vendorId,
        pickUpDate: inDays(10),
        returnDate: inDays(20),
        propIds: [props.lamp],
        ownHold: holdId,
      });
    expect((await free(cole)).props[props.lamp]?.available).toBe(5);
    expect((await free(sam)).props[props.lamp]?.available).toBe(3);
    expect((await lists.list(listId))?.sent).toEqual([
      { kind: "hold", id: holdId, by: { uid: cole.uid, name: "Cole Park" }, at: expect.anything() as unknown },
    ]);
    expect((await lists.activity(listId)).at(-1)).toMatchObject({
      kind: "sent_to_house",
      by: { uid: cole.uid, name: "Cole Park" },
      text: `Cole Park held the 2 approved props of Boathouse at Test Prop House for ${inDays(10)} to ${inDays(20)}`,
    });
    expect((await lists.notices(sam.uid))?.items[0]).toMatchObject({ kind: "sent_to_house", listId });
    expect((await lists.notices(cole.uid))?.items.map((item) => item.kind) ?? []).not.toContain("sent_to_house");

    // Like a customer's hold, only staff give it longer; holding again changes what is held, never for how long.
    expect(await refusal(cole.call("extendHold", { vendorId, holdId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    expect((await hold(team.members.rex, listId)).expiresAt).toBe(expiresAt);
    const extended = await others.staff.call<HoldResult>("extendHold", { vendorId, holdId });
    expect(await holdDoc(holdId)).toMatchObject({ expiresAt: extended.expiresAt, extendedBy: others.staff.uid });

    // Any coordinator lets it go (Rex holds it now, Cole releases it); another role cannot.
    expect(await refusal(dana.call("releaseHold", { vendorId, holdId }))).toMatchObject(only("release its hold"));
    expect(await refusal(others.outsider.call("releaseHold", { vendorId, holdId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    await cole.call("releaseHold", { vendorId, holdId });
    expect(await holdDoc(holdId)).toBeUndefined();
    expect(await bookingKeys(props.lamp)).toEqual([]);
  });

  it("lets the coordinator order the approved lines, priced by the server, naming the production", async () => {
    const { cole } = team.members;
    const { listId, ref } = await approvedList("Jetty");
    await hold(cole, listId);
    const orderId = newId(team.db);
    const placed = await order(cole, listId, orderId);
    expect(placed.estimate.lines.map((line) => [line.propId, line.quantity])).toEqual([
      [props.lamp, 2],
      [props.stool, 4],
    ]);
    const stored = (await team.db.doc(paths.order(orderId)).get()).data() as Order & Record<string, unknown>;
    expect(stored).toMatchObject({
      uid: cole.uid,
      setListId: "",
      setListName: "Jetty",
      production,
      status: "placed",
      pickUpDate: inDays(10),
      returnDate: inDays(20),
      fulfilment: "delivery",
      deliveryAddress: "Pier 4, Red Hook",
      notes: "Back gate after 6",
      contact: { name: "Cole Park", email: cole.email },
      lines: [
        { propId: props.lamp, quantity: 2, note: "Dock: by the rope" },
        { propId: props.stool, quantity: 4, note: "" },
      ],
      estimate: placed.estimate,
      fromProduction: {
        productionId: team.productionId,
        productionName: production,
        listId,
        listName: "Jetty",
        approvals: [
          { propId: props.lamp, approvedBy: "Dana Reyes" },
          { propId: props.stool, approvedBy: "Dana Reyes" },
        ],
        rejected: 1,
      },
    });
    expect(stored.fromProduction?.members).toContain("Cole Park (Coordinator)");
    // The order takes over the list's hold.
    expect(await holdDoc(productionHoldId(ref))).toBeUndefined();
    expect(await bookingKeys(props.lamp)).toEqual([bookingKey.order(orderId)]);
    expect(await bookingKeys(props.chair)).toEqual([]);
    expect((await lists.list(listId))?.sent.map((sent) => [sent.kind, sent.id])).toEqual([
      ["hold", productionHoldId(ref)],
      ["order", orderId],
    ]);
    expect((await lists.activity(listId)).at(-1)?.text).toBe(
      `Cole Park placed an order with Test Prop House for Jetty (${orderReference(orderId)}): 2 approved props`,
    );
    // A retry after a lost answer places nothing twice.
    expect(await order(cole, listId, orderId)).toEqual(placed);
    expect((await lists.list(listId))?.sent).toHaveLength(2);
  });

  it("refuses every role but the coordinator, outsiders, removed members and staff signed in as a buyer", async () => {
    const { sam, dana, vic, rex } = team.members;
    const { listId, ref } = await approvedList("Slipway");
    for (const caller of [sam, dana, vic, await others.signedInAs(sam.uid)]) {
      expect(await refusal(hold(caller, listId))).toMatchObject(only("hold a list"));
      expect(await refusal(order(caller, listId))).toMatchObject(only("order a list"));
    }
    await team.remove(rex.uid);
    const noProduction = {
      code: "functions/not-found",
      message: `There is no production ${team.productionId} you are a member of: ask its coordinator to invite you`,
    };
    for (const caller of [rex, others.outsider]) {
      expect(await refusal(hold(caller, listId))).toMatchObject(noProduction);
      expect(await refusal(order(caller, listId))).toMatchObject(noProduction);
    }
    // Staff signed in as themselves are no customer and no member: they work in the console.
    expect(await refusal(hold(others.staff, listId))).toMatchObject({ code: "functions/not-found" });
    expect(await refusal(order(others.staff, listId))).toMatchObject(noProduction);
    await team.add(rex, ["coordinator"]);
    expect(await holdDoc(productionHoldId(ref))).toBeUndefined();
    expect((await lists.list(listId))?.sent).toEqual([]);
  });

  it("refuses a list not approved, and a set list named with it", async () => {
    const { cole, sam } = team.members;
    const listId = newId(team.db);
    await lists.create(sam, listId, "Pontoon");
    await lists.edit(sam, listId, [
      { kind: "addLine", lineId: newId(team.db), propId: props.lamp, quantity: 1, note: "", group: "" },
      { kind: "setDates", pickUpDate: inDays(10), returnDate: inDays(20) },
    ]);
    await lists.move(sam, listId, "send_for_review");
    const notApproved = {
      code: "functions/failed-precondition",
      message: '"Pontoon" is in review: the designer approves it first',
    };
    expect(await refusal(hold(cole, listId))).toMatchObject(notApproved);
    expect(await refusal(order(cole, listId))).toMatchObject(notApproved);
    expect(await refusal(hold(cole, listId, { setListId: newId(team.db) }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { productionList: "cannot go with a set list: send one or the other" } },
    });
  });

  it("lets staff signed in as the coordinator hold and order for them, named", async () => {
    const { cole } = team.members;
    const { listId, ref } = await approvedList("Quay");
    const asCole = await others.signedInAs(cole.uid);
    const actedBy = { staffUid: others.staff.uid, staffName: others.staffName };
    await hold(asCole, listId);
    expect(await holdDoc(productionHoldId(ref))).toMatchObject({ uid: cole.uid, actedBy });
    const orderId = newId(team.db);
    await order(asCole, listId, orderId);
    expect((await team.db.doc(paths.order(orderId)).get()).data()).toMatchObject({ uid: cole.uid, actedBy });
    expect((await lists.list(listId))?.sent.map((sent) => sent.by)).toEqual([
      { uid: cole.uid, name: "Cole Park", actedBy },
      { uid: cole.uid, name: "Cole Park", actedBy },
    ]);
    expect((await lists.activity(listId)).at(-1)?.text).toBe(
      `${others.staffName} (staff) for Cole Park placed an order with Test Prop House for Quay ` +
        `(${orderReference(orderId)}): 2 approved props`,
    );
  });
});
