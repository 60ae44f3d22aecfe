// `backlot catalogue export`: the tenant's catalogue as a sheet in the columns import reads, so a vendor can edit
// it in a spreadsheet and import it again.
import { formatIssue } from "@backlot/tenant-config";
import { type CatalogueFallback, loadCatalogue } from "./load-catalogue.js";
import { catalogueSheet } from "./sheet/index.js";
import { ImportInputError, loadTenantOrThrow } from "./import-catalogue.js";
import { writeSheetFile } from "./sheet-files.js";

/** Writes the tenant's catalogue (or the caller's fallback, when it has no catalogue file) to `file`. */
export async function exportCatalogue(
  tenantDir: string,
  file: string,
  { fallback }: { fallback?: CatalogueFallback } = {},
): Promise<{ props: number; source: string }> {
  const tenant = await loadTenantOrThrow(tenantDir);
  const catalogue = await loadCatalogue(tenantDir, tenant, fallback ? { fallback } : {});
  if (!catalogue.ok)
    throw new ImportInputError(`the catalogue is not valid:\n${catalogue.issues.map(formatIssue).join("\n")}`);
  await writeSheetFile(file, catalogueSheet(catalogue.props, tenant));
  return { props: catalogue.props.length, source: catalogue.source };
}
