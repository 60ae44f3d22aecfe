// Sample tenants for the tests: a throwaway copy of one (tenants/<id>) to import into (the folder keeps the tenant's
// name, since a tenant's id must match its folder.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Tenant } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";

export const workspaceRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

export async function tenantCopy(id = "ny-props"): Promise<{ dir: string; remove: () => Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), "backlot-import-"));
  const dir = join(parent, id);
  await cp(join(workspaceRoot, "tenants", id), dir, {
    recursive: true,
    filter: (source) => !source.includes("node_modules"),
  });
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** A sample tenant as loaded (tenants/<id>), for tests that read sheets with its names. */
export async function loadTestTenant(id = "ny-props"): Promise<Tenant> {
  const result = await loadTenant(join(workspaceRoot, "tenants", id));
  if (!result.ok)
    throw new Error(`tenants/${id} is invalid: ${result.issues.map((issue) => issue.message).join("; ")}`);
  return result.tenant;
}
