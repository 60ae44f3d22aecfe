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
import { demoFallback, writeDemoFiles } from "@backlot/demo";
import type { Prop } from "@backlot/domain";
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
  json?: boolean;
  "allow-private-photo-hosts"?: boolean;
  out?: string;
  count?: string;
  seed?: string;
  project?: string;
}

const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(`backlot catalogue: ${text}\n`);

async function syncWhenConfigured(tenant: Tenant, props: readonly Prop[]): Promise<void> {
  const client = await typesenseAdminFromEnv();
  if (!client) return;
  const result = await syncCatalogue(client, tenant.id, [...props], indexConfigFromTenant(tenant));
  out(`Typesense: ${result.imported} props in ${result.collection}; ${result.alias} points to it.\n`);
}

async function runImport(file: string, tenantDir: string, options: SheetCommandOptions): Promise<number> {
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
  if (options.json) {
    const { tenant, props, ...rest } = report;
    out(`${JSON.stringify({ tenant: tenant.id, props: props.length, ...rest }, null, 2)}\n`);
  } else out(formatImportReport(report, { dryRun }));
  if (!report.written) return report.ok && dryRun ? 0 : 1;
  const target = firestoreTarget(options.project);
  if (target) await pushAndReport(report.tenant, report.props, target);
  await syncWhenConfigured(report.tenant, report.props);
  // Under --partial the good rows are written, but rows were left out: a script must not take that for success.
  return report.ok ? 0 : 1;
}

export async function sheetCommand(command: string, args: string[], options: SheetCommandOptions): Promise<number> {
  if (!options.tenant) {
    err(`${command} needs --tenant <dir>, the tenant folder, like --tenant tenants/ny-props`);
    return 2;
  }
  const tenantDir = resolve(options.tenant);
  try {
    if (command === "import") {
      const [file, ...extra] = args;
      if (!file || extra.length > 0) {
        err("import takes one sheet: backlot catalogue import <file.csv|file.xlsx> --tenant <dir>");
        return 2;
      }
      return await runImport(resolve(file), tenantDir, options);
    }
    if (args.length > 0) {
      err(`${command} takes no file argument, but got: ${args.join(" ")}`);
      return 2;
    }
    if (command === "export") {
      const file = resolve(options.out ?? join(tenantDir, "catalogue", "props.csv"));
      const { props, source } = await exportCatalogue(tenantDir, file, { fallback: demoFallback() });
      out(
        `Exported ${props} props (${source === "demo" ? "the demo catalogue" : "catalogue/props.json"}) to ${file}\n`,
      );
      return 0;
    }
    // demo
    const count = Number(options.count ?? "2000");
    const seed = Number(options.seed ?? "1");
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
      err(`--count must be a whole number from 1 and --seed a whole number (not ${options.count}, ${options.seed})`);
      return 2;
    }
    const loaded = await loadTenant(tenantDir);
    if (!loaded.ok) throw new ImportInputError(`the tenant in ${options.tenant} is not valid`, loaded.issues);
    if (existsSync(join(tenantDir, catalogueFile))) {
      // Demo ids look like stock numbers: imported into a real catalogue they would update or add fake props.
      err(
        `${options.tenant} has a catalogue (${catalogueFile}) already, and the demo would mix made-up props into ` +
          `it. Move that file away first if you want the demo instead.`,
      );
      return 1;
    }
    const dir = await mkdtemp(join(tmpdir(), "backlot-demo-"));
    try {
      const demo = await writeDemoFiles(loaded.tenant, dir, { count, seed });
      out(`Wrote the demo sheet of ${demo.props} props and its pictures; importing them.\n`);
      return await runImport(demo.sheetFile, tenantDir, { ...options, photos: demo.photosDir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } catch (error) {
    if (error instanceof ImportInputError || error instanceof SheetFileError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}
