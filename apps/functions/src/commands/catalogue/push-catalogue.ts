// What the server prices and mails from, written from a tenant folder: the vendor document's name,
// contact details, time zone, pricing terms and what a prop may be edited to (colours, custom
// fields, the search index's settings), and one document per prop at vendors/{id}/props
// (@backlot/data's StoredProp). Props gone from the catalogue are deleted, so an order can never
// be priced from a withdrawn prop. A field staff changed in the console (listed in the prop's
// `edited`) keeps the console's value: the file is the catalogue, the console its corrections.
// A listed prop's document is public, so a prop's dock facts (where it is kept, what a lost one
// costs) go to a staff-only document beside it, vendors/{id}/propDockFacts/{propId}, written from
// the file every time and deleted with its prop or its last fact (decision 0041).
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import {
  type CatalogueEntry,
  type StoredProp,
  consoleEdits,
  propSearchTerms,
  storedDockFacts,
  storedProp,
  vendorPaths,
} from "@backlot/data";
import { invoiceTermsOf, pricingTermsOf } from "@backlot/domain/pricing";
import { indexConfigFromTenant } from "@backlot/search/engine";
import { aliasFor } from "@backlot/search/typesense";
import { type Tenant, pickupLocationsOf } from "@backlot/tenant-config";
import type { VendorLocation } from "../../shared/vendor-document.js";
import { type AgreementFile, agreementField } from "./push-agreement.js";

/** Firestore takes at most 500 writes in a batch: a prop and its dock facts are two. */
const batchSize = 200;

export interface PushResult {
  written: number;
  removed: number;
  /** Props with dock facts (a location or a replacement value), in their staff-only documents. */
  dockFacts: number;
  /** Props whose console edits were kept, with the fields. */
  kept: { propId: string; fields: string[] }[];
}

/** The stored prop from the file, with the values of the fields staff edited carried over. */
function withConsoleEdits(propId: string, fromFile: StoredProp, existing: DocumentSnapshot | undefined): StoredProp {
  const current = existing?.data() as StoredProp | undefined;
  if (!current || (current.edited ?? []).length === 0) return fromFile;
  const merged = { ...fromFile, ...consoleEdits(current) };
  return {
    ...merged,
    searchTerms: propSearchTerms(merged.name, propId),
    edited: current.edited,
    ...(current.editedBy ? { editedBy: current.editedBy } : {}),
    ...(current.editedAt ? { editedAt: current.editedAt } : {}),
  };
}

export async function pushCatalogue(
  db: Firestore,
  tenant: Tenant,
  props: readonly CatalogueEntry[],
  /** content/rental-agreement.md (null: the tenant has none); left out, the pushed agreement stays as it is. */
  agreement?: AgreementFile | null,
): Promise<PushResult> {
  const { vendor, settings } = tenant;
  const paths = vendorPaths(vendor.id);
  const locations: VendorLocation[] = pickupLocationsOf(tenant).map(
    ({ id, displayName, isListed, timezone, currency, weeklyDiscounts }) => ({
      id,
      displayName,
      isListed,
      timezone,
      currency,
      weeklyDiscounts,
    }),
  );
  const locationIds = locations.map((location) => location.id);
  await db.doc(paths.vendor).set(
    {
      name: vendor.name,
      displayName: vendor.displayName,
      timezone: vendor.timezone,
      terms: pricingTermsOf(tenant),
      invoiceTerms: invoiceTermsOf(tenant),
      holdHours: settings.holdHours,
      maxHeldLines: settings.maxHeldLines,
      availabilityHorizonDays: settings.availabilityHorizonDays,
      requiredPaperwork: settings.requiredPaperwork,
      locale: settings.locale,
      // The rental agreement customers sign, by version (decision 0038).
      ...(await agreementField(db, paths.vendor, agreement)),
      // What the emails sign with, and where the prop house's own mail goes.
      email: vendor.email,
      phone: vendor.phone,
      website: vendor.website,
      address: vendor.address,
      // What updateProp checks a change against, and builds a search document with.
      propFields: {
        colors: Object.keys(settings.colors),
        customFields: settings.customFields.map((field) => ({ id: field.id, values: [...field.values] })),
      },
      searchConfig: indexConfigFromTenant(tenant),
      // The Typesense alias `backlot search sync` keeps for this tenant (named by the tenant's id, not the vendor's).
      searchAlias: aliasFor(tenant.id),
      // Where customers pick up, home first: what the commands book at and check a named location against.
      locations,
    },
    { merge: true },
  );
  const keep = new Set(props.map((prop) => prop.id));
  const existing = await db.collection(paths.props).select("edited").get();
  // Dock facts are few writes when few props have them: only those that are there are deleted.
  const existingFacts = new Set((await db.collection(paths.propDockFacts).select().get()).docs.map((doc) => doc.id));
  const gone = existing.docs.filter((doc) => !keep.has(doc.id));
  const edited = existing.docs.filter(
    (doc) => keep.has(doc.id) && (doc.get("edited") as unknown[] | undefined)?.length,
  );
  const editedDocs = new Map(
    (edited.length ? await db.getAll(...edited.map((doc) => doc.ref)) : []).map((doc) => [doc.id, doc]),
  );
  const kept: PushResult["kept"] = [];
  let dockFacts = 0;
  for (let start = 0; start < props.length; start += batchSize) {
    const batch = db.batch();
    props.slice(start, start + batchSize).forEach((prop, index) => {
      const stored = withConsoleEdits(prop.id, storedProp(prop, start + index, locationIds), editedDocs.get(prop.id));
      if (stored.edited.length) kept.push({ propId: prop.id, fields: stored.edited });
      batch.set(db.doc(paths.prop(prop.id)), stored);
      // Written whole from the file, so a fact taken out of the file is gone here too.
      const facts = storedDockFacts(prop);
      if (facts) {
        dockFacts++;
        batch.set(db.doc(paths.propDockFactsOf(prop.id)), facts);
      } else if (existingFacts.has(prop.id)) batch.delete(db.doc(paths.propDockFactsOf(prop.id)));
    });
    await batch.commit();
  }
  // Withdrawn props, with their dock facts; and dock facts left without a prop.
  const goneIds = [...new Set([...gone.map((doc) => doc.id), ...[...existingFacts].filter((id) => !keep.has(id))])];
  for (let start = 0; start < goneIds.length; start += batchSize) {
    const batch = db.batch();
    for (const propId of goneIds.slice(start, start + batchSize)) {
      batch.delete(db.doc(paths.prop(propId)));
      batch.delete(db.doc(paths.propDockFactsOf(propId)));
    }
    await batch.commit();
  }
  return { written: props.length, removed: gone.length, dockFacts, kept };
}
