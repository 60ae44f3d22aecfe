// The catalogue as the server and the console read it: one document per prop at
// vendors/{id}/props/{propId}, written by `backlot catalogue push` from the tenant's catalogue.
// placeOrder and answerQuote price and name props from it; the console shows a line's picture and
// stock from it and finds props to add by name or item number (searchTerms).
import type { DocumentStore } from "../port/document-store.js";
import { searchPrefixes } from "../search-terms.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

/** A prop as Firestore holds it. */
export interface StoredProp {
  name: string;
  /** Minor units (cents) for one item for one week. */
  weeklyRate: number;
  /** How many the prop house has. */
  quantity: number;
  /** The first photo, as the storefront serves it; null when it has none. */
  image: { url: string; width: number; height: number } | null;
  department: string;
  category: string;
  listed: boolean;
  /** searchPrefixes of its name and item number. */
  searchTerms: string[];
}

/** What the stored document is made from (the shape of @backlot/search's catalogue Prop). */
export interface CatalogueEntry {
  id: string;
  name: string;
  weeklyRate: number;
  quantity: number;
  images: readonly { url: string; width: number; height: number }[];
  department: string;
  category: string;
  listed: boolean;
}

export function storedProp(prop: CatalogueEntry): StoredProp {
  const image = prop.images[0];
  return {
    name: prop.name,
    weeklyRate: prop.weeklyRate,
    quantity: prop.quantity,
    image: image ? { url: image.url, width: image.width, height: image.height } : null,
    department: prop.department,
    category: prop.category,
    listed: prop.listed,
    searchTerms: searchPrefixes(prop.name, prop.id),
  };
}

export function catalogueProps(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  return {
    /** Each prop by id (undefined for one no longer in the catalogue), in the order asked. */
    async getMany(propIds: readonly string[]): Promise<((StoredProp & { id: string }) | undefined)[]> {
      const snapshots = await Promise.all(propIds.map((id) => store.get<StoredProp>(paths.prop(id))));
      return snapshots.map((snap, index) => (snap.data ? { ...snap.data, id: propIds[index] as string } : undefined));
    },
    /** Props found by a search term (searchTerm of what was typed), at most `limit`. */
    async find(term: string, limit = 10): Promise<(StoredProp & { id: string })[]> {
      const where = [["searchTerms", "array-contains", term]] as const;
      return withIds(await store.query<StoredProp>({ collection: paths.props, where, limit }));
    },
  };
}

export type CatalogueProps = ReturnType<typeof catalogueProps>;
