// What the `backlot staff` tests share: the real CLI for the New York tenant on the run's emulators,
// and that tenant's vendor document in Firestore.
import { resolve } from "node:path";
import { loadTenant } from "@backlot/tenant-config/node";
import { vendorPaths } from "@backlot/data";
import { backlotCli, workspaceRoot } from "./backlot-cli.js";
import { type Emulators, adminFirestore } from "./world.js";

export const tenantDir = "tenants/ny-props";

/** The New York tenant's vendor id, with its vendor document written (the staff commands read it). */
export async function nyVendor(emulators: Emulators): Promise<string> {
  const loaded = await loadTenant(resolve(workspaceRoot, tenantDir));
  if (!loaded.ok) throw new Error(`${tenantDir} does not load`);
  const vendorId = loaded.tenant.vendor.id;
  await adminFirestore(emulators).doc(vendorPaths(vendorId).vendor).set({ name: "bowery" }, { merge: true });
  return vendorId;
}

/** `backlot staff <args> --tenant tenants/ny-props --project <this run's>`, on this run's emulators. */
export function staffCli(emulators: Emulators) {
  const backlot = backlotCli({
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
  });
  return (...args: string[]) => backlot("staff", ...args, "--tenant", tenantDir, "--project", emulators.projectId);
}

/** A new address for each test, so runs never collide. */
let count = 0;
export const newAddress = (label: string) => `${label}-${Date.now()}-${++count}@props.example`;
