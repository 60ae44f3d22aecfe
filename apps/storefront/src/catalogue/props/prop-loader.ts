// A prop page's data: the prop from the search engine (the same index the grid uses), or a 404.
import type { Prop } from "@backlot/domain";
import { getSearchEngine } from "../search/search-engine.js";
import { NotFoundError } from "../../app/not-found-error.js";

export async function propLoader({ params }: { params: { propId?: string } }): Promise<Prop> {
  const id = params.propId ?? "";
  const prop = await (await getSearchEngine()).getProp(id);
  if (!prop || !prop.listed) throw new NotFoundError(`/props/${id}`);
  return prop;
}
