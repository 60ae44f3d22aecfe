// The release gate, seen from both sides on `npm start` (issue 33): two customers, each with a confirmed order picked
// up in a few days. Lee's insurance lapsed last week and they have no card or terms, so the order cannot go out (the
// console refuses it, naming why; their order page lists what is missing). Riley's certificate covers the rental,
// the account is on Net 30 terms and the agreement is signed, so it can. Written as the server would leave them
// (papers reviewed, the order confirmed and booked, the signature kept), after `backlot catalogue push` has stored
// the prices and the agreement. The certificates are real PDFs in the file store stand-in, so staff can open them.
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { DocumentStore } from "@backlot/data";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type RentalAgreement,
  addDays,
  bookingKey,
  estimateRental,
  orderReference,
  paperworkFolder,
  rentalWeeks,
  signatureId,
  vendorToday,
  withBooking,
} from "@backlot/domain";
import { pricingTermsOf } from "@backlot/domain/pricing";
import { seedStoredFile } from "@backlot/emulators";
import type { Tenant } from "@backlot/tenant-config";
import type { CreatedDemoAccount } from "./demo-accounts.js";

export interface PaperworkSeed {
  store: DocumentStore;
  tenant: Pick<Tenant, "vendor" | "settings">;
  accounts: readonly CreatedDemoAccount[];
  /** The file store stand-in's folder. */
  fileStoreRoot: string;
  staff: { uid: string; name: string };
}

/** A one-page certificate of insurance, as a broker would send it (the e2e uploads one too). */
export async function certificatePdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 56, y: 720 - index * 22, size: index === 0 ? 16 : 11, font }),
  );
  return pdf.save();
}

export async function seedPaperwork({ store, tenant, accounts, fileStoreRoot, staff }: PaperworkSeed): Promise<void> {
  const { vendor } = tenant;
  const paths = vendorPaths(vendor.id);
  const vendorDoc = (await store.get<{ agreement?: RentalAgreement; timezone?: string }>(paths.vendor)).data;
  const props = (await store.query<{ name: string; weeklyRate: number }>({ collection: paths.props, limit: 2 }))
    .map((snap) => ({ propId: snap.id, ...snap.data }))
    .filter(
      (prop): prop is { propId: string; name: string; weeklyRate: number } => typeof prop.weeklyRate === "number",
    );
  if (props.length === 0) throw new Error("seedPaperwork runs after `backlot catalogue push`: no props are stored yet");
  const today = vendorToday(vendor.timezone);
  const day = (days: number): CalendarDate => addDays(today, days);
  const now = new Date();

  for (const account of accounts) {
    if (!account.paperwork) continue;
    const { kind, orderId } = account.paperwork;
    const complete = kind === "complete";
    const name = complete ? "Riley Ready" : "Lee Lapsed";
    const production = complete ? "Harbor Lights (feature)" : "Night Shift (series)";
    const pickUpDate = day(complete ? 2 : 3);
    const returnDate = addDays(pickUpDate, 14);
    const lines = props.map((prop, index) => ({ propId: prop.propId, quantity: index + 1 }));
    const estimate = estimateRental(
      props.map((prop, index) => ({ ...prop, quantity: index + 1 })),
      rentalWeeks(pickUpDate, returnDate),
      pricingTermsOf(tenant),
    );
    const placedAt = new Date(now.getTime() - 3 * 86_400_000);
    await store.set(paths.order(orderId), {
      uid: account.uid,
      setListId: `${orderId}-list`,
      setListName: `${production}: diner set`,
      lines,
      pickUpDate,
      returnDate,
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      contact: { name, email: account.email, phone: "+1 212 555 0134", company: production },
      status: "confirmed",
      createdAt: placedAt,
      statusNote: "",
      history: [
        { status: "placed", at: placedAt, by: account.uid, byName: name, note: "" },
        { status: "confirmed", at: new Date(now.getTime() - 86_400_000), by: staff.uid, byName: staff.name, note: "" },
      ],
      estimate,
    });
    // Confirmed orders hold their props until they come back (as setOrderStatus books them).
    for (const line of lines) {
      const current = (await store.get<{ bookings?: [] }>(paths.propBooking(line.propId))).data?.bookings ?? [];
      const booking = {
        key: bookingKey.order(orderId),
        kind: "order" as const,
        uid: account.uid,
        propId: line.propId,
        quantity: line.quantity,
        from: pickUpDate,
        to: returnDate,
        expiresAt: null,
        ref: `order ${orderReference(orderId)}`,
      };
      await store.set(paths.propBooking(line.propId), {
        propId: line.propId,
        ...withBooking(current, [booking.key], booking, now),
      });
    }

    // The certificate: accepted, and either covering the rental or lapsed last week (so the reminders expired it).
    const file = {
      path: `${paperworkFolder(vendor.id, account.uid)}demo-coi.pdf`,
      name: "certificate-of-insurance.pdf",
    };
    const coverageStart = day(complete ? -30 : -365);
    const coverageEnd = day(complete ? 335 : -7);
    const [insurer, policy] = complete ? ["Film Risk Mutual", "FRM-88231"] : ["Stagehand Casualty", "SHC-10442"];
    const bytes = await certificatePdf([
      "CERTIFICATE OF LIABILITY INSURANCE (demo)",
      `Insured: ${production}, attn. ${name}`,
      `Insurer: ${insurer}, policy ${policy}`,
      `Coverage: ${coverageStart} to ${coverageEnd}; $1,000,000 each occurrence`,
      `Certificate holder, additional insured and loss payee: ${vendor.name}`,
    ]);
    await seedStoredFile(fileStoreRoot, file.path, {
      contentType: "application/pdf",
      size: bytes.length,
      uid: account.uid,
      bytes,
    });
    const reviewed = {
      reviewedBy: staff.uid,
      reviewedByName: staff.name,
      reviewedAt: new Date(now.getTime() - 20 * 86_400_000),
    };
    await store.set(paths.paper(`${orderId}-insurance`), {
      uid: account.uid,
      kind: "insurance",
      state: complete ? "accepted" : "expired",
      sentAt: new Date(now.getTime() - 21 * 86_400_000),
      ...reviewed,
      file: { ...file, contentType: "application/pdf", size: bytes.length },
      insurer,
      policyNumber: policy,
      coverageStart,
      coverageEnd,
      limit: 100_000_000,
      additionalInsured: true,
      lossPayee: true,
      // The reminders went out before it lapsed.
      ...(complete ? {} : { remindedFor: [14, 1, 0] }),
    });
    if (!complete) continue;
    await store.set(paths.paper(`${orderId}-terms`), {
      uid: account.uid,
      kind: "accountTerms",
      state: "accepted",
      sentAt: reviewed.reviewedAt,
      ...reviewed,
      terms: "Net 30",
      creditLimit: 2_500_000,
    });
    const agreement = vendorDoc?.agreement;
    if (agreement) {
      await store.set(paths.signature(signatureId(orderId, agreement.version)), {
        orderId,
        uid: account.uid,
        version: agreement.version,
        agreementTitle: agreement.title,
        agreementText: agreement.text,
        name,
        signature: null,
        account: { uid: account.uid, email: account.email, name },
        address: "127.0.0.1",
        signedAt: new Date(now.getTime() - 2 * 86_400_000),
        actedBy: null,
      });
    }
  }
}
