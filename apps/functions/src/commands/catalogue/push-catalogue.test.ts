// `backlot catalogue push` and a prop's dock facts (decision 0041): never in the public prop document, always in the
// staff's own beside it, written whole from the file, and gone with the prop or with the file's last fact.
import { resolve } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { beforeAll, expect, it } from "vitest";
import { type CatalogueEntry, vendorPaths } from "@backlot/data";
import type { Tenant } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { workspaceRoot } from "../../../test/backlot-cli.js";
import { adminFirestore, describeOnEmulators } from "../../../test/world.js";
import { pushCatalogue } from "./push-catalogue.js";

const prop = (id: string, facts: Pick<CatalogueEntry, "location" | "replacementValue"> = {}): CatalogueEntry => ({
  id,
  name: `Sofa ${id}`,
  description: "",
  weeklyRate: 9000,
  quantity: 1,
  images: [],
  department: "Furniture",
  category: "Seating",
  colors: [],
  custom: {},
  listed: true,
  ...facts,
});

describeOnEmulators("catalogue push and dock facts", (emulators) => {
  let db: Firestore;
  let tenant: Tenant;
  // A vendor of its own, so other tests pushing the same tenant never see these props.
  const paths = vendorPaths("test-dock-facts");
  beforeAll(async () => {
    db = adminFirestore(emulators);
    const loaded = await loadTenant(resolve(workspaceRoot, "tenants/harbour-scenic"));
    if (!loaded.ok) throw new Error("tenants/harbour-scenic does not load");
    tenant = { ...loaded.tenant, vendor: { ...loaded.tenant.vendor, id: "test-dock-facts" } };
  });
  const factsOf = async (propId: string) => (await db.doc(paths.propDockFactsOf(propId)).get()).data();

  it("keeps them out of the public prop, in a staff-only document, written whole, gone with the prop", async () => {
    const pushed = await pushCatalogue(db, tenant, [
      prop("HS-1", { location: "Aisle 2 · Bay 7", replacementValue: 180_000 }),
      prop("HS-2", { location: "Flat rack 3" }),
      prop("HS-3"),
    ]);
    expect(pushed).toMatchObject({ written: 3, removed: 0, dockFacts: 2 });
    const published = JSON.stringify((await db.collection(paths.props).get()).docs.map((doc) => doc.data()));
    expect(published).not.toMatch(/Aisle 2|Flat rack|180000|location|replacementValue/);
    expect(await factsOf("HS-1")).toEqual({ location: "Aisle 2 · Bay 7", replacementValue: 180_000 });
    expect(await factsOf("HS-2")).toEqual({ location: "Flat rack 3" });
    expect(await factsOf("HS-3")).toBeUndefined();

    // The file moved HS-1, took HS-2 out of the catalogue and gave HS-3 its first fact.
    await pushCatalogue(db, tenant, [
      prop("HS-1", { replacementValue: 180_000 }),
      prop("HS-3", { replacementValue: 0 }),
    ]);
    expect(await factsOf("HS-1")).toEqual({ replacementValue: 180_000 });
    expect(await factsOf("HS-2")).toBeUndefined();
    expect((await db.doc(paths.prop("HS-2")).get()).exists).toBe(false);
    expect(await factsOf("HS-3")).toEqual({ replacementValue: 0 });

    // A prop whose file has no fact left loses its document.
    expect(await pushCatalogue(db, tenant, [prop("HS-1"), prop("HS-3")])).toMatchObject({ dockFacts: 0 });
    expect((await db.collection(paths.propDockFacts).get()).size).toBe(0);
  });
});
