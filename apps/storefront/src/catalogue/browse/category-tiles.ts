// A department page's top: its categories as picture tiles, each with its count and the photo of its first prop in the
// catalogue's order (the vendor's own order). Only for the department itself, unfiltered: once a customer has
// searched or filtered, the results are what they came for. The searches run with the page's loader, so a prerendered
// department page carries its tiles.
import type { PropImage } from "@backlot/domain";
import type { SearchQuery, SearchResult } from "@backlot/search";
import type { SearchEngine } from "@backlot/search/engine";
import { slugOf } from "@backlot/tenant-config";
import { hrefs } from "../../app/hrefs.js";
import { categories } from "../../app/tenant.js";

export interface CategoryTile {
  name: string;
  href: string;
  /** Listed props in it. */
  count: number;
  picture?: PropImage;
}

const isWholeDepartment = ({ path, text, filters = {}, unavailable }: SearchQuery) => {
  const { custom = {}, ...lists } = filters;
  const filtered = [...Object.values(lists), ...Object.values(custom)].some((values) => values.length > 0);
  return !!path?.department && !path.category && !text?.trim() && !filtered && !unavailable?.length;
};

/** The department's categories as tiles, or undefined when the page is not a whole department's. */
export async function categoryTiles(
  engine: SearchEngine,
  query: SearchQuery,
  result: SearchResult,
): Promise<CategoryTile[] | undefined> {
  const departmentName = query.path?.department;
  if (!departmentName || !isWholeDepartment(query)) return undefined;
  const department = categories.departments.find((each) => each.name === departmentName);
  const counted = result.hierarchy.find((entry) => entry.value === departmentName)?.children ?? [];
  if (!department || counted.length === 0) return undefined;
  return Promise.all(
    counted.map(async ({ value: name, count }): Promise<CategoryTile> => {
      const category = department.categories.find((each) => each.name === name);
      const { hits } = await engine.search({ path: { department: departmentName, category: name }, pageSize: 1 });
      const picture = hits[0]?.images[0];
      return {
        name,
        href: hrefs.browse([slugOf(department), slugOf(category ?? { name })], new URLSearchParams()),
        count,
        ...(picture ? { picture } : {}),
      };
    }),
  );
}
