// The catalogue as the server and the console read it: one document per prop at
// vendors/{id}/props/{propId}, written by `backlot catalogue push` from the tenant's catalogue and
// changed by staff in the console (updateProp). Listed props' documents are public, so a prop's
// dock facts are not in them (dock-facts.ts). placeOrder and answerQuote price and name props
// from it; the console shows a line's picture and stock from it, finds props by name or item
// number (searchTerms) and edits them.
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import {
  type PropEditField,
  type PropVariant,
  type VariantSource,
  searchPrefixes,
  stockAtEachLocation,
} from "@backlot/domain";
import { publicProp } from "@backlot/domain/catalogue";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

/** A prop as Firestore holds it. */
export interface StoredProp {
  name: string;
  /** Minor units (cents) for one item for one week. */
  weeklyRate: number;
  /** How many the prop house has. */
  quantity: number;
  /**
   * A vendor with more than one pickup location: how many each holds, every location named (0 included), so a query
   * can ask which props a location has none of. Absent for a one-location vendor.
   */
  stockByLocation?: Record<string, number>;
  /** The first photo, as the storefront serves it; null when it has none. */
  image: { url: string; width: number; height: number } | null;
  department: string;
  category: string;
  /** Whether customers find it (false: hidden). */
  listed: boolean;
  description: string;
  colors: string[];
  /** Custom field values by field id ("era": ["1950s"]). */
  custom: Record<string, string[]>;
  /** searchPrefixes of its name and item number. */
  searchTerms: string[];
  /** Its place in the tenant's catalogue file (search engines sort ties by it). */
  catalogueOrder: number;
  /**
   * The prop as the catalogue file has it (tags, photos, variants...), for a search engine that needs all of it; never
   * its dock facts (location, replacement value), which are staff's alone (StoredDockFacts).
   */
  catalogue: Record<string, unknown>;
  /** The fields staff changed in the console: `backlot catalogue push` keeps their values. */
  edited: PropEditField[];
  /** Who changed it last in the console, and when. */
  editedBy?: string;
  editedAt?: Date;
}

/** What the stored document is made from (the shape of @backlot/search's catalogue Prop). */
export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  weeklyRate: number;
  quantity: number;
  stockByLocation?: Readonly<Record<string, number | undefined>> | undefined;
  images: readonly { url: string; width: number; height: number }[];
  department: string;
  category: string;
  colors: readonly string[];
  custom: Readonly<Record<string, readonly string[] | undefined>>;
  listed: boolean;
  /** Its dock facts, which storedProp leaves out: they go to the staff's own document (storedDockFacts). */
  location?: string;
  replacementValue?: number;
}

/** The terms staff find a prop by: its name and item number. */
export const propSearchTerms = (name: string, propId: string): string[] => searchPrefixes(name, propId);

/** The values of the fields staff changed in the console, as the prop holds them now. */
export function consoleEdits(stored: StoredProp): Partial<Pick<StoredProp, PropEditField>> {
  return Object.fromEntries((stored.edited ?? []).map((field) => [field, stored[field]]));
}

/**
 * A catalogue prop as `backlot catalogue push` stores it (`order`: its place in the file; `locationIds`: the vendor's
 * pickup locations, home first, when it has more than one).
 */
export function storedProp(prop: CatalogueEntry, order: number, locationIds: readonly string[] = []): StoredProp {
  const image = prop.images[0];
  // JSON drops what a file leaves undefined, which Firestore would refuse. The document is public: no dock facts.
  const { id: _id, ...catalogue } = JSON.parse(JSON.stringify(publicProp(prop))) as Record<string, unknown>;
  return {
    name: prop.name,
    weeklyRate: prop.weeklyRate,
    quantity: prop.quantity,
    image: image ? { url: image.url, width: image.width, height: image.height } : null,
    department: prop.department,
    category: prop.category,
    listed: prop.listed,
    description: prop.description,
    colors: [...prop.colors],
    custom: Object.fromEntries(
      Object.entries(prop.custom).flatMap(([id, values]) => (values ? [[id, [...values]]] : [])),
    ),
    searchTerms: propSearchTerms(prop.name, prop.id),
    catalogueOrder: order,
    catalogue,
    edited: [],
    ...(locationIds.length > 1 ? { stockByLocation: Object.fromEntries(stockAtEachLocation(prop, locationIds)) } : {}),
  };
}

/**
 * A stored prop's variants (sizes, finishes) as its catalogue entry lists them: what the server names and
 * prices a line's variant by. Entries that are not whole variants are left out rather than trusted.
 */
export function storedVariants(stored: Pick<StoredProp, "catalogue">): PropVariant[] {
  const listed: unknown = (stored.catalogue ?? {}).variants;
  if (!Array.isArray(listed)) return [];
  return listed.filter((entry: unknown): entry is PropVariant => {
    if (typeof entry !== "object" || entry === null) return false;
    const variant = entry as Record<string, unknown>;
    return (
      typeof variant.id === "string" &&
      typeof variant.name === "string" &&
      (variant.weeklyRate === undefined || Number.isInteger(variant.weeklyRate))
    );
  });
}

/** A stored prop as pricing reads it: its name, rate and variants. */
export const pricedProp = (stored: StoredProp): VariantSource => ({
  name: stored.name,
  weeklyRate: stored.weeklyRate,
  variants: storedVariants(stored),
});

/** The catalogue's prop with what staff changed in the console, as a search engine indexes it. */
export function currentCatalogueProp(id: string, stored: StoredProp): Record<string, unknown> & { id: string } {
  const { name, description, weeklyRate, quantity, colors, custom, listed } = stored;
  return { ...stored.catalogue, id, name, description, weeklyRate, quantity, colors, custom, listed };
}

export interface CatalogueDeskQuery {
  /** Shown to customers (true) or hidden (false). */
  listed: boolean;
  /** searchTerm() of what staff typed; null for every prop, by name. */
  term: string | null;
  pageSize: number;
}

export function catalogueProps(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  /** The console's catalogue: shown or hidden props by name, optionally found by what staff typed. */
  const queryForDesk = ({ listed, term, pageSize }: CatalogueDeskQuery): QuerySpec => ({
    collection: paths.props,
    where: [["listed", "==", listed], ...(term ? [["searchTerms", "array-contains", term] as const] : [])],
    orderBy: [["name", "asc"]],
    limit: pageSize,
  });
  return {
    /** Each prop by id (undefined for one no longer in the catalogue), in the order asked. */
    async getMany(propIds: readonly string[]): Promise<((StoredProp & { id: string }) | undefined)[]> {
      const snapshots = await Promise.all(propIds.map((id) => store.get<StoredProp>(paths.prop(id))));
      return snapshots.map((snap, index) => (snap.data ? { ...snap.data, id: propIds[index] as string } : undefined));
    },
    queryForDesk,
    /** The desk's page, read once (the console listens to queryForDesk instead). */
    async listForDesk(query: CatalogueDeskQuery): Promise<(StoredProp & { id: string })[]> {
      return withIds(await store.query<StoredProp>(queryForDesk(query)));
    },
    /** Props found by a search term (searchTerm of what was typed), at most `limit`. */
    async find(term: string, limit = 10): Promise<(StoredProp & { id: string })[]> {
      const where = [["searchTerms", "array-contains", term]] as const;
      return withIds(await store.query<StoredProp>({ collection: paths.props, where, limit }));
    },
  };
}

export type CatalogueProps = ReturnType<typeof catalogueProps>;
