// Which codes the camera reads count as a new scan. A camera reads the label in view several times a second, and
// misses it now and then (blur, glare), so "it left the frame" can only be told by time: a code counts when it has not
// been read for `sightingWindowMs`. Held in view it counts once however long it stays; taken away and brought back
// (the next piece with the same item number), it counts again. Two labels in view at once each count once, however
// the reader alternates between them.

/** How long a code must go unread before it counts again (decision 0047). */
export const sightingWindowMs = 1_500;

/** Each code read lately, with when it was last read (milliseconds on one clock). */
export type Sightings = ReadonlyMap<string, number>;

export const noSightings: Sightings = new Map();

/** What one read does: whether it counts, and the sightings after it. */
export function sight(
  seen: Sightings,
  code: string,
  now: number,
  windowMs: number = sightingWindowMs,
): { counts: boolean; seen: Sightings } {
  const next = new Map([...seen].filter(([, at]) => now - at < windowMs));
  const counts = !next.has(code);
  next.set(code, now);
  return { counts, seen: next };
}
