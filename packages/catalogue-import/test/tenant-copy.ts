// A throwaway copy of a sample tenant (tenants/<id>), for tests that import into it. The folder keeps the tenant's
// name, since a tenant's id must match its folder.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
