// The SearchEngine over a Typesense cluster: one multi_search per query through the official
// client. The client is passed in (a `Typesense.Client` or `SearchClient`), so the storefront
// decides when to load it.
import type { IndexConfig } from "../engine/index-config.js";
import type { SearchEngine } from "../engine/search-engine.js";
import type { Prop } from "@backlot/domain";
import { anyOf } from "./filter.js";
import {
  type TypesenseSearchParams,
  type TypesenseSearchResponse,
  buildMultiSearch,
  parseMultiSearch,
} from "./multi-search.js";

/** The part of the typesense client this engine uses. */
export interface TypesenseSearchClient {
  multiSearch: {
    perform(requests: { searches: TypesenseSearchParams[] }): Promise<{ results: TypesenseSearchResponse[] }>;
  };
}

export interface TypesenseEngineOptions {
  client: TypesenseSearchClient;
  /** The collection or alias to search, like "ny-props-props". */
  collection: string;
  config: IndexConfig;
}

export function createTypesenseEngine({ client, collection, config }: TypesenseEngineOptions): SearchEngine {
  return {
    async search(query) {
      const plan = buildMultiSearch(query, collection, config);
      const { results } = await client.multiSearch.perform({ searches: plan.searches });
      return parseMultiSearch(plan, results, config);
    },
    async getProp(id) {
      // Prop ids never contain a backtick; one that does cannot exist.
      if (id.includes("`")) return undefined;
      const { results } = await client.multiSearch.perform({
        searches: [
          {
            collection,
            q: "*",
            query_by: "name",
            query_by_weights: "1",
            prefix: "true",
            min_len_1typo: 4,
            min_len_2typo: 8,
            filter_by: anyOf("id", [id]),
            sort_by: "catalogueOrder:asc",
            page: 1,
            per_page: 1,
          },
        ],
      });
      const document = results[0]?.hits?.[0]?.document;
      return document ? (JSON.parse(String(document.prop)) as Prop) : undefined;
    },
  };
}
