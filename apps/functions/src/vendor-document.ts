// The vendor document as the server reads it: written by the seed and `backlot catalogue push`
// from the tenant (name, display name, contact details, time zone, pricing terms, prop fields).
import type { Transaction, Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import type { PricingTerms } from "@backlot/data/pricing";
import type { PropFieldOptions } from "@backlot/data";
import type { IndexConfig } from "@backlot/search/engine";
import { refuse } from "./callable-errors.js";

export interface VendorDocument {
  name?: string;
  displayName?: string;
  email?: string;
  phone?: string;
  address?: { line1?: string; line2?: string; city?: string; state?: string; zip?: string; country?: string };
  website?: string;
  timezone?: string;
  terms?: PricingTerms;
  /** How long a hold lasts before it lapses (the tenant's settings.holdHours). */
  holdHours?: number;
  /** What a prop may be edited to (`backlot catalogue push` writes it from the tenant). */
  propFields?: PropFieldOptions;
  /** The search index's settings, for a prop's Typesense document. */
  searchConfig?: IndexConfig;
  /** The tenant's Typesense alias (`<tenantId>-props`), which `backlot search sync` points at the catalogue. */
  searchAlias?: string;
}

/** The vendor's document in a transaction; refuses a vendor this project does not serve. */
export async function readVendor(db: Firestore, tx: Transaction, vendorId: string): Promise<VendorDocument> {
  const snap = await tx.get(db.doc(vendorPaths(vendorId).vendor));
  if (!snap.exists) refuse("not-found", `No vendor ${vendorId} on this server (run \`backlot catalogue push\`)`);
  return snap.data() as VendorDocument;
}
