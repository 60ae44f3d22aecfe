// A multi-location tenant's demo stock: each prop's pieces spread over its pickup locations, so
// the storefront shows "2 here, 3 in Toronto" and a hold at one dock leaves the other's alone.
// About one prop in five is all at one dock. Drawn from a stream of the prop's own, so a
// one-location tenant's catalogue is exactly as it was.
import { seededRandom } from "./random.js";

export function demoStockSplit(
  quantity: number,
  locationIds: readonly string[],
  { seed, index }: { seed: number; index: number },
): Record<string, number> | undefined {
  if (locationIds.length < 2) return undefined;
  const random = seededRandom((Math.imul(seed ^ 0x2c1b3c6d, 0x9e3779b1) ^ Math.imul(index + 1, 0x27d4eb2f)) >>> 0);
  const split = Object.fromEntries(locationIds.map((id) => [id, 0]));
  if (random.chance(0.2)) {
    split[random.pick(locationIds)] = quantity;
    return split;
  }
  // Each piece goes to a dock, the first a little more often (where the house started).
  for (let piece = 0; piece < quantity; piece++) {
    const id = random.chance(0.55) ? (locationIds[0] as string) : random.pick(locationIds);
    split[id] = (split[id] ?? 0) + 1;
  }
  return split;
}
