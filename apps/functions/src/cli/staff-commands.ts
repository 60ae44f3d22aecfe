// What `backlot staff add|remove|list` do and print, apart from reading the command line (staff.ts).
// Mistakes throw StaffGrantError, whose message the CLI prints as it is.
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
  { name: "add"; email: string; invite: boolean } | { name: "remove"; email: string } | { name: "list" };

export interface StaffCommandContext {
  auth: Auth;
  /** Firestore, opened only by the commands that need it (a plain add works with Auth alone). */
  db: () => Firestore;
  /** The tenant's vendor: its id, and what mail to a new hire is signed with. */
  vendor: VendorDocument & { id: string; displayName: string };
  /** Where the change happened, for the report ("project bowery-prod"). */
  where: string;
}

/** Runs `command`; resolves with the lines to print. */
export async function runStaffCommand(command: StaffCommand, context: StaffCommandContext): Promise<string[]> {
  if (command.name === "add") return command.invite ? invite(command.email, context) : add(command.email, context);
  if (command.name === "remove") return remove(command.email, context);
  return list(context);
}

async function add(email: string, { auth, vendor, where }: StaffCommandContext): Promise<string[]> {
  const { uid, changed } = await grantStaff(auth, email, vendor.id);
  return [
    changed
      ? `backlot staff: ${email} (${uid}) is now staff of ${vendor.displayName} (${vendor.id}), in ${where}; ` +
        `they sign in again to use it`
      : `backlot staff: ${email} (${uid}) is staff of ${vendor.displayName} already, in ${where}`,
  ];
}

/** A verified account is made staff at once; otherwise the address is invited. */
async function invite(email: string, context: StaffCommandContext): Promise<string[]> {
  const { auth, db, vendor, where } = context;
  const account = await accountOf(auth, email);
  const other = account && otherVendorOf(account, vendor.id);
  if (other) throw new StaffGrantError(`${email} is staff of ${other} already; an account is staff of one vendor`);
  if (account?.emailVerified) {
    // Nothing left to wait for: staff now, and an earlier invitation (ended, say) goes.
    const lines = await add(email, context);
    await withdrawInvite(db(), email, vendor.id);
    return lines;
  }
  const { expiresAt } = await inviteStaff(db(), email, vendor.id, vendor);
  const ends = inviteEnds({ expiresAt });
  return [
    `backlot staff: invited ${email} to be staff of ${vendor.displayName} (${vendor.id}), in ${where}, until ${ends} ` +
      `(${staffInviteLifetimeDays} days).`,
    account
      ? `  Its account (${account.uid}) has not verified the address: they sign in to the console, which sends the ` +
        `verification email, follow its link, and sign in again.`
      : `  They sign up on the storefront with that address, sign in to the console, which sends the verification ` +
        `email, follow its link, and sign in again.`,
    `  Only a verified sign-in with ${email} takes the invitation; \`backlot staff remove ${email}\` withdraws it.`,
  ];
}

async function remove(email: string, { auth, db, vendor, where }: StaffCommandContext): Promise<string[]> {
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
  return lines;
}

async function list({ auth, db, vendor, where }: StaffCommandContext): Promise<string[]> {
  const staff: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.staffOf !== vendor.id) continue;
      const unverified = user.emailVerified ? "" : "  (address not verified: not staff until it is)";
      staff.push(`  ${user.email ?? "(no address)"}  ${user.uid}${unverified}`);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  const now = Date.now();
  const invites = (await pendingInvites(db(), vendor.id)).map(
    (each) =>
      `  ${each.email}  ${each.expiresAt.toMillis() > now ? "until" : "ended on"} ${inviteEnds(each)}` +
      (each.expiresAt.toMillis() > now ? "" : " (invite them again, or remove it)"),
  );
  return [
    `backlot staff: staff of ${vendor.displayName} (${vendor.id}), in ${where}:`,
    ...(staff.length > 0 ? staff.sort() : ["  none"]),
    `Invitations:`,
    ...(invites.length > 0 ? invites : ["  none"]),
  ];
}
