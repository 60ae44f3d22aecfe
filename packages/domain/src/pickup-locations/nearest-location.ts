// The pickup location nearest a place: the storefront preselects it for a visitor from the geo
// lookup's place. Only listed locations are candidates (an unlisted dock takes no walk-in
// customers); of two at the same distance, the first in the tenant's list wins, so the choice is
// stable.
import { type Place, haversineKm } from "./distance.js";

export interface Locatable {
  _geoloc: Place;
  /** Unlisted locations are never chosen for a visitor; listed unless it says false. */
  isListed?: boolean;
}

/** The nearest listed location to `place`, or undefined when none is listed. */
export function nearestLocation<T extends Locatable>(locations: readonly T[], place: Place): T | undefined {
  let nearest: T | undefined;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const location of locations) {
    if (location.isListed === false) continue;
    const km = haversineKm(place, location._geoloc);
    if (km < nearestKm) [nearest, nearestKm] = [location, km];
  }
  return nearest;
}
