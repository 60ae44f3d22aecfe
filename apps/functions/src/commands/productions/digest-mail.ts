// The mail a member gets about one list once its quiet period is over (mailProductionDigests): what happened, in the
// feed's sentences, and where to open the list. Plain text, signed by the prop house. Pure: tested alone.
import { productionMailQuietMs } from "@backlot/domain";
import { type MailMessage, signature, vendorName } from "../../mail/mail-texts.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** The list's page on the storefront: the production room's route (apps/storefront/src/productions). */
export const productionListPath = (productionId: string, listId: string): string =>
  `/productions/${productionId}/lists/${listId}`;

/** The list's address on the house's website when the tenant names one, else where to find it on the storefront. */
export function productionListLink(vendor: VendorDocument, productionId: string, listId: string): string {
  const path = productionListPath(productionId, listId);
  const website = vendor.website?.trim().replace(/\/+$/, "");
  return website ? `${website}${path}` : `${path} on ${vendorName(vendor)}'s storefront`;
}

export interface ProductionDigest {
  /** The member, as the production names them. */
  name: string;
  productionId: string;
  productionName: string;
  listId: string;
  listName: string;
  /** What happened, oldest first, each a sentence of the feed ("Dana approved 3 lines of Kitchen"). */
  items: string[];
}

export function productionDigestMail(vendor: VendorDocument, digest: ProductionDigest): MailMessage {
  const count = digest.items.length;
  const updates = count === 1 ? "1 update" : `${count} updates`;
  return {
    subject: `${digest.listName} (${digest.productionName}): ${updates}`,
    text:
      [
        `Hello ${digest.name},`,
        `What happened to ${digest.listName}, a list of ${digest.productionName}:`,
        digest.items.map((item) => `- ${item.replace(/\n/g, "\n  ")}`).join("\n"),
        `Open the list: ${productionListLink(vendor, digest.productionId, digest.listId)}`,
        `You get one mail per list, gathering what happens to it over ${productionMailQuietMs / 60_000} minutes.`,
      ].join("\n\n") + `\n\n${signature(vendor)}\n`,
  };
}
