// What the server prices and mails from, written from a tenant folder: the vendor document's name,
// contact details, time zone and pricing terms, and one document per prop (name and weekly rate)
// at vendors/{id}/props. Props gone from the catalogue are deleted, so an order can never be
// priced from a withdrawn prop.
import type { Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import type { PricingTerms } from "@backlot/data/pricing";
import type { Tenant } from "@backlot/tenant-config";

/** What pricing needs of a prop; the storefront's catalogue has the rest. */
export interface PricedProp {
  id: string;
  name: string;
  weeklyRate: number;
}

/** Firestore takes at most 500 writes in a batch. */
const batchSize = 400;

export function vendorTerms(tenant: Tenant): PricingTerms {
  return {
    weeklyDiscounts: tenant.vendor.weeklyDiscounts,
    currency: tenant.settings.currency,
    hasCreditCardAuth: tenant.settings.hasCreditCardAuth,
    ccAuthProcessingPercentage: tenant.settings.ccAuthProcessingPercentage,
  };
}

export async function pushCatalogue(
  db: Firestore,
  tenant: Tenant,
  props: readonly PricedProp[],
): Promise<{ written: number; removed: number }> {
  const { vendor } = tenant;
  const paths = vendorPaths(vendor.id);
  await db.doc(paths.vendor).set(
    {
      name: vendor.name,
      displayName: vendor.displayName,
      timezone: vendor.timezone,
      terms: vendorTerms(tenant),
      // What the emails sign with, and where the prop house's own mail goes.
      email: vendor.email,
      phone: vendor.phone,
      website: vendor.website,
      address: vendor.address,
    },
    { merge: true },
  );
  const keep = new Set(props.map((prop) => prop.id));
  const existing = await db.collection(`${paths.vendor}/props`).select().get();
  const gone = existing.docs.filter((doc) => !keep.has(doc.id));
  for (let start = 0; start < props.length; start += batchSize) {
    const batch = db.batch();
    for (const prop of props.slice(start, start + batchSize)) {
      batch.set(db.doc(paths.prop(prop.id)), { name: prop.name, weeklyRate: prop.weeklyRate });
    }
    await batch.commit();
  }
  for (let start = 0; start < gone.length; start += batchSize) {
    const batch = db.batch();
    for (const doc of gone.slice(start, start + batchSize)) batch.delete(doc.ref);
    await batch.commit();
  }
  return { written: props.length, removed: gone.length };
}
