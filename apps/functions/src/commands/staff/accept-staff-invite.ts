// acceptStaffInvite: the console calls it when someone signs in without a staff claim. If the
// prop house invited their address (`backlot staff add <email> --invite`) and the address is
// verified, they become staff (the staffOf claim) and the invitation is used up. An unverified
// account is refused before any invitation is looked at: the address may not be theirs.
import { onCall } from "firebase-functions/v2/https";
import { type AcceptStaffInviteCall, type AcceptStaffInviteResult, impersonationOf } from "@backlot/domain";
import { auth, firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { customerOf } from "../../shared/callers.js";
import { type StaffInvite, inviteEnds, isInvitable, normalisedEmail, staffInvitePath } from "./staff-invites.js";

export const acceptStaffInvite = onCall<AcceptStaffInviteCall, Promise<AcceptStaffInviteResult>>((call) =>
  answering(async () => {
    const { vendorId } = readCall("acceptStaffInvite", call.data, (reader) => ({ vendorId: reader.vendorId() }));
    const uid = customerOf(call.auth);
    // Staff signed in as a customer act for the customer, never as them: the invited person signs in.
    if (impersonationOf(call.auth?.token ?? {}) !== null) {
      refuse("permission-denied", "A staff session as a customer cannot take a staff invitation; sign in as yourself");
    }
    // The Auth record, not only the token: an address changed or verified since the token was made counts.
    const user = await auth().getUser(uid);
    const email = normalisedEmail(user.email ?? "");
    if (!email || normalisedEmail(call.auth?.token.email ?? "") !== email) {
      refuse("failed-precondition", "Sign in again with the address you were invited at, then try again");
    }
    if (!user.emailVerified || call.auth?.token.email_verified !== true) {
      refuse(
        "failed-precondition",
        `Verify your email address (${email}) first: follow the link in the verification email, then sign in again`,
      );
    }
    const notInvited: () => never = () =>
      refuse("not-found", `No one at ${vendorId} invited ${email} to be staff: ask a manager to invite you`);
    // An address no invitation could be written for has none.
    if (!isInvitable(email)) notInvited();
    const ref = firestore().doc(staffInvitePath(email));
    const invite = (await ref.get()).data() as StaffInvite | undefined;
    if (invite?.vendorId !== vendorId) notInvited();
    if (invite.expiresAt.toMillis() <= Date.now()) {
      refuse(
        "failed-precondition",
        `Your invitation ended on ${inviteEnds(invite)}: ask a manager to invite you again`,
      );
    }
    const claims = user.customClaims ?? {};
    if (claims.staffOf !== undefined && claims.staffOf !== vendorId) {
      const other = String(claims.staffOf);
      refuse("failed-precondition", `${email} is staff of ${other} already; an account is staff of one vendor`);
    }
    // The claim first: should the delete fail, calling again finds the invitation and ends the same.
    await auth().setCustomUserClaims(uid, { ...claims, staffOf: vendorId });
    await ref.delete();
    return { staffOf: vendorId };
  }),
);
