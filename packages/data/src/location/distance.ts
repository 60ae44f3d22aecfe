// Great-circle distance (haversine, earth radius 6371 km) and the nearest vendor to a point.

export interface GeoPoint {
  lat: number;
  lng: number;
}

export const earthRadiusKm = 6371;

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LocatedVendor {
  _geoloc: GeoPoint;
  isListed: boolean;
}

/** The listed vendor closest to `point`, with its distance; undefined when none is listed. */
export function nearestVendor<V extends LocatedVendor>(point: GeoPoint, vendors: readonly V[]): { vendor: V; distanceKm: number } | undefined {
  let best: { vendor: V; distanceKm: number } | undefined;
  for (const vendor of vendors) {
    if (!vendor.isListed) continue;
    const distanceKm = haversineKm(point, vendor._geoloc);
    if (!best || distanceKm < best.distanceKm) best = { vendor, distanceKm };
  }
  return best;
}
