// What the server prices and mails from, written from a tenant folder: the vendor document's name,
// contact details, time zone and pricing terms, and one document per prop at vendors/{id}/props
// (@backlot/data's StoredProp: name, weekly rate, stock, first photo, department and search terms,
// what the console shows). Props gone from the catalogue are deleted, so an order can never be
// priced from a withdrawn prop.
import type { Firestore } from "firebase-admin/firestore";
import { type CatalogueEntry, storedProp, vendorPaths } from "@backlot/data";
import { pricingTermsOf } from "@backlot/data/pricing";
import type { Tenant } from "@backlot/tenant-config";

/** Firestore takes at most 500 writes in a batch. */
const batchSize = 400;

export async function pushCatalogue(
  db: Firestore,
  tenant: Tenant,
  props: readonly CatalogueEntry[],
): Promise<{ written: number; removed: number }> {
  const { vendor } = tenant;
  const paths = vendorPaths(vendor.id);
  await db.doc(paths.vendor).set(
    {
      name: vendor.name,
      displayName: vendor.displayName,
      timezone: vendor.timezone,
      terms: pricingTermsOf(tenant),
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
      batch.set(db.doc(paths.prop(prop.id)), storedProp(prop));
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
