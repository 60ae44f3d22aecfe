// A tenant's catalogue from disk: catalogue/props.json when the tenant has one, else what the caller
// falls back on (the builds and the CLI pass @backlot/demo's catalogue, so a new tenant has something
// to browse on day one; this package does not know the demo).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ConfigIssue, Tenant } from "@backlot/tenant-config";
import { displayPath, findWorkspaceRoot, readJsonFile } from "@backlot/tenant-config/node";
import { validateCatalogue } from "@backlot/domain/catalogue";
import type { Prop } from "@backlot/domain";

export const catalogueFile = "catalogue/props.json";

/** What a tenant without a catalogue file shows instead, and its name for messages ("demo"). */
export interface CatalogueFallback {
  name: string;
  props: (tenant: Tenant) => Prop[];
}

/** `source` is "file", the fallback's name, or "none" (no file and no fallback: an empty catalogue). */
export type CatalogueLoad = { ok: true; props: Prop[]; source: string } | { ok: false; issues: ConfigIssue[] };

/** The tenant's catalogue (catalogue/props.json), or the caller's fallback when it has none. */
export async function loadCatalogue(
  tenantDir: string,
  tenant: Tenant,
  { fallback }: { fallback?: CatalogueFallback } = {},
): Promise<CatalogueLoad> {
  const path = join(tenantDir, catalogueFile);
  if (!existsSync(path))
    return fallback
      ? { ok: true, props: fallback.props(tenant), source: fallback.name }
      : { ok: true, props: [], source: "none" };
  const label = displayPath(path, findWorkspaceRoot(tenantDir));
  const read = await readJsonFile(path, label);
  if (!read.ok) return { ok: false, issues: [read.issue] };
  const result = validateCatalogue(read.value, tenant, label, { copy: false });
  return result.ok ? { ok: true, props: result.props, source: "file" } : result;
}

/** Where `backlot catalogue import` writes a tenant's photos, served as /catalogue/images/. */
export const catalogueImagesFolder = "catalogue/images";
