// A prop's dock facts stay out of its public document and go to the staff's own (decision 0041); staff read them
// back by prop, on the embedded store and on Firestore under firestore.rules.
import { describe, expect, it } from "vitest";
import { type Customers, describeOnEachStore } from "../../test/repository-harness.js";
import { vendor } from "../../test/stores.js";
import { type CatalogueEntry, storedProp } from "./catalogue-props.js";
import { dockFacts, storedDockFacts } from "./dock-facts.js";
import { vendorPaths } from "./paths.js";

const revolver: CatalogueEntry & { tags: string[] } = {
  id: "BPH-1",
  name: "Colt revolver replica",
  description: "Blued steel, non-firing.",
  weeklyRate: 8500,
  quantity: 2,
  images: [],
  department: "Prop Firearms",
  category: "Handguns",
  colors: ["Black"],
  custom: {},
  listed: true,
  tags: ["western"],
  location: "Cage A / Shelf 2",
  replacementValue: 120_000,
};

describe("storing a catalogue prop", () => {
  it("keeps its dock facts out of the public prop document, whole copy included", () => {
    const stored = storedProp(revolver, 0);
    expect(JSON.stringify(stored)).not.toMatch(/Cage A|120000|location|replacementValue/);
    expect(stored.catalogue).toMatchObject({ name: revolver.name, tags: ["western"] });
  });

  it("puts them in a document of their own, and makes none for a prop without any", () => {
    expect(storedDockFacts(revolver)).toEqual({ location: "Cage A / Shelf 2", replacementValue: 120_000 });
    expect(storedDockFacts({ location: "Aisle 3 · Bay 12" })).toEqual({ location: "Aisle 3 · Bay 12" });
    expect(storedDockFacts({ ...revolver, location: undefined, replacementValue: undefined })).toBeNull();
  });
});

describeOnEachStore("dock facts", (customers: () => Customers) => {
  it("gives staff each prop's dock facts in the order asked, and {} for a prop without any", async () => {
    const paths = vendorPaths(vendor.vendorId);
    await customers().admin.set(paths.propDockFactsOf("BPH-1"), { location: "Cage A / Shelf 2" });
    await customers().admin.set(paths.propDockFactsOf("BPH-3"), { replacementValue: 4500 });
    expect(await dockFacts(customers().staff, vendor).getMany(["BPH-3", "BPH-2", "BPH-1"])).toEqual([
      { replacementValue: 4500 },
      {},
      { location: "Cage A / Shelf 2" },
    ]);
  });
});
