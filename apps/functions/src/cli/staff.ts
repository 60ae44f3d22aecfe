// `backlot staff add <email> --tenant <dir> [--project <id>]`: makes an account staff of the
// tenant's vendor (the staffOf claim). With FIREBASE_AUTH_EMULATOR_HOST set it works on that
// emulator (project demo-backlot unless --project says); otherwise on the real project, with the
// Application Default Credentials.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { deleteApp } from "firebase-admin/app";
import { adminApp } from "./admin-app.js";
import { getAuth } from "firebase-admin/auth";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { StaffGrantError, grantStaff } from "../staff/grant-staff.js";

const usage = `usage: backlot staff add <email> --tenant <tenant-dir> [--project <firebase-project-id>]

Makes the account with <email> staff of the tenant's vendor: they can use the console and its
commands. The account must exist (they sign up on the storefront first). FIREBASE_AUTH_EMULATOR_HOST
sends it to an emulator.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tenant: { type: "string" },
      project: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [command, email, ...extra] = positionals;
  if (command !== "add" || email === undefined || extra.length > 0 || !values.tenant) {
    process.stderr.write(`backlot staff: expected "add <email> --tenant <tenant-dir>"\n\n${usage}\n`);
    return 2;
  }
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = values.project ?? (emulator ? "demo-backlot" : undefined);
  if (!projectId) {
    process.stderr.write("backlot staff: --project is required without FIREBASE_AUTH_EMULATOR_HOST\n");
    return 2;
  }
  const loaded = await loadTenant(resolve(values.tenant));
  if (!loaded.ok) {
    process.stderr.write(
      `backlot staff: ${values.tenant} has problems:\n${loaded.issues.map(formatIssue).join("\n")}\n`,
    );
    return 1;
  }
  const { vendor } = loaded.tenant;
  const app = adminApp(projectId, "backlot-staff", { emulated: emulator !== undefined });
  try {
    const { uid, changed } = await grantStaff(getAuth(app), email, vendor.id);
    const where = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId}`;
    process.stdout.write(
      changed
        ? `backlot staff: ${email} (${uid}) is now staff of ${vendor.displayName} (${vendor.id}), in ${where}; ` +
            `they sign in again to use it\n`
        : `backlot staff: ${email} (${uid}) is staff of ${vendor.displayName} already, in ${where}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffGrantError) {
      process.stderr.write(`backlot staff: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await deleteApp(app);
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`backlot staff: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
