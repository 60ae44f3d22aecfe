// `backlot staff add|remove|list`: who is staff of the tenant's vendor (the staffOf claim, on a
// verified address only), and the invitations waiting for a new hire's first verified sign-in.
// With FIREBASE_AUTH_EMULATOR_HOST set it works on that emulator (and FIRESTORE_EMULATOR_HOST's,
// for invitations and the audit; project demo-backlot unless --project says); otherwise on the real
// project, with the Application Default Credentials.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type App, deleteApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { StaffGrantError } from "../commands/staff/grant-staff.js";
import { staffInviteLifetimeDays } from "../commands/staff/staff-invites.js";
import { adminApp } from "./admin-app.js";
import { type StaffCommand, runStaffCommand } from "./staff-commands.js";

const usage = `usage: backlot staff add <email> --tenant <tenant-dir> [--invite] [--project <firebase-project-id>]
       backlot staff remove <email> --tenant <tenant-dir> [--project <firebase-project-id>]
       backlot staff list --tenant <tenant-dir> [--project <firebase-project-id>]

add     makes the account with <email> staff of the tenant's vendor: they can use the console and its
        commands. The account must exist and its address must be verified (anyone can sign up with an
        address that is not theirs); otherwise nothing changes and it says what to do.
        --invite: when no verified account uses <email> yet, writes an invitation instead, which the
        first sign-in to the console with that address, once verified, takes (they sign up on the
        storefront, and the console sends them the verification email). Invitations end after
        ${staffInviteLifetimeDays} days; inviting again starts them afresh. With a verified account, the same as add.
remove  takes staff away from <email>: the claim, the account's sessions (it signs in again), the
        impersonations it started that have not expired (marked ended), and any invitation.
list    the vendor's staff (verified or not) and its invitations, with when each ends.
FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST send it to emulators.`;

type Parsed =
  | { kind: "run"; command: StaffCommand; tenant: string; project?: string }
  | { kind: "help" }
  | { kind: "wrong"; problem: string };

function parse(argv: string[]): Parsed {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tenant: { type: "string" },
      project: { type: "string" },
      invite: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { kind: "help" };
  const wrong = (problem: string) => ({ kind: "wrong", problem }) as const;
  const [name, email, ...extra] = positionals;
  const tenant = values.tenant;
  const project = values.project;
  if (!tenant) return wrong(`expected "add <email> --tenant <tenant-dir>" (or remove, list): --tenant is missing`);
  if ((name === "add" || name === "remove") && email !== undefined && extra.length === 0) {
    if (values.invite && name === "remove") return wrong("--invite goes with add, not remove");
    const command: StaffCommand = name === "add" ? { name, email, invite: values.invite === true } : { name, email };
    return { kind: "run", command, tenant, ...(project ? { project } : {}) };
  }
  if (name === "list" && email === undefined && !values.invite) {
    return { kind: "run", command: { name }, tenant, ...(project ? { project } : {}) };
  }
  return wrong(`expected "add <email> --tenant <tenant-dir>", "remove <email> ..." or "list ..."`);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parse(argv);
  if (parsed.kind === "help") {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (parsed.kind === "wrong") {
    process.stderr.write(`backlot staff: ${parsed.problem}\n\n${usage}\n`);
    return 2;
  }
  const { command, tenant } = parsed;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = parsed.project ?? (emulator ? "demo-backlot" : undefined);
  if (!projectId) {
    process.stderr.write("backlot staff: --project is required without FIREBASE_AUTH_EMULATOR_HOST\n");
    return 2;
  }
  const needsFirestore = command.name !== "add" || command.invite;
  if (emulator && needsFirestore && !process.env.FIRESTORE_EMULATOR_HOST) {
    process.stderr.write(
      `backlot staff: FIRESTORE_EMULATOR_HOST is not set: ${command.name} reads Firestore (invitations, the audit). ` +
        "Set it to the Firestore emulator beside the Auth emulator, or unset FIREBASE_AUTH_EMULATOR_HOST\n",
    );
    return 2;
  }
  const loaded = await loadTenant(resolve(tenant));
  if (!loaded.ok) {
    process.stderr.write(`backlot staff: ${tenant} has problems:\n${loaded.issues.map(formatIssue).join("\n")}\n`);
    return 1;
  }
  const app: App = adminApp(projectId, "backlot-staff", { emulated: emulator !== undefined });
  try {
    const where = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId}`;
    const lines = await runStaffCommand(command, {
      auth: getAuth(app),
      db: () => getFirestore(app),
      vendor: loaded.tenant.vendor,
      where,
    });
    process.stdout.write(lines.map((line) => `${line}\n`).join(""));
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
