// The New York tenant and its demo catalogue, loaded once per test file.
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
