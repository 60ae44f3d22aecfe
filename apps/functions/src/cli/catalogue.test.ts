// `backlot catalogue push`, the real CLI (through `backlot`'s external commands) against the run's
// Firestore emulator; then an order priced from what it wrote.
import { backlotCli, workspaceRoot } from "../../test/backlot-cli.js";
import { resolve } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { searchPrefixes, vendorPaths, vendorToday } from "@backlot/data";
import { loadCatalogue } from "@backlot/search/node";
import { loadTenant } from "@backlot/tenant-config/node";
import { adminFirestore, closeCallers, describeOnEmulators, signedInCaller } from "../../test/world.js";
import type { PlaceOrderResult } from "@backlot/data";

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
    const catalogue = await loadCatalogue(tenantDir, loaded.tenant);
    if (!catalogue.ok) throw new Error("its catalogue does not load");
    const { vendor, settings } = loaded.tenant;
    const paths = vendorPaths(vendor.id);
    await db.doc(paths.prop("BPH-WITHDRAWN")).set({ name: "Withdrawn", weeklyRate: 100 });

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
    expect((await db.doc(paths.prop(first?.id ?? "")).get()).data()).toEqual({
      name: first?.name,
      weeklyRate: first?.weeklyRate,
      quantity: first?.quantity,
      image: { url: first?.images[0]?.url, width: first?.images[0]?.width, height: first?.images[0]?.height },
      department: first?.department,
      category: first?.category,
      listed: first?.listed,
      searchTerms: searchPrefixes(first?.name ?? "", first?.id ?? ""),
    });

    // An order of that prop is priced at that rate.
    const customer = await signedInCaller(emulators);
    const setListId = db.collection("ids").doc().id;
    await db.doc(paths.user(customer.uid)).set({ stats: { orderCount: 0 } });
    const lines = [{ propId: first?.id ?? "", quantity: 1, note: "" }];
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
    expect(estimate.lines[0]).toMatchObject({ propId: first?.id, weeklyRate: first?.weeklyRate });
  });

  it("says what it needs when it is not told where to write", () => {
    const pushed = backlotCli({ FIRESTORE_EMULATOR_HOST: "" })("catalogue", "push", tenantDir);
    expect(pushed.status).toBe(2);
    expect(pushed.stderr).toBe("backlot catalogue: --project is required without FIRESTORE_EMULATOR_HOST\n");
  });
});
