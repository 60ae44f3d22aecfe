// The last step of making an index, shared by the build and the loader: the sort orders, from the
// rates, the timestamps and the names. The serialised index leaves them out (they would be nearly a
// tenth of it, and take a few milliseconds to make) and the loader makes them again here, with the
// build's code, so both get the same.
import type { Prop } from "@backlot/domain";
import type { SearchIndexData } from "./search-index-data.js";
import type { Column } from "./columns.js";
import type { IndexConfig } from "./index-config.js";
import { nameRanks, orderByKey, reverseGroups } from "./sort-orders.js";
import type { TextIndex } from "./text-index.js";

export interface IndexParts {
  props: Prop[];
  config: IndexConfig;
  /** Weekly rates, by prop number. */
  price: Int32Array;
  /** createdAt in seconds since 1970, by prop number. */
  created: Float64Array;
  columns: SearchIndexData["columns"];
  /** The column of names, for their order. */
  names: Column;
  text: TextIndex;
}

export function assembleIndex({ props, config, price, created, columns, names, text }: IndexParts): SearchIndexData {
  const size = props.length;
  let latest = Number.NEGATIVE_INFINITY;
  for (let doc = 0; doc < size; doc++) if ((created[doc] as number) > latest) latest = created[doc] as number;
  const age = created.map((seconds) => latest - seconds);
  const prices = Float64Array.from(price);
  const priceAsc = orderByKey(prices);
  return {
    size,
    props,
    config,
    price,
    orders: {
      priceAsc,
      priceDesc: reverseGroups(priceAsc, prices),
      newest: orderByKey(age),
      name: orderByKey(nameRanks(names)),
    },
    columns,
    text,
  };
}
