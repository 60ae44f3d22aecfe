// The vendor document as the server reads it: written by the seed and `backlot catalogue push`
// from the tenant (name, display name, contact details, time zone, pricing terms, prop fields).
import type { Transaction, Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type PropFieldOptions,
  type ReleaseRequirement,
  type RentalAgreement,
  addDays,
  vendorToday,
} from "@backlot/domain";
import type { InvoiceTerms, PricingTerms } from "@backlot/domain/pricing";
import type { IndexConfig } from "@backlot/search/engine";
import settingsSchema from "@backlot/tenant-config/schema/tenant.schema.json" with { type: "json" };
import { refuse } from "./callable-errors.js";

/** A pickup location as the server reads it from the vendor document. */
export interface VendorLocation {
  id: string;
  displayName: string;
  isListed: boolean;
  timezone: string;
  currency: string;
  weeklyDiscounts: number[];
}

export interface VendorDocument {
  name?: string;
  displayName?: string;
  email?: string;
  phone?: string;
  address?: { line1?: string; line2?: string; city?: string; state?: string; zip?: string; country?: string };
  website?: string;
  timezone?: string;
  terms?: PricingTerms;
  /** What a final invoice charges beyond rent: delivery, sales tax, the card fee (invoiceTermsOf; decision 0045). */
  invoiceTerms?: InvoiceTerms;
  /** How long a hold lasts before it lapses (the tenant's settings.holdHours). */
  holdHours?: number;
  /** Set-list lines one customer may hold at once (the tenant's settings.maxHeldLines). */
  maxHeldLines?: number;
  /** How many days ahead customers may ask for and book props (settings.availabilityHorizonDays). */
  availabilityHorizonDays?: number;
  /** What a prop may be edited to (`backlot catalogue push` writes it from the tenant). */
  propFields?: PropFieldOptions;
  /** The search index's settings, for a prop's Typesense document. */
  searchConfig?: IndexConfig;
  /** What must be on file before an order goes out (settings.requiredPaperwork); absent or empty: nothing. */
  requiredPaperwork?: ReleaseRequirement[];
  /** The rental agreement customers sign, its current version (`backlot catalogue push`, decision 0038). */
  agreement?: RentalAgreement;
  /** The tenant's locale, for the dates and amounts in the server's messages. */
  locale?: string;
  /** The tenant's Typesense alias (`<tenantId>-props`), which `backlot search sync` points at the catalogue. */
  searchAlias?: string;
  /** The vendor's pickup locations, home first (pickupLocationsOf); one for a vendor that lists none in vendor.json. */
  locations?: VendorLocation[];
}

/** The vendor's document in a transaction; refuses a vendor this project does not serve. */
export async function readVendor(db: Firestore, tx: Transaction, vendorId: string): Promise<VendorDocument> {
  const snap = await tx.get(db.doc(vendorPaths(vendorId).vendor));
  if (!snap.exists) refuse("not-found", `No vendor ${vendorId} on this server (run \`backlot catalogue push\`)`);
  return snap.data() as VendorDocument;
}

/** The tenant settings the vendor document carries that the commands limit with. */
type LimitSetting = "holdHours" | "maxHeldLines" | "availabilityHorizonDays";

/** A limit from the vendor document, or the tenant schema's default where an older push left it out. */
export const vendorSetting = (vendor: Pick<VendorDocument, LimitSetting>, name: LimitSetting): number =>
  vendor[name] ?? settingsSchema.properties[name].default;

/** The days a customer's rental may fall on: from today at the vendor to its horizon (availabilityHorizonDays). */
export function rentalDateBounds(
  vendor: VendorDocument,
  now = new Date(),
): { today: CalendarDate; latest: CalendarDate } {
  const today = vendorToday(vendor.timezone ?? "UTC", now);
  return { today, latest: addDays(today, vendorSetting(vendor, "availabilityHorizonDays")) };
}
