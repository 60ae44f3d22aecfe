// `backlot catalogue import`: a sheet read onto a tenant's catalogue by item number, its photos prepared, and
// catalogue/props.json written, unless a row has a problem (then nothing is, without `partial`) or it is a dry run.
import { existsSync } from "node:fs";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { mkdir, rename } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type ConfigIssue, type Tenant, formatIssue } from "@backlot/tenant-config";
import { loadTenant, readJsonFile } from "@backlot/tenant-config/node";
import type { Prop } from "@backlot/domain";
import { catalogueFile, catalogueImagesFolder, loadCatalogue } from "./load-catalogue.js";
import {
  type CatalogueImport,
  type CatalogueMapping,
  type HeaderMap,
  type ReadOptions,
  type SheetRead,
  checkMapping,
  mergeCatalogue,
  readCatalogueSheet,
} from "./sheet/index.js";
import { readPhotoFolder } from "./photos/photo-folder.js";
import { type PhotoReport, resolvePhotos } from "./photos/resolve-photos.js";
import { readSheetFile } from "./sheet-files.js";
import type { XlsxLimits } from "./xlsx-archive.js";

export interface ImportOptions {
  /** The .csv or .xlsx file. */
  file: string;
  tenantDir: string;
  mappingFile?: string;
  /** A folder of photos named by item number. */
  photosDir?: string;
  /** Write the good rows even when some have problems. */
  partial?: boolean;
  /** Check everything and write nothing (no photo is fetched or resized either). */
  dryRun?: boolean;
  /** createdAt of new props without an Added cell. */
  now?: Date;
  /**
   * Fetch photo URLs from loopback, private, link-local and carrier-grade NAT addresses too: for a vendor whose
   * photos are on its own network. Without it they are refused (cloud metadata addresses always are).
   */
  allowPrivatePhotoHosts?: boolean;
  /** How large an XLSX may unpack to (xlsxLimits unless a test lowers them). */
  xlsxLimits?: XlsxLimits;
}

export interface ImportReport extends CatalogueImport {
  tenant: Tenant;
  /** Data rows in the sheet, and those left out as empty or by the mapping's skipRows. */
  rows: number;
  skipped: number;
  header: HeaderMap;
  photos: PhotoReport;
  /** Where the catalogue was written; undefined when nothing was. */
  written?: string;
}

/** A problem with the input as a whole (the tenant, the mapping file, the catalogue file): nothing was read. */
export class ImportInputError extends Error {
  constructor(message: string, issues: readonly ConfigIssue[] = []) {
    super(issues.length > 0 ? `${message}:\n${issues.map((issue) => `  ${formatIssue(issue)}`).join("\n")}` : message);
    this.name = "ImportInputError";
  }
}

export async function loadTenantOrThrow(tenantDir: string): Promise<Tenant> {
  const loaded = await loadTenant(tenantDir);
  if (!loaded.ok) throw new ImportInputError(`the tenant in ${tenantDir} is not valid; fix it first`, loaded.issues);
  return loaded.tenant;
}

async function readMapping(file: string): Promise<CatalogueMapping> {
  const read = await readJsonFile(file, file);
  if (!read.ok) throw new ImportInputError(`the mapping file cannot be read`, [read.issue]);
  const checked = checkMapping(read.value, file);
  if (!checked.ok) throw new ImportInputError(`the mapping file is not valid`, checked.issues);
  return checked.mapping;
}

/** The catalogue file as it is, or none: an import into a tenant without one starts empty, not from the demo. */
export async function existingCatalogue(tenantDir: string, tenant: Tenant): Promise<Prop[]> {
  if (!existsSync(join(tenantDir, catalogueFile))) return [];
  const loaded = await loadCatalogue(tenantDir, tenant);
  if (!loaded.ok) throw new ImportInputError(`the tenant's ${catalogueFile} is not valid; fix it first`, loaded.issues);
  return loaded.props;
}

/**
 * catalogue/props.json, exactly as JSON.stringify(props, null, 2) writes it, but a prop at a time: one string of a
 * 100,000-prop catalogue would take hundreds of megabytes on its own. Written beside it, then renamed over it, so
 * an import stopped half way (Ctrl-C, a full disk) leaves the old catalogue whole.
 */
export async function writeCatalogueFile(tenantDir: string, props: readonly Prop[]): Promise<string> {
  const file = join(tenantDir, catalogueFile);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(partial);
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  const write = (text: string) => (out.write(text) ? Promise.resolve() : once(out, "drain").then(() => undefined));
  if (props.length === 0) await write("[]\n");
  else
    for (const [index, prop] of props.entries()) {
      const item = JSON.stringify(prop, null, 2).replace(/\n/g, "\n  ");
      await write(`${index === 0 ? "[\n" : ",\n"}  ${item}${index === props.length - 1 ? "\n]\n" : ""}`);
    }
  out.end();
  await finished;
  await rename(partial, file);
  return file;
}

/** The sheet read onto the catalogue; the sheet's own cells are let go when this returns. */
async function readRows(
  file: string,
  tenant: Tenant,
  options: ReadOptions,
  xlsxLimits: XlsxLimits | undefined,
): Promise<{ read: SheetRead; rows: number }> {
  const sheet = await readSheetFile(file, xlsxLimits ? { xlsxLimits } : {});
  return { read: readCatalogueSheet(sheet, tenant, options), rows: sheet.rows.length };
}

export async function importCatalogue(options: ImportOptions): Promise<ImportReport> {
  const tenant = await loadTenantOrThrow(options.tenantDir);
  const mapping = options.mappingFile ? await readMapping(options.mappingFile) : undefined;
  const existing = await existingCatalogue(options.tenantDir, tenant);
  const { read, rows } = await readRows(
    options.file,
    tenant,
    { ...(mapping ? { mapping } : {}), existing, now: options.now ?? new Date() },
    options.xlsxLimits,
  );
  // Checked before any photo is made: a sheet that will not be written must not fill catalogue/images either.
  const partial = options.partial ?? false;
  const checked = mergeCatalogue(existing, read, tenant, { partial });
  const willWrite = !options.dryRun && read.header.problems.length === 0 && (checked.ok || partial);
  const photos = await resolvePhotos(read.header.problems.length > 0 ? [] : read.rows, {
    imagesDir: join(options.tenantDir, catalogueImagesFolder),
    ...(options.photosDir ? { folder: await readPhotoFolder(options.photosDir) } : {}),
    sheetHasPhotos: read.columnOf.has("photos"),
    write: willWrite,
    fetch: { allowPrivateHosts: options.allowPrivatePhotoHosts ?? false },
  });
  // Checked again only when photos gave rows new props; a 100,000-row sheet is not validated twice for nothing.
  const merged = photos.changedRows > 0 ? mergeCatalogue(existing, read, tenant, { partial }) : checked;
  const report: ImportReport = {
    ...merged,
    tenant,
    rows,
    skipped: read.skipped,
    header: read.header,
    photos,
  };
  if (willWrite && (merged.ok || partial)) report.written = await writeCatalogueFile(options.tenantDir, merged.props);
  return report;
}
