// The sample tenants, loaded for the tests that draw and generate their demo catalogues.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Tenant } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";

export const tenantsDir = fileURLToPath(new URL("../../../tenants", import.meta.url));

export async function loadTestTenant(id = "ny-props"): Promise<Tenant> {
  const result = await loadTenant(`${tenantsDir}/${id}`);
  if (!result.ok)
    throw new Error(`tenants/${id} is invalid: ${result.issues.map((issue) => issue.message).join("; ")}`);
  return result.tenant;
}

/** A throwaway copy of a sample tenant, for tests that import into it (the folder keeps the tenant's id). */
export async function tenantCopy(id = "ny-props"): Promise<{ dir: string; remove: () => Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), "backlot-demo-"));
  const dir = join(parent, id);
  await cp(join(tenantsDir, id), dir, { recursive: true, filter: (source) => !source.includes("node_modules") });
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}
