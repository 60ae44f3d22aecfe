// What the prop page's picker and the grids' dialog store for a line, over the set lists repository on an embedded
// store in memory: a prop goes on a list in the variant chosen, once per variant, and comes off as that line alone.
import { setLists, vendorUsers } from "@backlot/data";
import { EmbeddedStore, memoryBackend } from "@backlot/data/embedded";
import { describe, expect, it } from "vitest";
import { lineChoices, setListOptions } from "./use-set-list-choices.js";

const vendor = { vendorId: "bowery-prop-house", vendorName: "bowery" };

async function customersLists() {
  const store = new EmbeddedStore(memoryBackend());
  await vendorUsers(store, vendor).recordLogin({ uid: "u1", email: "jo@studio.example" });
  const lists = setLists(store, vendor);
  return { lists, repository: () => Promise.resolve(lists) };
}

describe("a line's set list choices", () => {
  it("add the prop in the variant chosen, once per variant, and remove only that variant's line", async () => {
    const { lists, repository } = await customersLists();
    const parlour = await lists.create("u1", { name: "Parlour" });
    const walnut = lineChoices(repository, "u1", { propId: "BPH-1", variantId: "walnut" });
    const oak = lineChoices(repository, "u1", { propId: "BPH-1", variantId: "oak" });
    await walnut.onToggle(parlour, true, 2);
    await oak.onToggle(parlour, true, 3);
    await oak.onCreate("Porch", 1);
    expect((await lists.get(parlour))?.lines).toEqual([
      { propId: "BPH-1", variantId: "walnut", quantity: 2, note: "" },
      { propId: "BPH-1", variantId: "oak", quantity: 3, note: "" },
    ]);

    const mine = await lists.listForUser("u1");
    const ticked = (line: { propId: string; variantId?: string }) =>
      Object.fromEntries(setListOptions(mine, line).map((option) => [option.name, option.containsProp]));
    expect(ticked({ propId: "BPH-1", variantId: "walnut" })).toEqual({ Parlour: true, Porch: false });
    expect(ticked({ propId: "BPH-1", variantId: "oak" })).toEqual({ Parlour: true, Porch: true });
    // The prop without a variant is another line, on neither list.
    expect(ticked({ propId: "BPH-1" })).toEqual({ Parlour: false, Porch: false });

    await walnut.onToggle(parlour, false, 1);
    expect((await lists.get(parlour))?.lines).toEqual([{ propId: "BPH-1", variantId: "oak", quantity: 3, note: "" }]);
  });

  it("add a prop without variants as the prop itself", async () => {
    const { lists, repository } = await customersLists();
    await lineChoices(repository, "u1", { propId: "BPH-2" }).onCreate("Precinct", 4);
    const [precinct] = await lists.listForUser("u1");
    expect(precinct?.lines).toEqual([{ propId: "BPH-2", quantity: 4, note: "" }]);
  });
});
