// Two buyers editing one list at once lose nothing (decision 0049), over random interleavings on the emulators: each
// changes a line's quantity from what they saw, adds their own word to its note where they choose, and adds the same
// prop to the same group, in their own order and at their own pace, both at once. Afterwards the quantity moved by
// both changes, both words are in the note, and the prop added holds both quantities.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ListEdit } from "@backlot/domain/production";
import { type ListCommands, listCommands } from "../../../test/production-lists.js";
import { type ProductionTeam, newId, productionTeam, seedProps } from "../../../test/production-team.js";
import { type Caller, closeCallers, describeOnEmulators } from "../../../test/world.js";

const vendorId = "test-production-concurrency";
const group = "Act 3 · Warehouse";
const baseNote = "two of them near the loading door please";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One buyer's part: a quantity change of -4 to +6, a prop added, a word put in the note, in some order and pace. The
 * list starts with at least 9, so both changes together never reach the floor of 1 (a line is removed, not set to 0),
 * and the sum is exact.
 */
const buyerPart = fc.record({
  change: fc.integer({ min: -4, max: 6 }).filter((change) => change !== 0),
  added: fc.integer({ min: 1, max: 5 }),
  wordAt: fc.nat({ max: baseNote.split(" ").length }),
  order: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
  pauses: fc.array(fc.nat({ max: 60 }), { minLength: 3, maxLength: 3 }),
});

describeOnEmulators("two buyers editing one list at once", (emulators) => {
  let team: ProductionTeam<"sam" | "ann">;
  let lists: ListCommands;
  let props: Record<"crate" | "pallet", string>;
  let run = 0;

  beforeAll(async () => {
    team = await productionTeam(emulators, {
      vendorId,
      members: { sam: { name: "Sam Ortiz", roles: ["buyer"] }, ann: { name: "Ann Cho", roles: ["buyer"] } },
    });
    lists = listCommands(team.db, vendorId, team.productionId);
    props = await seedProps(team.db, vendorId, {
      crate: { name: "Wooden crate", weeklyRate: 500, quantity: 200 },
      pallet: { name: "Shipping pallet", weeklyRate: 300, quantity: 200 },
    });
    // The functions' first calls start their instances: done here, so the runs below time only the edits.
    const warmUp = newId(team.db);
    await lists.create(team.members.sam, warmUp, "Warm-up");
    await Promise.all(
      [team.members.sam, team.members.ann].map((buyer) =>
        lists.edit(buyer, warmUp, [{ kind: "addGroup", name: buyer.name }]),
      ),
    );
  });
  afterAll(() => closeCallers());

  it("loses nothing: quantities move by both changes, both words stay, the prop added holds both", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 9, max: 20 }), buyerPart, buyerPart, async (start, samPart, annPart) => {
        run += 1;
        const listId = newId(team.db);
        const lineId = newId(team.db);
        await lists.create(team.members.sam, listId, `Warehouse ${run}`, [group]);
        await lists.edit(team.members.sam, listId, [
          { kind: "addLine", lineId, propId: props.crate, quantity: start, note: baseNote, group },
        ]);
        // What each saw when they started: the same list.
        const seen = await lists.list(listId);
        const note = seen?.lines[0]?.note ?? "";
        const editsOf = (part: typeof samPart, word: string): ListEdit[] => {
          const words = note.split(" ");
          words.splice(part.wordAt, 0, word);
          return [
            { kind: "setQuantity", lineId, from: start, to: start + part.change },
            { kind: "setNote", lineId, from: note, to: words.join(" ") },
            { kind: "addLine", lineId: newId(team.db), propId: props.pallet, quantity: part.added, note: "", group },
          ];
        };
        const words = { sam: `samword${run}`, ann: `annword${run}` };
        const buyer = async (caller: Caller, part: typeof samPart, word: string) => {
          const edits = editsOf(part, word);
          for (const [step, index] of part.order.entries()) {
            await pause(part.pauses[step] ?? 0);
            await lists.edit(caller, listId, [edits[index] as ListEdit]);
          }
        };
        await Promise.all([buyer(team.members.sam, samPart, words.sam), buyer(team.members.ann, annPart, words.ann)]);

        const after = await lists.list(listId);
        const crate = after?.lines.find((line) => line.id === lineId);
        const pallets = after?.lines.filter((line) => line.propId === props.pallet) ?? [];
        expect(crate?.quantity).toBe(start + samPart.change + annPart.change);
        expect(crate?.note.split(/\s+/)).toEqual(
          expect.arrayContaining([words.sam, words.ann, ...baseNote.split(" ")]),
        );
        expect(pallets.map((line) => line.quantity)).toEqual([samPart.added + annPart.added]);
        // Every call was one revision: nothing applied twice or dropped.
        expect(after?.rev).toBe((seen?.rev ?? 0) + 6);
      }),
      { numRuns: 8 },
    );
    // Eight runs of seven calls each, two at a time on a busy machine.
  }, 180_000);
});
