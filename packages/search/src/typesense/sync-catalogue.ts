// `backlot search sync`: puts a tenant's catalogue into Typesense without a moment of empty
// results: a new collection is created and filled, then the alias the storefront searches is
// pointed at it, then the previous collection is dropped.
import type { IndexConfig } from "../engine/index-config.js";
import type { Prop } from "@backlot/domain";
import { type CollectionSchema, collectionSchema, toTypesenseDocument } from "./collection-schema.js";

/** The part of the typesense admin client the sync uses. */
export interface TypesenseAdminClient {
  collections(name?: string): {
    create(schema: CollectionSchema): Promise<unknown>;
    delete(): Promise<unknown>;
    documents(): {
      import(
        documents: object[],
        options: { action: "create" | "upsert" },
      ): Promise<{ success: boolean; error?: string; document?: string }[]>;
    };
  };
  aliases(name?: string): {
    upsert(name: string, alias: { collection_name: string }): Promise<unknown>;
    retrieve(): Promise<{ collection_name: string }>;
  };
}

export interface SyncResult {
  alias: string;
  collection: string;
  previous: string | null;
  imported: number;
}

export class SyncError extends Error {
  override name = "SyncError";
}

export const aliasFor = (tenantId: string) => `${tenantId}-props`;

/**
 * The documents for the listed props, each with its place in the whole catalogue file (hidden props
 * included), the same number `backlot catalogue push` stores, so a prop staff edit or show again in
 * the console keeps its place.
 */
export function syncDocuments(props: readonly Prop[], config: IndexConfig) {
  return props.flatMap((prop, order) => (prop.listed ? [toTypesenseDocument(prop, order, config)] : []));
}

export async function syncCatalogue(
  client: TypesenseAdminClient,
  tenantId: string,
  props: readonly Prop[],
  config: IndexConfig,
  now = new Date(),
): Promise<SyncResult> {
  const alias = aliasFor(tenantId);
  const collection = `${alias}-${now
    .toISOString()
    .replace(/[^0-9]/g, "")
    .slice(0, 14)}`;
  // On the first sync there is no alias yet.
  const previous = await client
    .aliases(alias)
    .retrieve()
    .then(
      (found) => found.collection_name,
      () => null,
    );
  await client.collections().create(collectionSchema(collection, config));
  const documents = syncDocuments(props, config);
  const results = await client.collections(collection).documents().import(documents, { action: "create" });
  const failures = results.filter((result) => !result.success);
  if (failures.length > 0) {
    await client
      .collections(collection)
      .delete()
      .catch(() => undefined);
    throw new SyncError(
      `${failures.length} of ${documents.length} props were refused by Typesense, for example: ` +
        `${failures[0]?.error ?? "unknown error"}; the live collection was left as it was`,
    );
  }
  await client.aliases().upsert(alias, { collection_name: collection });
  if (previous && previous !== collection) await client.collections(previous).delete();
  return { alias, collection, previous, imported: documents.length };
}
