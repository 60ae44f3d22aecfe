// An invoice's PDF as a mail attachment (the Trigger Email extension's `attachments`: base64 content), printed by
// @backlot/print as the console and the storefront print it, from the vendor document's name, address and contacts.
import { houseInvoicePdf } from "@backlot/print/invoice";
import type { Invoice } from "@backlot/domain";
import type { VendorDocument } from "../../shared/vendor-document.js";

export interface MailAttachment {
  filename: string;
  content: string;
  encoding: "base64";
  contentType: "application/pdf";
}

export async function invoicePdfAttachment(vendor: VendorDocument, invoice: Invoice): Promise<MailAttachment> {
  const { bytes, fileName } = await houseInvoicePdf(invoice, {
    vendor: {
      displayName: vendor.displayName ?? vendor.name ?? "The prop house",
      email: vendor.email,
      phone: vendor.phone,
      website: vendor.website,
      timezone: vendor.timezone ?? "UTC",
      address: vendor.address,
    },
    settings: { locale: vendor.locale ?? "en-US" },
  });
  return {
    filename: fileName,
    content: Buffer.from(bytes).toString("base64"),
    encoding: "base64",
    contentType: "application/pdf",
  };
}
