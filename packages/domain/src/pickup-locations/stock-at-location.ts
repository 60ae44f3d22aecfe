// How many of a prop a pickup location holds. A prop of a one-location tenant (or one whose
// stock was never split) has all of it at the tenant's first location, so a single-location
// tenant's catalogue needs nothing new; a split lists every location that holds any.

export interface StockedProp {
  /** The tenant-wide total. */
  quantity: number;
  /** How many each location holds, by location id; the values add up to `quantity`. */
  stockByLocation?: Readonly<Record<string, number | undefined>> | undefined;
}

/** What `locationId` holds of `prop`; `homeLocationId` is the tenant's first location, which holds an unsplit prop. */
export function stockAt(prop: StockedProp, locationId: string, homeLocationId: string): number {
  if (prop.stockByLocation) return prop.stockByLocation[locationId] ?? 0;
  return locationId === homeLocationId ? prop.quantity : 0;
}

/** Each location's stock of `prop`, for every location of the tenant (0 where it holds none). */
export function stockAtEachLocation(
  prop: StockedProp,
  locationIds: readonly string[],
  homeLocationId = locationIds[0] ?? "",
): Map<string, number> {
  return new Map(locationIds.map((id) => [id, stockAt(prop, id, homeLocationId)]));
}

/**
 * What is wrong with a split, or null: a location the tenant does not have (checked when `locationIds` are given), a
 * count that is not a whole number, or a sum other than the total.
 */
export function stockSplitProblem(prop: StockedProp, locationIds?: readonly string[]): string | null {
  if (!prop.stockByLocation) return null;
  let sum = 0;
  for (const [id, count = 0] of Object.entries(prop.stockByLocation)) {
    if (locationIds && !locationIds.includes(id))
      return `names a location "${id}" the tenant does not have (it has ${locationIds.join(", ")})`;
    if (!Number.isInteger(count) || count < 0)
      return `holds ${String(count)} at ${id}: write a whole number, 0 or more`;
    sum += count;
  }
  return sum === prop.quantity
    ? null
    : `holds ${String(sum)} across its locations but its quantity is ${String(prop.quantity)}: make them agree`;
}
