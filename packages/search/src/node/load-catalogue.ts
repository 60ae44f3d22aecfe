// A tenant's catalogue from disk: catalogue/props.json when the tenant has one, else the seeded
// demo catalogue, read through the import (so a new tenant has something to browse on day one).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ConfigIssue, Tenant } from "@backlot/tenant-config";
import { displayPath, findWorkspaceRoot, readJsonFile } from "@backlot/tenant-config/node";
import { validateCatalogue } from "../catalogue/validate-catalogue.js";
import type { Prop } from "../generated/prop-types.js";
import { demoCatalogue } from "../sheet/demo-catalogue.js";

export const catalogueFile = "catalogue/props.json";

export type CatalogueLoad = { ok: true; props: Prop[]; source: "file" | "demo" } | { ok: false; issues: ConfigIssue[] };

/**
 * The tenant's catalogue (catalogue/props.json), or the demo one when it has none. `demoNow` dates the demo's props
 * ("added" relative to it); by default a fixed day, so the demo does not change with the date.
 */
export async function loadCatalogue(
  tenantDir: string,
  tenant: Tenant,
  { demoNow }: { demoNow?: Date } = {},
): Promise<CatalogueLoad> {
  const path = join(tenantDir, catalogueFile);
  if (!existsSync(path))
    return { ok: true, props: demoCatalogue(tenant, demoNow ? { now: demoNow } : {}), source: "demo" };
  const label = displayPath(path, findWorkspaceRoot(tenantDir));
  const read = await readJsonFile(path, label);
  if (!read.ok) return { ok: false, issues: [read.issue] };
  const result = validateCatalogue(read.value, tenant, label, { copy: false });
  return result.ok ? { ok: true, props: result.props, source: "file" } : result;
}

/** Where `backlot catalogue import` writes a tenant's photos, served as /catalogue/images/. */
export const catalogueImagesFolder = "catalogue/images";
