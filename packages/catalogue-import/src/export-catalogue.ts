// `backlot catalogue export`: the tenant's catalogue as a sheet in the columns import reads, so a vendor can edit
// it in a spreadsheet and import it again.
import { formatIssue } from "@backlot/tenant-config";
import { loadCatalogue } from "@backlot/search/node";
import { catalogueSheet } from "@backlot/search/sheet";
import { ImportInputError, loadTenantOrThrow } from "./import-catalogue.js";
import { writeSheetFile } from "./sheet-files.js";

export async function exportCatalogue(tenantDir: string, file: string): Promise<{ props: number; source: string }> {
  const tenant = await loadTenantOrThrow(tenantDir);
  const catalogue = await loadCatalogue(tenantDir, tenant);
  if (!catalogue.ok)
    throw new ImportInputError(`the catalogue is not valid:\n${catalogue.issues.map(formatIssue).join("\n")}`);
  await writeSheetFile(file, catalogueSheet(catalogue.props, tenant));
  return { props: catalogue.props.length, source: catalogue.source };
}
