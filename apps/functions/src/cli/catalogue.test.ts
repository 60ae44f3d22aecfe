// `backlot catalogue push`, the real CLI (through the one `backlot`, apps/cli) against the run's
// Firestore emulator; then an order priced from what it wrote.
import { backlotCli, workspaceRoot } from "../../test/backlot-cli.js";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type PlaceOrderResult, searchPrefixes, vendorToday } from "@backlot/domain";
import { loadCatalogue } from "@backlot/catalogue";
import { demoFallback } from "@backlot/demo";
import { loadTenant } from "@backlot/tenant-config/node";
import { adminFirestore, closeCallers, describeOnEmulators, signedInCaller } from "../../test/world.js";

const tenantDir = resolve(workspaceRoot, "tenants/ny-props");

describeOnEmulators("backlot catalogue push", (emulators) => {
  let db: Firestore;
  beforeAll(() => {
    db = adminFirestore(emulators);
  });
  afterAll(() => closeCallers());

  const backlot = backlotCli({ FIRESTORE_EMULATOR_HOST: emulators.firestoreHost });

  it("writes the vendor's terms and every prop's weekly rate, and removes withdrawn props", async () => {
    const loaded = await loadTenant(tenantDir);
    if (!loaded.ok) throw new Error("tenants/ny-props does not load");
    const catalogue = await loadCatalogue(tenantDir, loaded.tenant, { fallback: demoFallback() });
    if (!catalogue.ok) throw new Error("its catalogue does not load");
    const { vendor, settings } = loaded.tenant;
    const paths = vendorPaths(vendor.id);
    await db.doc(paths.prop("BPH-WITHDRAWN")).set({ name: "Withdrawn", weeklyRate: 100 });
    await db.doc(paths.propDockFactsOf("BPH-WITHDRAWN")).set({ location: "Aisle 9 · Bay 1" });

    const pushed = backlot("catalogue", "push", "tenants/ny-props", "--project", emulators.projectId);
    expect(pushed.stderr).toBe("");
    expect(pushed.status).toBe(0);
    expect(pushed.stdout).toBe(
      `backlot catalogue: ${vendor.displayName}: ${catalogue.props.length} props written, 1 removed, to the ` +
        `Firestore emulator at ${emulators.firestoreHost} (project ${emulators.projectId}, vendors/${vendor.id})\n`,
    );
    expect((await db.doc(paths.vendor).get()).data()).toMatchObject({
      name: vendor.name,
      timezone: vendor.timezone,
      terms: { weeklyDiscounts: vendor.weeklyDiscounts, currency: settings.currency },
    });
    const props = await db.collection(`${paths.vendor}/props`).get();
    expect(props.size).toBe(catalogue.props.length);
    const [first] = catalogue.props;
    // What pricing, the console's lines and its prop search read.
    if (!first) throw new Error("the catalogue is empty");
    // Its dock facts are not in the public document, not even in its copy of the file's prop.
    const {
      id: _id,
      location: _l,
      replacementValue: _r,
      ...inFile
    } = JSON.parse(JSON.stringify(first)) as Record<string, unknown>;
    expect((await db.doc(paths.prop(first.id)).get()).data()).toEqual({
      name: first.name,
      weeklyRate: first.weeklyRate,
      quantity: first.quantity,
      image: { url: first.images[0]?.url, width: first.images[0]?.width, height: first.images[0]?.height },
      department: first.department,
      category: first.category,
      listed: first.listed,
      description: first.description,
      colors: first.colors,
      custom: first.custom,
      searchTerms: searchPrefixes(first.name, first.id),
      catalogueOrder: 0,
      catalogue: inFile,
      edited: [],
    });
    // Dock facts are in the staff's own document, one for each prop that has any; the withdrawn prop's went with it.
    const hasFacts = (prop: (typeof catalogue.props)[number]) =>
      prop.location !== undefined || prop.replacementValue !== undefined;
    const shelved = catalogue.props.find((prop) => prop.location !== undefined && prop.replacementValue !== undefined);
    const bare = catalogue.props.find((prop) => !hasFacts(prop));
    if (!shelved || !bare) throw new Error("the demo catalogue should have props with and without dock facts");
    expect((await db.doc(paths.propDockFactsOf(shelved.id)).get()).data()).toEqual({
      location: shelved.location,
      replacementValue: shelved.replacementValue,
    });
    expect(JSON.stringify((await db.doc(paths.prop(shelved.id)).get()).data())).not.toContain(String(shelved.location));
    expect((await db.doc(paths.propDockFactsOf(bare.id)).get()).exists).toBe(false);
    expect((await db.collection(paths.propDockFacts).get()).size).toBe(catalogue.props.filter(hasFacts).length);
    expect((await db.doc(paths.propDockFactsOf("BPH-WITHDRAWN")).get()).exists).toBe(false);
    // What updateProp checks the console's edits against.
    expect((await db.doc(paths.vendor).get()).data()).toMatchObject({
      propFields: { colors: Object.keys(settings.colors) },
      searchConfig: { colorOrder: Object.keys(settings.colors) },
      // Typesense's alias is the tenant's, not the vendor's (ny-props-props, where the vendor is bowery-prop-house).
      searchAlias: `${loaded.tenant.id}-props`,
    });

    // An order of that prop is priced at that rate.
    const customer = await signedInCaller(emulators);
    const setListId = db.collection("ids").doc().id;
    await db.doc(paths.user(customer.uid)).set({ isAuthorized: true, stats: { orderCount: 0 } });
    const lines = [{ propId: first.id, quantity: 1, note: "" }];
    await db
      .doc(paths.setList(setListId))
      .set({ ownerUid: customer.uid, name: "Hero desk", production: "Pilot", lines });
    const today = vendorToday(vendor.timezone);
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const { estimate } = await customer.call<PlaceOrderResult>("placeOrder", {
      vendorId: vendor.id,
      orderId: db.collection("ids").doc().id,
      setListId,
      request: {
        contact: { name: "Ari", email: "ari@studio.example", phone: "", company: "" },
        production: "",
        pickUpDate: day(2),
        returnDate: day(9),
        fulfilment: "pickup",
        deliveryAddress: "",
        notes: "",
      },
    });
    expect(estimate.lines[0]).toMatchObject({ propId: first.id, weeklyRate: first.weeklyRate });
  });

  it("keeps what staff changed in the console, and says so; the rest comes from the file again", async () => {
    const loaded = await loadTenant(tenantDir);
    if (!loaded.ok) throw new Error("tenants/ny-props does not load");
    const catalogue = await loadCatalogue(tenantDir, loaded.tenant, { fallback: demoFallback() });
    if (!catalogue.ok) throw new Error("its catalogue does not load");
    const { vendor } = loaded.tenant;
    const [first, second] = catalogue.props;
    if (!first || !second) throw new Error("the catalogue has fewer than two props");
    const ref = db.doc(vendorPaths(vendor.id).prop(first.id));
    expect(backlot("catalogue", "push", "tenants/ny-props", "--project", emulators.projectId).status).toBe(0);
    // As updateProp leaves it after staff renamed it; the quantity was changed behind the console's back.
    const renamed = { name: "Console name", searchTerms: searchPrefixes("Console name", first.id) };
    await ref.update({ ...renamed, edited: ["name"], editedBy: "sam@bowery.example", quantity: 4242 });

    const pushed = backlot("catalogue", "push", "tenants/ny-props", "--project", emulators.projectId);
    expect(pushed.status).toBe(0);
    expect(pushed.stdout).toContain(`  ${first.id}: kept the console's name (edited in the console)\n`);
    expect(pushed.stdout).not.toContain(second.id);
    expect((await ref.get()).data()).toMatchObject({
      ...renamed,
      quantity: first.quantity,
      edited: ["name"],
      editedBy: "sam@bowery.example",
    });
  });

  it("pulls the console's edits into a copy of the tenant's catalogue file, for the next build", async () => {
    const loaded = await loadTenant(tenantDir);
    if (!loaded.ok) throw new Error("tenants/ny-props does not load");
    const { vendor } = loaded.tenant;
    // A tenant's folder is named for its id.
    const parent = await mkdtemp(join(tmpdir(), "backlot-pull-"));
    const copy = join(parent, "ny-props");
    await cp(tenantDir, copy, { recursive: true });
    const before = await loadCatalogue(copy, loaded.tenant, { fallback: demoFallback() });
    if (!before.ok) throw new Error("the copy's catalogue does not load");
    const [first] = before.props;
    if (!first) throw new Error("the catalogue is empty");
    // The test before left a console edit on this prop: the push starts it afresh from the file.
    await db.doc(vendorPaths(vendor.id).prop(first.id)).delete();
    expect(backlot("catalogue", "push", copy, "--project", emulators.projectId).status).toBe(0);
    expect(backlot("catalogue", "pull", copy, "--project", emulators.projectId).stdout).toBe(
      "backlot catalogue: nothing to pull: the file has every change made in the console\n",
    );
    await db
      .doc(vendorPaths(vendor.id).prop(first.id))
      .update({ name: "Pulled name", weeklyRate: first.weeklyRate + 100, edited: ["name", "weeklyRate"] });

    const pulled = backlot("catalogue", "pull", copy, "--project", emulators.projectId);
    expect(pulled.stderr).toBe("");
    expect(pulled.stdout).toBe(
      `backlot catalogue: 1 props took the console's changes in ${join(copy, "catalogue/props.json")}:\n` +
        `  ${first.id}: name, weeklyRate\n` +
        "Build the tenant again (backlot-build) and deploy it, and the storefront shows them.\n",
    );
    const after = await loadCatalogue(copy, loaded.tenant, { fallback: demoFallback() });
    if (!after.ok) throw new Error("the pulled catalogue does not load");
    expect(after.source).toBe("file");
    expect(after.props).toHaveLength(before.props.length);
    expect(after.props[0]).toEqual({ ...first, name: "Pulled name", weeklyRate: first.weeklyRate + 100 });
    expect(after.props.slice(1)).toEqual(before.props.slice(1));
    await rm(parent, { recursive: true });
    // The real CLI three times over the 2,000-prop catalogue: a minute when the machine is busy with the e2e too.
  }, 180_000);

  it("says what it needs when it is not told where to write", () => {
    const pushed = backlotCli({ FIRESTORE_EMULATOR_HOST: "" })("catalogue", "push", tenantDir);
    expect(pushed.status).toBe(2);
    expect(pushed.stderr).toBe("backlot catalogue: --project is required without FIRESTORE_EMULATOR_HOST\n");
  });
});
