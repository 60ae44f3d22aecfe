// "Download the signed PDF": the PDF builder (pdf-lib, in @backlot/ui) loads on the click, never with the page.
import type { AgreementSignature, Order } from "@backlot/domain";
import { settings, vendor } from "../../app/tenant.js";

export async function downloadSignedPdf(orderId: string, order: Order, signature: AgreementSignature): Promise<void> {
  const { signedAgreementPdf, signedAgreementFileName } = await import("@backlot/ui/signed-agreement-pdf");
  const bytes = await signedAgreementPdf({
    orderId,
    order,
    signature,
    house: vendor.displayName,
    locale: settings.locale,
    timeZone: vendor.timezone,
  });
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: signedAgreementFileName(orderId) });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has taken the file by the next task; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
