// A prop's dock facts (where the house keeps it, what it charges when one is lost) as Firestore holds them: one
// document per prop that has any, at vendors/{id}/propDockFacts/{propId}, beside the public prop document (decision
// 0041). `backlot catalogue push` writes them from the catalogue file and deletes them with their prop; only the
// vendor's staff read them (firestore.rules), for the prop page and the pull sheet.
import { type DockFacts, dockFactsOf } from "@backlot/domain/catalogue";
import type { DocumentStore } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";

/** Where the prop is kept, and what a lost one is charged at (minor units): only the facts it has. */
export type StoredDockFacts = DockFacts;

/** The document `backlot catalogue push` writes for a catalogue prop; null when it has no dock facts (none is kept). */
export const storedDockFacts = (prop: DockFacts): StoredDockFacts | null => dockFactsOf(prop);

export function dockFacts(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  return {
    path: paths.propDockFactsOf,
    /** Each prop's dock facts, in the order asked; {} for a prop that has none. Staff only. */
    async getMany(propIds: readonly string[]): Promise<StoredDockFacts[]> {
      const snapshots = await Promise.all(propIds.map((id) => store.get<StoredDockFacts>(paths.propDockFactsOf(id))));
      return snapshots.map((snap) => snap.data ?? {});
    },
  };
}

export type DockFactsRepository = ReturnType<typeof dockFacts>;
