// Search state in the URL, so a filtered page can be shared and the back button works:
// ?q=stool&department=props-by-scene&category=diner-and-bar&color=Red&color=Chrome&price=under-25
//  &vendor=Bowery&tag=diner&era=1950s&sort=price-asc&page=2
// Departments and categories travel as slugs; facet values as they are; pages count from 1.
// The props booked for the customer's dates (`unavailable`) never travel: the server names them per dates,
// and the storefront keeps its own flag for the filter.
import { slugOf } from "@backlot/tenant-config";
import { type SearchQuery, defaultPageSize, normaliseQuery, sortOrders } from "./search-query.js";

interface TreeNode {
  name: string;
  slug?: string | undefined;
}

export interface UrlTree {
  departments: (TreeNode & { categories: (TreeNode & { subcategories?: TreeNode[] | undefined })[] })[];
}

const reserved = new Set([
  "q",
  "department",
  "category",
  "subcategory",
  "vendor",
  "tag",
  "color",
  "price",
  "sort",
  "page",
  "size",
]);

/** The URL parameter of a custom field: its id, unless that is a reserved name. */
export const customParam = (fieldId: string) => (reserved.has(fieldId) ? `field-${fieldId}` : fieldId);

export function queryToSearchParams(rawQuery: SearchQuery, tree: UrlTree): URLSearchParams {
  const query = normaliseQuery(rawQuery);
  const params = new URLSearchParams();
  if (query.text) params.set("q", query.text);
  const department = tree.departments.find((d) => d.name === query.path?.department);
  const category = department?.categories.find((c) => c.name === query.path?.category);
  const subcategory = category?.subcategories?.find((s) => s.name === query.path?.subcategory);
  if (department) params.set("department", slugOf(department));
  if (category) params.set("category", slugOf(category));
  if (subcategory) params.set("subcategory", slugOf(subcategory));
  const filters = query.filters ?? {};
  for (const value of filters.vendors ?? []) params.append("vendor", value);
  for (const value of filters.tags ?? []) params.append("tag", value);
  for (const value of filters.colors ?? []) params.append("color", value);
  for (const value of filters.priceBins ?? []) params.append("price", value);
  for (const [field, values] of Object.entries(filters.custom ?? {}))
    for (const value of values ?? []) params.append(customParam(field), value);
  if (query.sort !== "relevance") params.set("sort", query.sort);
  if (query.page > 0) params.set("page", String(query.page + 1));
  if (query.pageSize !== defaultPageSize) params.set("size", String(query.pageSize));
  return params;
}

/** Reads a query back; unknown slugs and values are dropped rather than failing the page. */
export function searchParamsToQuery(
  params: URLSearchParams,
  tree: UrlTree,
  customFieldIds: readonly string[],
): SearchQuery {
  const department = tree.departments.find((d) => slugOf(d) === params.get("department"));
  const category = department?.categories.find((c) => slugOf(c) === params.get("category"));
  const subcategory = category?.subcategories?.find((s) => slugOf(s) === params.get("subcategory"));
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const size = Number.parseInt(params.get("size") ?? String(defaultPageSize), 10);
  const custom = Object.fromEntries(
    customFieldIds.map((id) => [id, params.getAll(customParam(id))] as const).filter(([, values]) => values.length > 0),
  );
  return normaliseQuery({
    ...(params.get("q") ? { text: params.get("q") as string } : {}),
    path: {
      ...(department ? { department: department.name } : {}),
      ...(category ? { category: category.name } : {}),
      ...(subcategory ? { subcategory: subcategory.name } : {}),
    },
    filters: {
      vendors: params.getAll("vendor"),
      tags: params.getAll("tag"),
      colors: params.getAll("color"),
      priceBins: params.getAll("price"),
      custom,
    },
    sort: sortOrders.find((order) => order === sort) ?? "relevance",
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: Number.isFinite(size) ? size : defaultPageSize,
  });
}
