// A browse page's first page of results, loaded with the route (so prerendered department and
// category pages carry their props, and the back button restores them). Later pages load on
// request in the page itself.
import type { SearchQuery, SearchResult } from "@backlot/search";
import { getSearchEngine } from "../app/search-engine.js";
import { type PathParams, queryFromLocation } from "./browse-url.js";

export interface BrowseData {
  query: SearchQuery;
  result: SearchResult;
}

export async function browseLoader({ request, params }: { request: Request; params: PathParams }): Promise<BrowseData> {
  const query = queryFromLocation(params, new URL(request.url).searchParams);
  const result = await (await getSearchEngine()).search({ ...query, page: 0 });
  return { query, result };
}
