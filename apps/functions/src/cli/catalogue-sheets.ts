// `backlot catalogue import|export|demo`: a sheet into the tenant's catalogue file and, when pointed at a project
// (or an emulator), Firestore's props; the catalogue out as a sheet; the demo written and imported as a vendor's
// sheet would be. Typesense is synced after an import when TYPESENSE_URL and TYPESENSE_API_KEY are set.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  catalogueFile,
  exportCatalogue,
  formatImportReport,
  importCatalogue,
  ImportInputError,
  SheetFileError,
} from "@backlot/catalogue";
import { defaultCatalogueSize, demoFallback, writeDemoFiles } from "@backlot/demo";
import type { Prop } from "@backlot/domain";
import { type CommandIo, type ExitCode, exitCodes } from "@backlot/node-cli";
import { indexConfigFromTenant } from "@backlot/search/engine";
import { syncCatalogue } from "@backlot/search/typesense";
import { typesenseAdminFromEnv } from "@backlot/search/node";
import type { Tenant } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { firestoreTarget, pushAndReport } from "./push-report.js";

export interface SheetCommandOptions {
  tenant?: string;
  mapping?: string;
  photos?: string;
  partial?: boolean;
  "dry-run"?: boolean;
  "allow-private-photo-hosts"?: boolean;
  out?: string;
  count?: string;
  seed?: string;
  project?: string;
}

const err = (io: CommandIo, text: string) => io.stderr(`backlot catalogue: ${text}\n`);

async function syncWhenConfigured(io: CommandIo, tenant: Tenant, props: readonly Prop[]) {
  const client = await typesenseAdminFromEnv();
  if (!client) return null;
  const result = await syncCatalogue(client, tenant.id, [...props], indexConfigFromTenant(tenant));
  if (!io.json)
    io.stdout(`Typesense: ${result.imported} props in ${result.collection}; ${result.alias} points to it.\n`);
  return result;
}

async function runImport(
  io: CommandIo,
  file: string,
  tenantDir: string,
  options: SheetCommandOptions,
): Promise<ExitCode> {
  const dryRun = options["dry-run"] === true;
  const report = await importCatalogue({
    file,
    tenantDir,
    ...(options.mapping ? { mappingFile: resolve(options.mapping) } : {}),
    ...(options.photos ? { photosDir: resolve(options.photos) } : {}),
    partial: options.partial === true,
    dryRun,
    allowPrivatePhotoHosts: options["allow-private-photo-hosts"] === true,
  });
  if (!io.json) io.stdout(formatImportReport(report, { dryRun }));
  // --json prints one document, once everything is done: the import's report, and where its props went.
  const { tenant, props, ...rest } = report;
  const printJson = (more: object) => {
    if (io.json)
      io.stdout(`${JSON.stringify({ tenant: tenant.id, props: props.length, ...rest, ...more }, null, 2)}\n`);
  };
  if (!report.written) {
    printJson({});
    return report.ok && dryRun ? exitCodes.ok : exitCodes.failed;
  }
  const target = firestoreTarget(options.project);
  const firestore = target ? await pushAndReport(tenant, props, target, io) : null;
  const typesense = await syncWhenConfigured(io, tenant, props);
  printJson({ firestore, typesense });
  // Under --partial the good rows are written, but rows were left out: a script must not take that for success.
  return report.ok ? exitCodes.ok : exitCodes.failed;
}

export async function sheetCommand(
  command: string,
  args: string[],
  options: SheetCommandOptions,
  io: CommandIo,
): Promise<ExitCode> {
  if (!options.tenant) {
    err(io, `${command} needs --tenant <dir>, the tenant folder, like --tenant tenants/ny-props`);
    return exitCodes.usage;
  }
  const tenantDir = resolve(options.tenant);
  try {
    if (command === "import") {
      const [file, ...extra] = args;
      if (!file || extra.length > 0) {
        err(io, "import takes one sheet: backlot catalogue import <file.csv|file.xlsx> --tenant <dir>");
        return exitCodes.usage;
      }
      return await runImport(io, resolve(file), tenantDir, options);
    }
    if (args.length > 0) {
      err(io, `${command} takes no file argument, but got: ${args.join(" ")}`);
      return exitCodes.usage;
    }
    if (command === "export") {
      const file = resolve(options.out ?? join(tenantDir, "catalogue", "props.csv"));
      const { props, source } = await exportCatalogue(tenantDir, file, { fallback: demoFallback() });
      const what = source === "demo" ? "the demo catalogue" : "catalogue/props.json";
      io.stdout(
        io.json
          ? `${JSON.stringify({ file, props, source }, null, 2)}\n`
          : `Exported ${props} props (${what}) to ${file}\n`,
      );
      return exitCodes.ok;
    }
    // demo
    const count = options.count === undefined ? defaultCatalogueSize : Number(options.count);
    const seed = Number(options.seed ?? "1");
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
      err(
        io,
        `--count must be a whole number from 1 and --seed a whole number (not ${options.count}, ${options.seed})`,
      );
      return exitCodes.usage;
    }
    const loaded = await loadTenant(tenantDir);
    if (!loaded.ok) throw new ImportInputError(`the tenant in ${options.tenant} is not valid`, loaded.issues);
    if (existsSync(join(tenantDir, catalogueFile))) {
      // Demo ids look like stock numbers: imported into a real catalogue they would update or add fake props.
      err(
        io,
        `${options.tenant} has a catalogue (${catalogueFile}) already, and the demo would mix made-up props into ` +
          `it. Move that file away first if you want the demo instead.`,
      );
      return exitCodes.failed;
    }
    const dir = await mkdtemp(join(tmpdir(), "backlot-demo-"));
    try {
      const demo = await writeDemoFiles(loaded.tenant, dir, { count, seed });
      if (!io.json) io.stdout(`Wrote the demo sheet of ${demo.props} props and its pictures; importing them.\n`);
      return await runImport(io, demo.sheetFile, tenantDir, { ...options, photos: demo.photosDir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } catch (error) {
    if (error instanceof ImportInputError || error instanceof SheetFileError) {
      err(io, error.message);
      return exitCodes.failed;
    }
    throw error;
  }
}
