// What the server prices and mails from, written from a tenant folder: the vendor document's name,
// contact details, time zone, pricing terms and what a prop may be edited to (colours, custom
// fields, the search index's settings), and one document per prop at vendors/{id}/props
// (@backlot/data's StoredProp). Props gone from the catalogue are deleted, so an order can never
// be priced from a withdrawn prop. A field staff changed in the console (listed in the prop's
// `edited`) keeps the console's value: the file is the catalogue, the console its corrections.
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import {
  type CatalogueEntry,
  type StoredProp,
  consoleEdits,
  propSearchTerms,
  storedProp,
  vendorPaths,
} from "@backlot/data";
import { pricingTermsOf } from "@backlot/domain/pricing";
import { indexConfigFromTenant } from "@backlot/search/engine";
import { aliasFor } from "@backlot/search/typesense";
import type { Tenant } from "@backlot/tenant-config";
import { type AgreementFile, agreementField } from "./push-agreement.js";

/** Firestore takes at most 500 writes in a batch. */
const batchSize = 400;

export interface PushResult {
  written: number;
  removed: number;
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
  await db.doc(paths.vendor).set(
    {
      name: vendor.name,
      displayName: vendor.displayName,
      timezone: vendor.timezone,
      terms: pricingTermsOf(tenant),
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
    },
    { merge: true },
  );
  const keep = new Set(props.map((prop) => prop.id));
  const existing = await db.collection(paths.props).select("edited").get();
  const gone = existing.docs.filter((doc) => !keep.has(doc.id));
  const edited = existing.docs.filter(
    (doc) => keep.has(doc.id) && (doc.get("edited") as unknown[] | undefined)?.length,
  );
  const editedDocs = new Map(
    (edited.length ? await db.getAll(...edited.map((doc) => doc.ref)) : []).map((doc) => [doc.id, doc]),
  );
  const kept: PushResult["kept"] = [];
  for (let start = 0; start < props.length; start += batchSize) {
    const batch = db.batch();
    props.slice(start, start + batchSize).forEach((prop, index) => {
      const stored = withConsoleEdits(prop.id, storedProp(prop, start + index), editedDocs.get(prop.id));
      if (stored.edited.length) kept.push({ propId: prop.id, fields: stored.edited });
      batch.set(db.doc(paths.prop(prop.id)), stored);
    });
    await batch.commit();
  }
  for (let start = 0; start < gone.length; start += batchSize) {
    const batch = db.batch();
    for (const doc of gone.slice(start, start + batchSize)) batch.delete(doc.ref);
    await batch.commit();
  }
  return { written: props.length, removed: gone.length, kept };
}
