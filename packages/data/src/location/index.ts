// Location: the geo-by-IP locator with its cache and Hollywood fallback, distances, nearest vendor.
export { earthRadiusKm, haversineKm, nearestVendor } from "./distance.js";
export type { GeoPoint, LocatedVendor } from "./distance.js";
export { createGeoLocator, hollywood, locationCacheKey, locationCacheMs } from "./geo-locator.js";
export type { GeoLocator, GeoLocatorOptions, Location, LocationSource } from "./geo-locator.js";
export { browserStorage, memoryStorage } from "./key-value-storage.js";
export type { KeyValueStorage } from "./key-value-storage.js";
