// The mail that invites someone into a production (inviteToProduction), in plain text, signed by the prop house: who
// invited them, to what, as what, and the link their verified sign-in takes it with. Pure: tested alone.
import { type ProductionRole, orderedRoles, roleDescriptions, roleLabels } from "@backlot/domain/production";
import { type MailMessage, signature, vendorName } from "../../mail/mail-texts.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** Roles as a sentence reads them: "buyer", "buyer and coordinator", "buyer, designer and coordinator". */
export function rolesInWords(roles: readonly ProductionRole[]): string {
  const names = orderedRoles(roles).map((role) => roleLabels[role].toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "no role");
}

/** Where the invitation opens: on the house's website when the tenant names one, else on its storefront. */
export function inviteLink(vendor: VendorDocument, inviteId: string): string {
  const path = `/productions/join/${inviteId}`;
  const website = vendor.website?.trim().replace(/\/+$/, "");
  return website ? `${website}${path}` : `${path} on ${vendorName(vendor)}'s storefront`;
}

export interface InviteMail {
  inviteId: string;
  /** The invited address. */
  email: string;
  productionName: string;
  /** The member who invited them, as the production names them. */
  invitedBy: string;
  roles: ProductionRole[];
  /** The day the invitation ends ("2026-12-04"). */
  ends: string;
}

export function productionInviteMail(vendor: VendorDocument, invite: InviteMail): MailMessage {
  const house = vendorName(vendor);
  const roles = orderedRoles(invite.roles);
  const whatTheyDo = roles.map((role) => `- ${roleLabels[role]}: ${roleDescriptions[role]}`).join("\n");
  return {
    subject: `${invite.invitedBy} invited you to ${invite.productionName} at ${house}`,
    text:
      [
        "Hello,",
        `${invite.invitedBy} has invited ${invite.email} to join ${invite.productionName}, a production's shared ` +
          `set lists at ${house}, as ${rolesInWords(roles)}:\n${whatTheyDo}`,
        `Open the invitation: ${inviteLink(vendor, invite.inviteId)}`,
        `Sign up there with ${invite.email} (or log in, if you have an account) and verify the address: only a ` +
          `verified sign-in with it takes the invitation, until ${invite.ends}. If you did not expect this email, ` +
          "ignore it.",
      ].join("\n\n") + `\n\n${signature(vendor)}\n`,
  };
}
