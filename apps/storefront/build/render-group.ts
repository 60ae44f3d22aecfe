// Which tenants render alike. A prerendered page's markup depends on the tenant's files, not on
// its id or domain (those go only into the head, the settings script, the sitemap and hosting
// config), so tenants whose folders match in everything else share one render of each page. The
// e2e test "copies share one render" checks that a grouped site is byte for byte the site built alone.
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";

/** Not the tenant's own files: its build output and installed packages. */
const skipped = new Set(["dist", "node_modules", ".cache"]);

/** The fields of tenant.json that name a tenant rather than shape its pages. */
const identityFields = ["tenantId", "domain"];

async function filesOf(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !skipped.has(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) =>
        entry.isDirectory()
          ? filesOf(join(dir, entry.name), root)
          : Promise.resolve([relative(root, join(dir, entry.name))]),
      ),
  );
  return nested.flat();
}

/** tenant.json without its identity; unreadable JSON stays as it is (that tenant fails on its own). */
function withoutIdentity(text: string): string {
  try {
    const settings = JSON.parse(text) as Record<string, unknown>;
    for (const field of identityFields) delete settings[field];
    return JSON.stringify(settings);
  } catch {
    return text;
  }
}

/** A hash of everything in a tenant folder that can change its pages' markup. */
export async function renderGroupKey(tenantDir: string): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await filesOf(tenantDir)) {
    const body = await readFile(join(tenantDir, file));
    hash
      .update(`${file}\0`)
      .update(file === "tenant.json" ? withoutIdentity(body.toString("utf8")) : body)
      .update("\0");
  }
  return hash.digest("hex");
}

/** Tenant folders grouped by render key, in the order given (a folder that cannot be read is a group of its own). */
export async function renderGroups(tenantDirs: readonly string[]): Promise<string[][]> {
  const groups = new Map<string, string[]>();
  for (const tenantDir of tenantDirs) {
    const key = await renderGroupKey(tenantDir).catch(() => `unreadable:${tenantDir}`);
    groups.set(key, [...(groups.get(key) ?? []), tenantDir]);
  }
  return [...groups.values()];
}
