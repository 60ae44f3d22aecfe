// Props by id, for filters that name props rather than values (the props booked for the customer's dates).
// Built on first use per index, so the serialised index carries nothing new.
import { Bitset } from "./bitset.js";
import type { SearchIndexData } from "./search-index-data.js";

const numbersByIndex = new WeakMap<SearchIndexData, Map<string, number>>();

/**
 * The last list of ids per index, and its mask. A customer's dates stay put while they browse, so the same list
 * comes back query after query, a fresh copy each time from a worker (hence compared by value); looking up a few
 * hundred ids in a large map costs more than comparing them with the last list.
 */
const lastMasks = new WeakMap<SearchIndexData, { ids: readonly string[]; mask: Bitset }>();

/** Prop id -> its document number in the index. */
function propNumbers(index: SearchIndexData): Map<string, number> {
  let numbers = numbersByIndex.get(index);
  if (!numbers) numbersByIndex.set(index, (numbers = new Map(index.props.map((prop, doc) => [prop.id, doc]))));
  return numbers;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The props with these ids; ids not in the index (unlisted, or never there) name nothing. The mask may be handed
 * to later calls: read it, never change it.
 */
export function propsMask(index: SearchIndexData, ids: readonly string[]): Bitset {
  const last = lastMasks.get(index);
  if (last && sameIds(last.ids, ids)) return last.mask;
  const numbers = propNumbers(index);
  const mask = new Bitset(index.size);
  for (const id of ids) {
    const doc = numbers.get(id);
    if (doc !== undefined) mask.add(doc);
  }
  lastMasks.set(index, { ids: [...ids], mask });
  return mask;
}
