// `backlot catalogue push <tenant-dir> [--project <id>]`: writes what the server prices orders
// from (the vendor's terms and every prop's weekly rate) to Firestore. With FIRESTORE_EMULATOR_HOST
// set it writes to that emulator (project demo-backlot unless --project says); otherwise to the
// real project, with the Application Default Credentials.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { deleteApp } from "firebase-admin/app";
import { adminApp } from "./admin-app.js";
import { getFirestore } from "firebase-admin/firestore";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { loadCatalogue } from "@backlot/search/node";
import { pushCatalogue } from "../catalogue/push-catalogue.js";

const usage = `usage: backlot catalogue push <tenant-dir> [--project <firebase-project-id>]

Writes the tenant's pricing terms and every prop's weekly rate to Firestore (vendors/<id>/props),
where placeOrder prices orders. FIRESTORE_EMULATOR_HOST sends it to an emulator.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { project: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [command, folder, ...extra] = positionals;
  if (command !== "push" || folder === undefined || extra.length > 0) {
    process.stderr.write(`backlot catalogue: expected "push <tenant-dir>"\n\n${usage}\n`);
    return 2;
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = values.project ?? (emulator ? "demo-backlot" : undefined);
  if (!projectId) {
    process.stderr.write("backlot catalogue: --project is required without FIRESTORE_EMULATOR_HOST\n");
    return 2;
  }
  const dir = resolve(folder);
  const loaded = await loadTenant(dir);
  if (!loaded.ok) {
    process.stderr.write(`backlot catalogue: ${folder} has problems:\n${loaded.issues.map(formatIssue).join("\n")}\n`);
    return 1;
  }
  const catalogue = await loadCatalogue(dir, loaded.tenant);
  if (!catalogue.ok) {
    process.stderr.write(
      `backlot catalogue: the catalogue has problems:\n${catalogue.issues.map(formatIssue).join("\n")}\n`,
    );
    return 1;
  }
  const app = adminApp(projectId, "backlot-catalogue", { emulated: emulator !== undefined });
  try {
    const { written, removed } = await pushCatalogue(getFirestore(app), loaded.tenant, catalogue.props);
    const where = emulator ? `the Firestore emulator at ${emulator}` : `Firestore`;
    process.stdout.write(
      `backlot catalogue: ${loaded.tenant.vendor.displayName}: ${written} props written, ${removed} removed, ` +
        `to ${where} (project ${projectId}, vendors/${loaded.tenant.vendor.id})\n`,
    );
    return 0;
  } finally {
    await deleteApp(app);
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`backlot catalogue: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
