// `backlot catalogue push|pull <tenant-dir> [--project <id>]`: push writes what the server prices
// orders from (the vendor's terms and every prop) to Firestore; pull brings the console's edits
// back into the tenant's catalogue file. With FIRESTORE_EMULATOR_HOST set they use that emulator
// (project demo-backlot unless --project says); otherwise the real project, with the Application
// Default Credentials.
import { resolve } from "node:path";
import { deleteApp } from "firebase-admin/app";
import { adminApp } from "./admin-app.js";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { type Command, type CommandIo, type ExitCode, UsageError, exitCodes, parseOptions } from "@backlot/node-cli";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import type { Prop } from "@backlot/domain";
import { loadCatalogue, maxPhotoBytes, writeCatalogueFile } from "@backlot/catalogue";
import { demoFallback } from "@backlot/demo";
import { pullCatalogue } from "../commands/catalogue/pull-catalogue.js";
import { sheetCommand } from "./catalogue-sheets.js";
import { firestoreTarget, pushAndReport } from "./push-report.js";
import { agreementFilePath, readRentalAgreement } from "./rental-agreement-file.js";

const usage = `Usage: backlot catalogue push <tenant-dir> [--project <firebase-project-id>]
       backlot catalogue pull <tenant-dir> [--project <firebase-project-id>]
       backlot catalogue import <file.csv|file.xlsx> --tenant <dir> [--mapping <file.json>] [--photos <dir>]
                                [--partial] [--dry-run] [--json] [--allow-private-photo-hosts]
                                [--project <firebase-project-id>]
       backlot catalogue export --tenant <dir> [--out <file.csv|file.xlsx>]
       backlot catalogue demo --tenant <dir> [--count <n>] [--seed <n>] [--project <firebase-project-id>]

push  writes the tenant's pricing terms and every prop to Firestore (vendors/<id>/props), where
      placeOrder prices orders and the console edits props. A field staff changed in the console
      keeps the console's value. A prop's location and replacement value are never in its public
      document: they go to vendors/<id>/propDockFacts, which only the vendor's staff read. It
      publishes content/rental-agreement.md as the agreement customers sign, versioned by the
      SHA-256 of its text.
pull  writes what staff changed in the console into the tenant's catalogue/props.json, so the
      next \`backlot-build\` shows it on the storefront.
import  reads a sheet onto catalogue/props.json by item number (a second import updates, never
        duplicates). Plain headers work (Item number, Name, Description, Department, Category,
        Subcategory, Weekly rate, Quantity, Colors, Tags, each custom field by its label, Location,
        Replacement value...);
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
--json  prints what each did as JSON (import and demo: the import's report, with what went to Firestore and
        Typesense).
FIRESTORE_EMULATOR_HOST sends push, pull and import to an emulator.`;

/** A problem with what the command was pointed at, said without the usage. */
function refuse(io: CommandIo, code: ExitCode, message: string): ExitCode {
  io.stderr(`backlot catalogue: ${message}\n`);
  return code;
}

async function run(args: string[], io: CommandIo): Promise<ExitCode> {
  const { positionals, values } = parseOptions(args, {
    project: { type: "string" },
    tenant: { type: "string" },
    mapping: { type: "string" },
    photos: { type: "string" },
    partial: { type: "boolean" },
    "dry-run": { type: "boolean" },
    "allow-private-photo-hosts": { type: "boolean" },
    out: { type: "string" },
    count: { type: "string" },
    seed: { type: "string" },
  });
  const [command, folder, ...extra] = positionals;
  if (command === "import" || command === "export" || command === "demo")
    return sheetCommand(command, positionals.slice(1), values, io);
  if ((command !== "push" && command !== "pull") || folder === undefined || extra.length > 0)
    throw new UsageError("expected push, pull, import, export or demo");
  const target = firestoreTarget(values.project);
  if (!target) return refuse(io, exitCodes.usage, "--project is required without FIRESTORE_EMULATOR_HOST");
  const dir = resolve(folder);
  const loaded = await loadTenant(dir);
  if (!loaded.ok)
    return refuse(io, exitCodes.failed, `${folder} has problems:\n${loaded.issues.map(formatIssue).join("\n")}`);
  const catalogue = await loadCatalogue(dir, loaded.tenant, { fallback: demoFallback() });
  if (!catalogue.ok)
    return refuse(io, exitCodes.failed, `the catalogue has problems:\n${catalogue.issues.map(formatIssue).join("\n")}`);
  if (command === "push") {
    const agreement = await readRentalAgreement(dir);
    if (!agreement && loaded.tenant.settings.requiredPaperwork.includes("agreement"))
      return refuse(
        io,
        exitCodes.failed,
        `tenant.json requires "agreement" in requiredPaperwork, but ${agreementFilePath} is missing: ` +
          'write the rental agreement there, or take "agreement" out',
      );
    const report = await pushAndReport(loaded.tenant, catalogue.props, target, io, agreement);
    if (io.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    return exitCodes.ok;
  }
  const app = adminApp(target.projectId, "backlot-catalogue", { emulated: target.emulator !== undefined });
  try {
    return await pull(io, getFirestore(app), dir, loaded.tenant.vendor.id, catalogue.props);
  } finally {
    await deleteApp(app);
  }
}

async function pull(io: CommandIo, db: Firestore, dir: string, vendorId: string, props: readonly Prop[]) {
  const { props: updated, pulled } = await pullCatalogue(db, vendorId, props);
  const file = pulled.length > 0 ? await writeCatalogueFile(dir, updated) : null;
  if (io.json) io.stdout(`${JSON.stringify({ file, pulled }, null, 2)}\n`);
  else if (file === null)
    io.stdout("backlot catalogue: nothing to pull: the file has every change made in the console\n");
  else
    io.stdout(
      `backlot catalogue: ${pulled.length.toString()} props took the console's changes in ${file}:\n` +
        pulled.map(({ propId, fields }) => `  ${propId}: ${fields.join(", ")}\n`).join("") +
        "Build the tenant again (backlot-build) and deploy it, and the storefront shows them.\n",
    );
  return exitCodes.ok;
}

export const catalogueCommand: Command = {
  name: "catalogue",
  summary: "import, export, demo, push, pull: the catalogue in and out of sheets, Firestore and Typesense",
  usage,
  async run(args, io) {
    try {
      return await run(args, io);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      // A failure of the project's services (the network, credentials) or of the files: the work failed.
      return refuse(io, exitCodes.failed, error instanceof Error ? error.message : String(error));
    }
  },
};
