// The signed rental agreement as a PDF, made in the browser from what the customer and the prop house's staff can
// both read (the order, and the signature with the text it signed): the agreement, the order's lines, dates and
// estimate, and the signature: the typed name, the drawn image, the time, the agreement's version (SHA-256) and the
// address it came from. Both apps load this module on click (decision 0038), so pdf-lib never weighs on a first load.
import { PDFDocument } from "pdf-lib";
import {
  type AgreementSignature,
  type Order,
  formatMoney,
  formatRentalDates,
  orderReference,
  shortVersion,
} from "@backlot/domain";
import { markdownBlocks } from "./markdown-blocks.js";
import { pdfWriter } from "./pdf-writer.js";
import { savePdf } from "../save-file/index.js";

/** What the PDF shows of the order's estimate: its lines' totals and the sums (a RentalEstimate has all of it). */
export interface SignedOrderEstimate {
  weeks: number;
  currency: string;
  lines: readonly { quantity: number; name: string; total: number }[];
  subtotal: number;
  cardAuthorisation: number | null;
}

export interface SignedAgreementInput {
  orderId: string;
  order: Pick<Order, "setListName" | "pickUpDate" | "returnDate" | "lines" | "contact"> & {
    estimate?: SignedOrderEstimate | undefined;
  };
  signature: AgreementSignature;
  /** The prop house as the PDF names it ("Bowery Prop House"). */
  house: string;
  locale: string;
  /** The prop house's time zone, for the time of signing. */
  timeZone: string;
}

/** The PNG bytes of a data URL (the drawn signature). */
const pngBytes = (dataUrl: string): Uint8Array =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0));

export async function signedAgreementPdf({
  orderId,
  order,
  signature,
  house,
  locale,
  timeZone,
}: SignedAgreementInput): Promise<Uint8Array> {
  const reference = orderReference(orderId);
  const signedAt = new Date(signature.signedAt);
  const document = await PDFDocument.create();
  document.setTitle(`${signature.agreementTitle}, signed for order ${reference}`);
  document.setAuthor(house);
  document.setSubject(`Signed by ${signature.name}, version ${signature.version}`);
  document.setProducer("Backlot");
  document.setCreationDate(new Date());
  const pdf = await pdfWriter(document);

  pdf.text(signature.agreementTitle, { size: 18, bold: true, after: 2 });
  pdf.text(`${house} · order ${reference}`, { muted: true, after: 14 });
  for (const block of markdownBlocks(signature.agreementText)) {
    if (block.kind === "heading") {
      pdf.space(4);
      pdf.text(block.text, { bold: true, size: block.level <= 1 ? 14 : 11.5, after: 4 });
    } else if (block.kind === "item") pdf.item(block.marker, block.text, { after: 3 });
    else pdf.text(block.text, { after: 6 });
  }

  pdf.space(10);
  pdf.text(`The order: ${reference}`, { bold: true, size: 14, after: 4 });
  pdf.text(`${order.setListName} · ${formatRentalDates(order.pickUpDate, order.returnDate, locale)}`);
  const { contact } = order;
  pdf.text(`For ${[contact.name, contact.company, contact.email].filter(Boolean).join(", ")}`, { after: 6 });
  const { estimate } = order;
  if (estimate) {
    const money = (amount: number) => formatMoney(amount, estimate.currency, locale);
    for (const line of estimate.lines)
      pdf.item("•", `${line.quantity} × ${line.name}: ${money(line.total)}`, { after: 2 });
    pdf.space(4);
    const weeks = `${estimate.weeks} ${estimate.weeks === 1 ? "week" : "weeks"}`;
    pdf.text(`Estimate for ${weeks}: ${money(estimate.subtotal)}`, { bold: true, after: 2 });
    if (estimate.cardAuthorisation !== null)
      pdf.text(`Card authorisation (with processing): ${money(estimate.cardAuthorisation)}`, { after: 2 });
  } else {
    for (const line of order.lines) pdf.item("•", `${line.quantity} × ${line.propId}`, { after: 2 });
    pdf.text("This order has no price yet: the prop house confirms it.", { muted: true });
  }

  pdf.space(14);
  pdf.text("Signed", { bold: true, size: 14, after: 6 });
  if (signature.signature) await pdf.image(pngBytes(signature.signature), 240, 80);
  else pdf.text("Signed with the typed name alone (no drawn signature).", { muted: true });
  pdf.text(signature.name, { bold: true, size: 12, after: 4 });
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "long", timeZone }).format(signedAt);
  pdf.text(`On ${time} (${signedAt.toISOString()})`, { after: 2 });
  const { account } = signature;
  pdf.text(`From the account ${account.name} <${account.email}> (${account.uid})`, { after: 2 });
  if (signature.actedBy)
    pdf.text(`Signed by ${signature.actedBy.staffName} (staff of ${house}) for ${account.name}`, { after: 2 });
  pdf.text(signature.address ? `From the address ${signature.address}` : "No address was recorded for the request", {
    after: 2,
  });
  pdf.text("Agreement version (SHA-256 of its text):", { after: 1 });
  pdf.text(signature.version, { mono: true, size: 9 });

  pdf.finish(
    (page, pages) => `${house} · ${reference} · version ${shortVersion(signature.version)} · ${page}/${pages}`,
  );
  return document.save();
}

/** The file name a download gets: "O-8JD2KQ0A-rental-agreement.pdf". */
export const signedAgreementFileName = (orderId: string) => `${orderReference(orderId)}-rental-agreement.pdf`;

/** "Download the signed PDF", on either side: built in the browser from what both can read, and saved. */
export async function downloadSignedAgreement(input: SignedAgreementInput): Promise<void> {
  const bytes = await signedAgreementPdf(input);
  savePdf(bytes, signedAgreementFileName(input.orderId));
}
