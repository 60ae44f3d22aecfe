// Who may do what to a production's list, on the emulators: each role exactly its part (productionPermissions), a
// removed member refused at once, an outsider holding the list's id answered as if there were no production, visitors
// and anonymous sessions told to log in, staff signed in as a member acting as the member (and named), and another
// house's staff refused. Retries change nothing twice; bad edits are refused whole, naming what was wrong.
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type ListCommands, addLine as addOne, listCommands, quoteForList } from "../../../test/production-lists.js";
import {
  listTestProps,
  newId,
  oneOfEachRole,
  outsiders,
  type Outsiders,
  type ProductionTeam,
  productionTeam,
  seedProps,
} from "../../../test/production-team.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, refusal } from "../../../test/world.js";

const vendorId = "test-production-roles";

describeOnEmulators("who may do what to a production's list", (emulators) => {
  let team: ProductionTeam<"sam" | "dana" | "cole" | "vic" | "max">;
  let others: Outsiders;
  let lists: ListCommands;
  let props: Record<"lamp" | "stool" | "hidden" | "varied", string>;
  const production = "Night Shift";
  const addLine = (propId: string, lineId?: string, extra = {}) => addOne(team.db, propId, lineId, extra);
  /** A list in review with one line (the lamp), made by Sam. */
  const listInReview = async () => {
    const listId = newId(team.db);
    const lineId = newId(team.db);
    await lists.create(team.members.sam, listId, "Lobby");
    await lists.edit(team.members.sam, listId, [
      addLine(props.lamp, lineId),
      { kind: "setDates", pickUpDate: inDays(10), returnDate: inDays(12) },
    ]);
    await lists.move(team.members.sam, listId, "send_for_review");
    return { listId, lineId };
  };
  const requestQuote = (caller: Caller, listId: string, extra: Record<string, unknown> = {}) =>
    quoteForList(caller, { vendorId, productionId: team.productionId, listId, requestId: newId(team.db) }, extra);
  const only = (roles: string, what: string) => ({
    code: "functions/permission-denied",
    message: `Only ${roles} of ${production} can ${what}`,
  });

  beforeAll(async () => {
    team = await productionTeam(emulators, {
      vendorId,
      name: production,
      members: {
        ...oneOfEachRole,
        max: { name: "Max Bell", roles: ["buyer", "coordinator"] },
      },
    });
    lists = listCommands(team.db, vendorId, team.productionId);
    others = await outsiders(emulators, vendorId);
    props = await seedProps(team.db, vendorId, listTestProps);
  });
  afterAll(() => closeCallers());

  it("lets a viewer read only: no comment, no edit, no move, no list", async () => {
    const { vic } = team.members;
    const { listId, lineId } = await listInReview();
    expect(await refusal(lists.comment(vic, listId, newId(team.db), "Nice"))).toMatchObject(
      only("a buyer, a designer or a coordinator", "comment on a list"),
    );
    expect(await refusal(lists.edit(vic, listId, [addLine(props.stool)]))).toMatchObject(
      only("a buyer", "change a list"),
    );
    expect(await refusal(lists.create(vic, newId(team.db), "Mine"))).toMatchObject(only("a buyer", "start a list"));
    expect(await refusal(lists.review(vic, listId, [{ lineId, status: "approved" }]))).toMatchObject(
      only("a designer", "decide a list's lines"),
    );
    expect(await refusal(lists.move(vic, listId, "reopen"))).toMatchObject(only("a buyer", "reopen a list"));
  });

  it("lets a buyer build and send a list, not review it, approve it or request its quote", async () => {
    const { sam } = team.members;
    const { listId, lineId } = await listInReview();
    expect(await refusal(lists.review(sam, listId, [{ lineId, status: "approved" }]))).toMatchObject(
      only("a designer", "decide a list's lines"),
    );
    expect(await refusal(lists.move(sam, listId, "approve"))).toMatchObject(only("a designer", "approve a list"));
    await lists.review(team.members.dana, listId, [{ lineId, status: "approved" }]);
    await lists.move(team.members.dana, listId, "approve");
    expect(await refusal(requestQuote(sam, listId))).toMatchObject(only("a coordinator", "request a quote for a list"));
    // A member who is both buys and coordinates does both.
    await requestQuote(team.members.max, listId);
    expect((await lists.list(listId))?.sent.map((sent) => sent.by.name)).toEqual(["Max Bell"]);
  });

  it("lets a designer decide, not change the lines or send the list; a coordinator cannot review", async () => {
    const { dana, cole } = team.members;
    const { listId, lineId } = await listInReview();
    expect(await refusal(lists.edit(dana, listId, [{ kind: "setQuantity", lineId, from: 1, to: 3 }]))).toMatchObject(
      only("a buyer", "change a list"),
    );
    expect(await refusal(lists.move(dana, listId, "reopen"))).toMatchObject(only("a buyer", "reopen a list"));
    expect(await refusal(lists.review(cole, listId, [{ lineId, status: "approved" }]))).toMatchObject(
      only("a designer", "decide a list's lines"),
    );
    expect(await refusal(lists.move(cole, listId, "request_changes"))).toMatchObject(
      only("a designer", "request changes to a list"),
    );
    expect(await refusal(requestQuote(cole, listId))).toMatchObject({
      code: "functions/failed-precondition",
      message: '"Lobby" is in review: the designer approves it first',
    });
    await lists.comment(cole, listId, newId(team.db), "Budget is tight on this one");
    expect((await lists.list(listId))?.lines[0]?.decision.status).toBe("pending");
  });

  it("refuses a removed member at once, and lets them back when they are added again", async () => {
    const { sam } = team.members;
    const { listId } = await listInReview();
    await team.remove(sam.uid);
    const gone = {
      code: "functions/not-found",
      message: `There is no production ${team.productionId} you are a member of: ask its coordinator to invite you`,
    };
    expect(await refusal(lists.move(sam, listId, "reopen"))).toMatchObject(gone);
    expect(await refusal(lists.comment(sam, listId, newId(team.db), "Still here?"))).toMatchObject(gone);
    await team.add(sam, ["buyer"]);
    await lists.move(sam, listId, "reopen");
  });

  it("answers an outsider holding the list's id as if there were no production; visitors must log in", async () => {
    const { listId, lineId } = await listInReview();
    const before = await lists.list(listId);
    const noProduction = {
      code: "functions/not-found",
      message: `There is no production ${team.productionId} you are a member of: ask its coordinator to invite you`,
    };
    const calls = (caller: Caller) => [
      () => lists.edit(caller, listId, [addLine(props.stool)]),
      () => lists.review(caller, listId, [{ lineId, status: "approved" }]),
      () => lists.move(caller, listId, "reopen"),
      () => lists.comment(caller, listId, newId(team.db), "Hello"),
      () => lists.create(caller, newId(team.db), "Mine"),
      () => requestQuote(caller, listId),
    ];
    // The house's own staff signed in as themselves are not members either: they read in the console.
    for (const caller of [others.outsider, others.staff, others.otherStaff]) {
      for (const call of calls(caller)) expect(await refusal(call())).toMatchObject(noProduction);
    }
    for (const call of calls(others.visitor)) {
      expect(await refusal(call())).toMatchObject({ code: "functions/unauthenticated", message: "Log in to do this" });
    }
    for (const call of calls(others.anonymous)) {
      expect(await refusal(call())).toMatchObject({
        code: "functions/unauthenticated",
        message: "Create an account or log in to do this",
      });
    }
    expect(await lists.list(listId)).toEqual(before);
  });

  it("lets staff signed in as a member act as the member, named in the feed and on the lines", async () => {
    const { sam } = team.members;
    const listId = newId(team.db);
    const asSam = await others.signedInAs(sam.uid);
    await lists.create(asSam, listId, "Hallway");
    const lineId = newId(team.db);
    await lists.edit(asSam, listId, [addLine(props.lamp, lineId)]);
    const actedBy = { staffUid: others.staff.uid, staffName: others.staffName };
    expect((await lists.list(listId))?.lines[0]?.addedBy).toEqual({ uid: sam.uid, name: "Sam Ortiz", actedBy });
    const feed = await lists.activity(listId);
    expect(feed.map((entry) => [entry.by, entry.text])).toEqual([
      [{ uid: sam.uid, name: "Sam Ortiz", actedBy }, `${others.staffName} (staff) for Sam Ortiz started Hallway`],
      [
        { uid: sam.uid, name: "Sam Ortiz", actedBy },
        `${others.staffName} (staff) for Sam Ortiz added 1 × Brass floor lamp`,
      ],
    ]);
    // Signed in as a viewer, staff can do what the viewer can: nothing but read.
    const asVic = await others.signedInAs(team.members.vic.uid);
    expect(await refusal(lists.edit(asVic, listId, [addLine(props.stool)]))).toMatchObject(
      only("a buyer", "change a list"),
    );
  });

  it("refuses a comment on a line not on the list, and a quote request naming a set list too", async () => {
    const { cole } = team.members;
    const { listId } = await listInReview();
    expect(await refusal(lists.comment(cole, listId, newId(team.db), "Where?", newId(team.db)))).toMatchObject({
      code: "functions/failed-precondition",
      message: 'That line is no longer on "Lobby" (a buyer removed it): reload',
    });
    expect(await refusal(requestQuote(cole, listId, { setListId: newId(team.db) }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { productionList: "cannot go with a set list: send one or the other" } },
    });
    const requests = await team.db
      .collection(vendorPaths(vendorId).quoteRequests)
      .where("fromProduction.listId", "==", listId)
      .get();
    expect(requests.size).toBe(0);
  });
});
