// A prop page's data: the prop from the search engine (the same index the grid uses), or a 404.
import type { Prop } from "@backlot/search";
import { getSearchEngine } from "../app/search-engine.js";
import { NotFoundError } from "../pages/content-loader.js";

export async function propLoader({ params }: { params: { propId?: string } }): Promise<Prop> {
  const id = params.propId ?? "";
  const prop = await (await getSearchEngine()).getProp(id);
  if (!prop || !prop.listed) throw new NotFoundError(`/props/${id}`);
  return prop;
}
