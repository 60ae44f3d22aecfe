// Distance on the earth's surface by the haversine formula, with the spec's earth radius: how the
// storefront finds the pickup location nearest a visitor (spec, "distance is by haversine with an
// earth radius of 6371 km, used to pick the nearest vendor").

/** The spec's earth radius, in kilometres (the mean radius). */
export const earthRadiusKm = 6371;

/** A place as the vendor config's `_geoloc` and the geo lookup give it, in degrees. */
export interface Place {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in kilometres. */
export function haversineKm(a: Place, b: Place): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can take h a hair over 1 for places at opposite ends of the earth.
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
