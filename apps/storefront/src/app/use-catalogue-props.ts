// Props by id from the catalogue the build shipped (for set lists, favourites and orders).
import type { Prop } from "@backlot/domain";
import { getSearchEngine } from "../catalogue/search/search-engine.js";
import { type LoadState, useLoad } from "./use-load.js";

/** The props found, by id; an id no longer in the catalogue is left out. */
export function useCatalogueProps(ids: readonly string[]): LoadState<Map<string, Prop>> {
  // One key for the set of ids: a new array with the same ids does not load again.
  const key = [...new Set(ids)].sort().join("\u0000");
  return useLoad(async () => {
    const engine = await getSearchEngine();
    const props = await Promise.all((key ? key.split("\u0000") : []).map((id) => engine.getProp(id)));
    return new Map(props.filter((prop): prop is Prop => prop !== undefined).map((prop) => [prop.id, prop]));
  }, [key]);
}
