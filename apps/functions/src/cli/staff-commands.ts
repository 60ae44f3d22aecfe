// What `backlot staff add|remove|list` do and print (as text, and as data for --json), apart from reading the
// command line (staff-command.ts). Mistakes throw StaffGrantError, whose message the CLI prints as it is.
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { StaffGrantError, accountOf, grantStaff, otherVendorOf } from "../commands/staff/grant-staff.js";
import { revokeStaff } from "../commands/staff/revoke-staff.js";
import type { VendorDocument } from "../shared/vendor-document.js";
import {
  inviteEnds,
  inviteStaff,
  pendingInvites,
  staffInviteLifetimeDays,
  withdrawInvite,
} from "../commands/staff/staff-invites.js";

export type StaffCommand =
  | { name: "add"; email: string; invite: boolean; docks?: string[] }
  | { name: "remove"; email: string }
  | { name: "list" };

export interface StaffCommandContext {
  auth: Auth;
  /** Firestore, opened only by the commands that need it (a plain add works with Auth alone). */
  db: () => Firestore;
  /** The tenant's vendor: its id, and what mail to a new hire is signed with. */
  vendor: VendorDocument & { id: string; displayName: string };
  /** Where the change happened, for the report ("project bowery-prod"). */
  where: string;
}

/** What a staff command did: the lines it prints, and the same as data for --json. */
export interface StaffReport {
  lines: string[];
  data: Record<string, unknown>;
}

/** Runs `command`; resolves with what to print. */
export async function runStaffCommand(command: StaffCommand, context: StaffCommandContext): Promise<StaffReport> {
  if (command.name === "add")
    return command.invite ? invite(command.email, context) : add(command.email, context, command.docks);
  if (command.name === "remove") return remove(command.email, context);
  return list(context);
}

async function add(
  email: string,
  { auth, vendor, where }: StaffCommandContext,
  docks?: string[],
): Promise<StaffReport> {
  const { uid, changed } = await grantStaff(auth, email, vendor.id, docks ? { docks } : {});
  const at = docks ? ` at ${docks.join(" and ")}` : "";
  return {
    lines: [
      changed
        ? `backlot staff: ${email} (${uid}) is now staff of ${vendor.displayName} (${vendor.id})${at}, in ${where}; ` +
          `they sign in again to use it`
        : `backlot staff: ${email} (${uid}) is staff of ${vendor.displayName}${at} already, in ${where}`,
    ],
    data: { email, uid, vendor: vendor.id, where, staff: true, changed, ...(docks ? { docks } : {}) },
  };
}

/** A verified account is made staff at once; otherwise the address is invited. */
async function invite(email: string, context: StaffCommandContext): Promise<StaffReport> {
  const { auth, db, vendor, where } = context;
  const account = await accountOf(auth, email);
  const other = account && otherVendorOf(account, vendor.id);
  if (other) throw new StaffGrantError(`${email} is staff of ${other} already; an account is staff of one vendor`);
  if (account?.emailVerified) {
    // Nothing left to wait for: staff now, and an earlier invitation (ended, say) goes.
    const report = await add(email, context);
    await withdrawInvite(db(), email, vendor.id);
    return report;
  }
  const { expiresAt } = await inviteStaff(db(), email, vendor.id, vendor);
  const ends = inviteEnds({ expiresAt });
  const lines = [
    `backlot staff: invited ${email} to be staff of ${vendor.displayName} (${vendor.id}), in ${where}, until ${ends} ` +
      `(${staffInviteLifetimeDays} days).`,
    account
      ? `  Its account (${account.uid}) has not verified the address: they sign in to the console, which sends the ` +
        `verification email, follow its link, and sign in again.`
      : `  They sign up on the storefront with that address, sign in to the console, which sends the verification ` +
        `email, follow its link, and sign in again.`,
    `  Only a verified sign-in with ${email} takes the invitation; \`backlot staff remove ${email}\` withdraws it.`,
  ];
  const data = { email, uid: account?.uid ?? null, vendor: vendor.id, where, staff: false, invitedUntil: ends };
  return { lines, data };
}

async function remove(email: string, { auth, db, vendor, where }: StaffCommandContext): Promise<StaffReport> {
  const removal = await revokeStaff(auth, db(), email, vendor.id);
  const lines = [
    removal.claimRemoved
      ? `backlot staff: ${email} (${removal.uid ?? ""}) is no longer staff of ${vendor.displayName}, in ${where}; ` +
        `its sessions are ended`
      : `backlot staff: ${email} was not staff of ${vendor.displayName}, in ${where}`,
  ];
  if (removal.impersonationsEnded > 0) {
    const count = removal.impersonationsEnded;
    lines.push(`  ${count === 1 ? "1 impersonation it started is" : `${count} impersonations it started are`} ended.`);
  }
  if (removal.inviteWithdrawn) lines.push(`  Its invitation is withdrawn.`);
  return { lines, data: { email, vendor: vendor.id, where, ...removal } };
}

async function list({ auth, db, vendor, where }: StaffCommandContext): Promise<StaffReport> {
  // `docks` only for staff given some (a prop house with more than one: `add --dock`).
  const staff: { email: string | null; uid: string; verified: boolean; docks?: string[] }[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.staffOf === vendor.id) {
        const docks: unknown = user.customClaims.staffDocks;
        staff.push({
          email: user.email ?? null,
          uid: user.uid,
          verified: user.emailVerified,
          ...(Array.isArray(docks) && docks.length > 0 ? { docks: docks.map(String) } : {}),
        });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  const now = Date.now();
  const invites = (await pendingInvites(db(), vendor.id)).map((each) => ({
    email: each.email,
    until: inviteEnds(each),
    ended: each.expiresAt.toMillis() <= now,
  }));
  const staffLines = staff.map(
    ({ email, uid, verified, docks }) =>
      `  ${email ?? "(no address)"}  ${uid}${docks ? `  at ${docks.join(", ")}` : ""}` +
      (verified ? "" : "  (address not verified: not staff until it is)"),
  );
  const inviteLines = invites.map(
    ({ email, until, ended }) =>
      `  ${email}  ${ended ? "ended on" : "until"} ${until}` + (ended ? " (invite them again, or remove it)" : ""),
  );
  return {
    lines: [
      `backlot staff: staff of ${vendor.displayName} (${vendor.id}), in ${where}:`,
      ...(staffLines.length > 0 ? staffLines.sort() : ["  none"]),
      `Invitations:`,
      ...(inviteLines.length > 0 ? inviteLines : ["  none"]),
    ],
    data: {
      vendor: vendor.id,
      where,
      staff: staff.sort((a, b) => (a.email ?? "").localeCompare(b.email ?? "")),
      invitations: invites,
    },
  };
}
