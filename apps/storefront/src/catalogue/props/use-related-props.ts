// Props like this one for its page: others from the same category (its subcategory's first, as closest), in the
// catalogue's own order, so a set decorator who found one revolver sees the other revolvers.
import type { Prop } from "@backlot/domain";
import { type LoadState, useLoad } from "../../app/use-load.js";

/** How many a prop page shows: two rows of a wide grid, four of a phone's. */
export const relatedCount = 8;

/** `wanted` false loads nothing yet (the section is not near the screen). */
export function useRelatedProps(prop: Prop, wanted = true): LoadState<Prop[]> {
  const { id, department, category, subcategory } = prop;
  return useLoad(
    wanted
      ? async () => {
          // Loaded here, when the section is near the screen: the page itself carries none of the engine's code.
          const engine = await (await import("../search/search-engine.js")).getSearchEngine();
          const found = new Map<string, Prop>();
          const paths = [...(subcategory ? [{ department, category, subcategory }] : []), { department, category }];
          for (const path of paths) {
            if (found.size >= relatedCount) break;
            const { hits } = await engine.search({ path, pageSize: relatedCount + 1 });
            for (const hit of hits) if (hit.id !== id && found.size < relatedCount) found.set(hit.id, hit);
          }
          return [...found.values()];
        }
      : null,
    [id, department, category, subcategory, wanted],
  );
}
