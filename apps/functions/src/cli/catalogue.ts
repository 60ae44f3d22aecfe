// `backlot catalogue push|pull <tenant-dir> [--project <id>]`: push writes what the server prices
// orders from (the vendor's terms and every prop) to Firestore; pull brings the console's edits
// back into the tenant's catalogue file. With FIRESTORE_EMULATOR_HOST set they use that emulator
// (project demo-backlot unless --project says); otherwise the real project, with the Application
// Default Credentials.

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { deleteApp } from "firebase-admin/app";
import { adminApp } from "./admin-app.js";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import type { Prop } from "@backlot/domain";
import { loadCatalogue, maxPhotoBytes, writeCatalogueFile } from "@backlot/catalogue";
import { demoFallback } from "@backlot/demo";
import { pullCatalogue } from "../commands/catalogue/pull-catalogue.js";
import { sheetCommand } from "./catalogue-sheets.js";
import { firestoreTarget, pushAndReport } from "./push-report.js";

const usage = `usage: backlot catalogue push <tenant-dir> [--project <firebase-project-id>]
       backlot catalogue pull <tenant-dir> [--project <firebase-project-id>]
       backlot catalogue import <file.csv|file.xlsx> --tenant <dir> [--mapping <file.json>] [--photos <dir>]
                                [--partial] [--dry-run] [--json] [--allow-private-photo-hosts]
                                [--project <firebase-project-id>]
       backlot catalogue export --tenant <dir> [--out <file.csv|file.xlsx>]
       backlot catalogue demo --tenant <dir> [--count <n>] [--seed <n>] [--project <firebase-project-id>]

push  writes the tenant's pricing terms and every prop to Firestore (vendors/<id>/props), where
      placeOrder prices orders and the console edits props. A field staff changed in the console
      keeps the console's value.
pull  writes what staff changed in the console into the tenant's catalogue/props.json, so the
      next \`backlot build\` shows it on the storefront.
import  reads a sheet onto catalogue/props.json by item number (a second import updates, never
        duplicates). Plain headers work (Item number, Name, Description, Department, Category,
        Subcategory, Weekly rate, Quantity, Colors, Tags, each custom field by its label...);
        --mapping maps others. Every bad row is reported by row and column, and nothing is
        written unless --partial. --photos is a folder of photos named by item number
        (BPH-1.jpg, BPH-1-2.jpg); URLs in a Photos column are fetched, up to
        ${maxPhotoBytes / 1024 / 1024} MB each and only from public addresses: one on this machine, a private
        network or a cloud metadata service is refused for its row. Photos (SVG drawings too)
        are resized to AVIF, WebP and JPEG in catalogue/images. Then, with --project or an
        emulator, the props go to Firestore, and with TYPESENSE_URL and TYPESENSE_API_KEY to
        Typesense.
        --allow-private-photo-hosts also fetches from this machine and private networks
        (loopback, 10/8, 172.16/12, 192.168/16, link-local, carrier-grade NAT, fc00::/7), for a
        vendor whose photos are on its own network; cloud metadata addresses stay refused.
export  writes the catalogue as a sheet in the same columns (default <dir>/catalogue/props.csv).
        Exit 0 when every row was imported, 1 when any had a problem (with --partial too).
demo    writes the tenant's demo catalogue as a sheet and pictures, and imports them (only into a
        tenant without a catalogue: demo props must not mix with real ones).
FIRESTORE_EMULATOR_HOST sends push, pull and import to an emulator.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: "string" },
      help: { type: "boolean", short: "h" },
      tenant: { type: "string" },
      mapping: { type: "string" },
      photos: { type: "string" },
      partial: { type: "boolean" },
      "dry-run": { type: "boolean" },
      json: { type: "boolean" },
      "allow-private-photo-hosts": { type: "boolean" },
      out: { type: "string" },
      count: { type: "string" },
      seed: { type: "string" },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [command, folder, ...extra] = positionals;
  if (command === "import" || command === "export" || command === "demo")
    return sheetCommand(command, positionals.slice(1), values);
  if ((command !== "push" && command !== "pull") || folder === undefined || extra.length > 0) {
    process.stderr.write(`backlot catalogue: expected push, pull, import, export or demo\n\n${usage}\n`);
    return 2;
  }
  const target = firestoreTarget(values.project);
  if (!target) {
    process.stderr.write("backlot catalogue: --project is required without FIRESTORE_EMULATOR_HOST\n");
    return 2;
  }
  const dir = resolve(folder);
  const loaded = await loadTenant(dir);
  if (!loaded.ok) {
    process.stderr.write(`backlot catalogue: ${folder} has problems:\n${loaded.issues.map(formatIssue).join("\n")}\n`);
    return 1;
  }
  const catalogue = await loadCatalogue(dir, loaded.tenant, { fallback: demoFallback() });
  if (!catalogue.ok) {
    process.stderr.write(
      `backlot catalogue: the catalogue has problems:\n${catalogue.issues.map(formatIssue).join("\n")}\n`,
    );
    return 1;
  }
  if (command === "push") {
    await pushAndReport(loaded.tenant, catalogue.props, target);
    return 0;
  }
  const app = adminApp(target.projectId, "backlot-catalogue", { emulated: target.emulator !== undefined });
  try {
    return await pull(getFirestore(app), dir, loaded.tenant.vendor.id, catalogue.props);
  } finally {
    await deleteApp(app);
  }
}

async function pull(db: Firestore, dir: string, vendorId: string, props: readonly Prop[]): Promise<number> {
  const { props: updated, pulled } = await pullCatalogue(db, vendorId, props);
  if (pulled.length === 0) {
    process.stdout.write("backlot catalogue: nothing to pull: the file has every change made in the console\n");
    return 0;
  }
  const file = await writeCatalogueFile(dir, updated);
  process.stdout.write(
    `backlot catalogue: ${pulled.length.toString()} props took the console's changes in ${file}:\n` +
      pulled.map(({ propId, fields }) => `  ${propId}: ${fields.join(", ")}\n`).join("") +
      "Build the tenant again (backlot build) and deploy it, and the storefront shows them.\n",
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`backlot catalogue: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
