// The console's corrections, back into the tenant's catalogue file: for every prop staff edited
// (its `edited` fields), the file's prop takes Firestore's values. The storefront's pages and its
// built-in search index are made from the file, so this is how a tenant's next build shows them.
import type { Firestore } from "firebase-admin/firestore";
import { type StoredProp, consoleEdits, vendorPaths } from "@backlot/data";
import { type PropEditField } from "@backlot/domain";

export interface PulledProp {
  propId: string;
  fields: PropEditField[];
}

/** The catalogue with the console's edits applied, and which props and fields they touched. */
export async function pullCatalogue<Prop extends { id: string }>(
  db: Firestore,
  vendorId: string,
  props: readonly Prop[],
): Promise<{ props: Prop[]; pulled: PulledProp[] }> {
  const stored = await db.collection(vendorPaths(vendorId).props).get();
  const edits = new Map(
    stored.docs
      .map((doc) => [doc.id, doc.data() as StoredProp] as const)
      .filter(([, prop]) => (prop.edited ?? []).length > 0),
  );
  const pulled: PulledProp[] = [];
  const updated = props.map((prop) => {
    const edited = edits.get(prop.id);
    if (!edited) return prop;
    const changes = consoleEdits(edited);
    const fields = edited.edited.filter(
      (field) => JSON.stringify(changes[field]) !== JSON.stringify(prop[field as never]),
    );
    if (fields.length === 0) return prop;
    pulled.push({ propId: prop.id, fields });
    return { ...prop, ...changes };
  });
  return { props: updated, pulled };
}
