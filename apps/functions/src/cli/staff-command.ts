// `backlot staff add|remove|list`: who is staff of the tenant's vendor (the staffOf claim, on a
// verified address only), and the invitations waiting for a new hire's first verified sign-in.
// With FIREBASE_AUTH_EMULATOR_HOST set it works on that emulator (and FIRESTORE_EMULATOR_HOST's,
// for invitations and the audit; project demo-backlot unless --project says); otherwise on the real
// project, with the Application Default Credentials.
import { resolve } from "node:path";
import { type App, deleteApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { type Command, type CommandIo, type ExitCode, UsageError, exitCodes, parseOptions } from "@backlot/node-cli";
import { type Tenant, formatIssue, pickupLocationsOf } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { staffInviteLifetimeDays } from "../commands/staff/staff-invites.js";
import { adminApp } from "./admin-app.js";
import { type StaffCommand, runStaffCommand } from "./staff-commands.js";

const usage = `Usage: backlot staff add <email> --tenant <tenant-dir> [--invite] [--dock <id>]...
                         [--project <firebase-project-id>]
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
        --dock <id>: a prop house with more than one pickup location: a dock they work at (repeat it for
        several). The console's desks start at their dock. Given again, it replaces the docks they had.
list    the vendor's staff (verified or not, with their docks) and its invitations, with when each ends.
--json  prints what was done (list: { staff, invitations }) as JSON.
FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST send it to emulators.`;

function parse(args: string[]): { command: StaffCommand; tenant: string; project?: string } {
  const { positionals, values } = parseOptions(args, {
    tenant: { type: "string" },
    project: { type: "string" },
    invite: { type: "boolean" },
    dock: { type: "string", multiple: true },
  });
  const [name, email, ...extra] = positionals;
  const { tenant, project } = values;
  if (!tenant)
    throw new UsageError(`expected "add <email> --tenant <tenant-dir>" (or remove, list): --tenant is missing`);
  if ((name === "add" || name === "remove") && email !== undefined && extra.length === 0) {
    if (values.invite && name === "remove") throw new UsageError("--invite goes with add, not remove");
    const docks = values.dock;
    if (docks && (name !== "add" || values.invite))
      throw new UsageError("--dock goes with add (once they are staff: add them again with --dock after the invite)");
    const command: StaffCommand =
      name === "add" ? { name, email, invite: values.invite === true, ...(docks ? { docks } : {}) } : { name, email };
    return { command, tenant, ...(project ? { project } : {}) };
  }
  if (name === "list" && email === undefined && !values.invite && !values.dock)
    return { command: { name }, tenant, ...(project ? { project } : {}) };
  throw new UsageError(`expected "add <email> --tenant <tenant-dir>", "remove <email> ..." or "list ..."`);
}

/** What is wrong with the docks named, or null: each must be one of the tenant's, which must have more than one. */
function dockProblem(docks: readonly string[], tenant: Tenant): string | null {
  const ids = pickupLocationsOf(tenant).map((location) => location.id);
  if (ids.length < 2) return `${tenant.vendor.displayName} has one dock: leave --dock out`;
  const unknown = docks.filter((dock) => !ids.includes(dock));
  if (unknown.length > 0)
    return `${unknown.join(", ")} is not a dock of ${tenant.vendor.displayName} (${ids.join(", ")})`;
  return null;
}

/** A problem with what the command was pointed at, said without the usage. */
function refuse(io: CommandIo, code: ExitCode, message: string): ExitCode {
  io.stderr(`backlot staff: ${message}\n`);
  return code;
}

async function run(args: string[], io: CommandIo): Promise<ExitCode> {
  const { command, tenant, project } = parse(args);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = project ?? (emulator ? "demo-backlot" : undefined);
  if (!projectId) return refuse(io, exitCodes.usage, "--project is required without FIREBASE_AUTH_EMULATOR_HOST");
  const needsFirestore = command.name !== "add" || command.invite;
  if (emulator && needsFirestore && !process.env.FIRESTORE_EMULATOR_HOST) {
    return refuse(
      io,
      exitCodes.usage,
      `FIRESTORE_EMULATOR_HOST is not set: ${command.name} reads Firestore (invitations, the audit). ` +
        "Set it to the Firestore emulator beside the Auth emulator, or unset FIREBASE_AUTH_EMULATOR_HOST",
    );
  }
  const loaded = await loadTenant(resolve(tenant));
  if (!loaded.ok)
    return refuse(io, exitCodes.failed, `${tenant} has problems:\n${loaded.issues.map(formatIssue).join("\n")}`);
  const problem = command.name === "add" && command.docks ? dockProblem(command.docks, loaded.tenant) : null;
  if (problem) return refuse(io, exitCodes.usage, problem);
  const app: App = adminApp(projectId, "backlot-staff", { emulated: emulator !== undefined });
  // The staff commands read the vendor's name and contact details; its pickup locations are the pushed document's.
  const { locations: _locations, ...vendor } = loaded.tenant.vendor;
  try {
    const where = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId}`;
    const report = await runStaffCommand(command, {
      auth: getAuth(app),
      db: () => getFirestore(app),
      vendor,
      where,
    });
    io.stdout(io.json ? `${JSON.stringify(report.data, null, 2)}\n` : report.lines.map((line) => `${line}\n`).join(""));
    return exitCodes.ok;
  } catch (error) {
    // A refusal, or a failure of the project's services (the network, credentials): the work failed.
    return refuse(io, exitCodes.failed, error instanceof Error ? error.message : String(error));
  } finally {
    await deleteApp(app);
  }
}

export const staffCommand: Command = {
  name: "staff",
  summary: "add, remove, list: who is staff of a tenant's vendor, and invitations",
  usage,
  run,
};
