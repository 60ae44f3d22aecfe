// Location: the geo-by-IP locator with its cache and Hollywood fallback (a new customer's record
// keeps where they signed up from; decision 0005 says why there is no nearest-vendor choice).
export { createGeoLocator, hollywood, locationCacheKey, locationCacheMs } from "./geo-locator.js";
export type { GeoLocator, GeoLocatorOptions, Location, LocationSource } from "./geo-locator.js";
export { browserStorage, memoryStorage } from "./key-value-storage.js";
export type { KeyValueStorage } from "./key-value-storage.js";
