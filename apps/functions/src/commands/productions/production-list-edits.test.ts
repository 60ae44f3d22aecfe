// A production's list's edits on the emulators: each call taken once however often it is sent (a list, a line, a
// comment, a move), and edits that cannot apply refused whole, naming what was wrong: their shape, props the
// catalogue does not offer, a line changed since the buyer looked, an approved list's props. A decided line changed
// goes back to waiting.
import { afterAll, beforeAll, expect, it } from "vitest";
import { limits } from "@backlot/domain";
import { type ListCommands, addLine as addOne, listCommands } from "../../../test/production-lists.js";
import { type ProductionTeam, newId, productionTeam, listTestProps, seedProps } from "../../../test/production-team.js";
import { closeCallers, describeOnEmulators, refusal } from "../../../test/world.js";

const vendorId = "test-production-edits";

describeOnEmulators("a production's list's edits", (emulators) => {
  let team: ProductionTeam<"sam" | "dana">;
  let lists: ListCommands;
  let props: Record<"lamp" | "stool" | "hidden" | "varied", string>;
  const addLine = (propId: string, lineId?: string, extra = {}) => addOne(team.db, propId, lineId, extra);
  /** A list in review with one line (the lamp), made by Sam. */
  const listInReview = async () => {
    const listId = newId(team.db);
    const lineId = newId(team.db);
    await lists.create(team.members.sam, listId, "Lobby");
    await lists.edit(team.members.sam, listId, [addLine(props.lamp, lineId)]);
    await lists.move(team.members.sam, listId, "send_for_review");
    return { listId, lineId };
  };

  beforeAll(async () => {
    team = await productionTeam(emulators, {
      vendorId,
      members: { sam: { name: "Sam Ortiz", roles: ["buyer"] }, dana: { name: "Dana Reyes", roles: ["designer"] } },
    });
    lists = listCommands(team.db, vendorId, team.productionId);
    props = await seedProps(team.db, vendorId, listTestProps);
  });
  afterAll(() => closeCallers());

  it("takes each call once however often it is sent", async () => {
    const { sam, dana } = team.members;
    const listId = newId(team.db);
    const listCount = (await team.stored()).listCount;
    await Promise.all([lists.create(sam, listId, "Twice"), lists.create(sam, listId, "Twice")]);
    expect((await team.stored()).listCount).toBe(listCount + 1);
    const lineId = newId(team.db);
    const add = [addLine(props.lamp, lineId, { quantity: 2 })];
    const first = await lists.edit(sam, listId, add);
    expect(await lists.edit(sam, listId, add)).toEqual(first);
    expect((await lists.list(listId))?.lines.map((line) => line.quantity)).toEqual([2]);
    const commentId = newId(team.db);
    await lists.comment(dana, listId, commentId, "Is @Sam sure about the lamp?", lineId);
    await lists.comment(dana, listId, commentId, "Is @Sam sure about the lamp?", lineId);
    expect(await lists.comments(listId)).toEqual([
      expect.objectContaining({
        id: commentId,
        lineId,
        mentions: [sam.uid],
        by: { uid: dana.uid, name: "Dana Reyes" },
      }),
    ]);
    expect((await lists.list(listId))?.commentCount).toBe(1);
    expect((await lists.notices(sam.uid))?.items[0]).toMatchObject({
      kind: "mentioned",
      text: 'Dana Reyes mentioned you on Brass floor lamp on Twice: "Is @Sam sure about the lamp?"',
    });
    await lists.move(sam, listId, "send_for_review");
    await lists.move(sam, listId, "send_for_review");
    expect((await lists.activity(listId)).filter((entry) => entry.kind === "list_moved")).toHaveLength(1);
  });

  it("refuses edits that cannot apply, whole, and props the catalogue does not offer", async () => {
    const { sam, dana } = team.members;
    const { listId, lineId } = await listInReview();
    const before = await lists.list(listId);
    expect(
      await refusal(
        lists.edit(sam, listId, [
          { kind: "setQuantity", lineId, from: 1, to: 0 },
          { kind: "teleport" } as never,
          addLine("not a prop!", "short"),
        ]),
      ),
    ).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          "edits.0.to": `must be a whole number from 1 to ${limits.production.quantity}`,
          "edits.1.kind": expect.stringMatching(/^must be one of addLine, setQuantity/) as unknown,
          "edits.2.lineId": "must be a document id (20 letters and digits)",
          "edits.2.propId": 'is not a prop id (letters, digits, "_" and "-", like BPH-10432)',
        },
      },
    });
    const tooMany = Array.from({ length: limits.production.editsPerCall + 1 }, () => addLine(props.stool));
    expect(await refusal(lists.edit(sam, listId, tooMany))).toMatchObject({
      details: {
        fieldErrors: {
          edits: `must list at most ${limits.production.editsPerCall} edits in one call: send the rest in another`,
        },
      },
    });
    expect(await refusal(lists.edit(sam, listId, [addLine(props.hidden)]))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Staff's own ladder (${props.hidden}) is no longer offered: the prop house has hidden it from the ` +
        "catalogue. Choose another prop from the catalogue",
    });
    expect(await refusal(lists.edit(sam, listId, [addLine("PR-NOT-THERE")]))).toMatchObject({
      code: "functions/failed-precondition",
      message: "Prop PR-NOT-THERE is not in the catalogue. Choose another prop from the catalogue",
    });
    expect(
      await refusal(lists.edit(sam, listId, [addLine(props.varied, undefined, { variantId: "oak" })])),
    ).toMatchObject({
      code: "functions/failed-precondition",
      message: expect.stringContaining("Choose another prop from the catalogue") as unknown,
    });
    const offer = { kind: "offerAlternative" as const, lineId, alternativeId: newId(team.db), note: "" };
    expect(await refusal(lists.edit(sam, listId, [{ ...offer, propId: props.hidden }]))).toMatchObject({
      code: "functions/failed-precondition",
    });
    // A line removed after someone changed it is refused; the whole call with it.
    await lists.edit(sam, listId, [{ kind: "setQuantity", lineId, from: 1, to: 2 }]);
    expect(
      await refusal(lists.edit(sam, listId, [addLine(props.stool), { kind: "removeLine", lineId, rev: 1 }])),
    ).toMatchObject({
      code: "functions/failed-precondition",
      message: expect.stringContaining("changed since") as unknown,
    });
    expect((await lists.list(listId))?.lines).toHaveLength(1);
    // A decided line changed goes back to waiting; the list stays in review.
    await lists.review(dana, listId, [{ lineId, status: "approved" }]);
    await lists.edit(sam, listId, [{ kind: "setQuantity", lineId, from: 2, to: 3 }]);
    expect(await lists.list(listId)).toMatchObject({
      state: "in_review",
      lines: [{ quantity: 3, decision: { status: "pending" } }],
    });
    expect(before?.rev).toBeLessThan((await lists.list(listId))?.rev ?? 0);
    // An approved list is reopened before its props change.
    await lists.review(dana, listId, [{ lineId, status: "approved" }]);
    await lists.move(dana, listId, "approve");
    expect(await refusal(lists.edit(sam, listId, [addLine(props.stool)]))).toMatchObject({
      code: "functions/failed-precondition",
      message: '"Lobby" is approved: reopen it to add, change or remove its props',
    });
    expect(await refusal(lists.review(dana, listId, [{ lineId, status: "pending" }]))).toMatchObject({
      code: "functions/failed-precondition",
      message: '"Lobby" is approved, not in review: its lines are decided while it is in review (a buyer sends it)',
    });
  });
});
