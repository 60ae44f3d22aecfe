// updateProp: staff correct a catalogue prop in the console: its name, description, weekly rate,
// stock (dock by dock, for a prop house with more than one), colours, custom fields, or whether
// customers see it. The change is checked with the one contract the console's editor uses
// (propChangeProblems, against the tenant's colours, field values and docks), written to Firestore
// with the fields it touched in `edited` (so `backlot catalogue push` keeps them), and then passed
// on to the tenant's Typesense collection where there is one. Firestore is the record: a search
// update that fails is reported, not rolled back.
import { FieldValue } from "firebase-admin/firestore";
import { defineSecret } from "firebase-functions/params";
import { onCall } from "firebase-functions/v2/https";
import { type StoredProp, currentCatalogueProp, propSearchTerms, vendorPaths } from "@backlot/data";
import {
  type Prop,
  type UpdatePropCall,
  type UpdatePropResult,
  cleanPropChanges,
  propChangeProblems,
  ValidationError,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { readVendor } from "../../shared/vendor-document.js";
import { multipleLocations } from "../../shared/pickup-location.js";
import { sendTypesenseRequest, typesensePropRequest } from "./typesense-prop.js";

/**
 * The tenant's Typesense admin key (`firebase functions:secrets:set TYPESENSE_API_KEY`); with no
 * TYPESENSE_URL in the functions' environment there is no Typesense, and the key is not read.
 */
const typesenseKey = defineSecret("TYPESENSE_API_KEY");

export const updateProp = onCall<UpdatePropCall, Promise<UpdatePropResult>>({ secrets: [typesenseKey] }, (call) =>
  answering(async () => {
    const { vendorId, propId, changes } = readCall("updateProp", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      propId: reader.propId("propId"),
      changes: reader.object("changes"),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).prop(propId));
    const { vendor, prop } = await db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const stored = (await tx.get(ref)).data() as StoredProp | undefined;
      if (!stored) refuse("not-found", `Prop ${propId} is not in the catalogue (run \`backlot catalogue push\`)`);
      if (!vendor.propFields)
        refuse("failed-precondition", `Vendor ${vendorId} has no prop fields (run catalogue push)`);
      const locationIds = multipleLocations(vendor).map((location) => location.id);
      const problems = propChangeProblems(changes, { ...vendor.propFields, locationIds });
      // A prop split between pickup locations keeps its total in step with the split (decision 0053): its stock
      // changes dock by dock, and the quantity follows.
      const split = (changes as { stockByLocation?: unknown }).stockByLocation;
      if (stored.stockByLocation && split === undefined && changes.quantity !== undefined)
        if (changes.quantity !== stored.quantity)
          problems.push({
            field: "quantity",
            message: "is split between the pickup locations; change each one's stock",
          });
      // The commands' one shape for bad input: details.fieldErrors, by field (callable-errors.ts).
      if (problems.length) {
        throw new ValidationError(
          `Prop ${propId}`,
          Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
        );
      }
      // Only the docks changed are sent: the others keep what is stored (two staff editing two docks at once).
      const merged =
        changes.stockByLocation && stored.stockByLocation
          ? { ...changes, stockByLocation: { ...stored.stockByLocation, ...changes.stockByLocation } }
          : changes;
      const clean = cleanPropChanges(merged, locationIds);
      const fields = Object.keys(clean);
      tx.update(ref, {
        ...clean,
        ...(clean.name !== undefined ? { searchTerms: propSearchTerms(clean.name, propId) } : {}),
        edited: FieldValue.arrayUnion(...fields),
        // A name, never an address: the prop document is public.
        editedBy: staff.name,
        editedAt: FieldValue.serverTimestamp(),
      });
      return { vendor, prop: { ...stored, ...clean } };
    });

    const url = process.env.TYPESENSE_URL;
    if (!url || !vendor.searchConfig || !vendor.searchAlias) return { search: { status: "none" } };
    try {
      const document = currentCatalogueProp(propId, prop) as unknown as Prop;
      const request = typesensePropRequest(
        { url, apiKey: typesenseKey.value() },
        vendor.searchAlias,
        document,
        prop.catalogueOrder,
        vendor.searchConfig,
      );
      return { search: { status: await sendTypesenseRequest(request) } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { search: { status: "failed", message: `${message}; run \`backlot search sync\` to catch search up` } };
    }
  }),
);
