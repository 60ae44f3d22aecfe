// "Download the signed PDF": the PDF builder (pdf-lib, in @backlot/ui) loads on the click, never with the page.
import type { AgreementSignature, Order } from "@backlot/domain";
import { settings, vendor } from "../../app/tenant.js";

export async function downloadSignedPdf(orderId: string, order: Order, signature: AgreementSignature): Promise<void> {
  const { downloadSignedAgreement } = await import("@backlot/ui/signed-agreement-pdf");
  await downloadSignedAgreement({
    orderId,
    order,
    signature,
    house: vendor.displayName,
    locale: settings.locale,
    timeZone: vendor.timezone,
  });
}
