// Keeps what a live update brings anew but unchanged as the object the page had, so the memoised line cards, which
// compare their props by identity, re-render only for what changed: a list's groups, a line's comments.
import { useRef } from "react";

const sameItems = <Item>(a: readonly Item[], b: readonly Item[], same: (x: Item, y: Item) => boolean) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as Item));

/** `next`, or the array given before when its items are the same (by `same`, identity unless told). */
export function useStableArray<Item>(
  next: readonly Item[],
  same: (a: Item, b: Item) => boolean = Object.is,
): readonly Item[] {
  const kept = useRef(next);
  if (kept.current !== next && !sameItems(kept.current, next, same)) kept.current = next;
  return kept.current;
}

/** `next` with each key's array replaced by the one before where its items are the same (by `same`). */
export function useStableGroups<Item>(
  next: ReadonlyMap<string, Item[]> | null,
  same: (a: Item, b: Item) => boolean,
): ReadonlyMap<string, Item[]> | null {
  const kept = useRef(next);
  if (next === null || kept.current === next) {
    kept.current = next;
    return next;
  }
  const before = kept.current;
  const stable = new Map<string, Item[]>();
  for (const [key, items] of next) {
    const previous = before?.get(key);
    stable.set(key, previous && sameItems(previous, items, same) ? previous : items);
  }
  kept.current = stable;
  return stable;
}
