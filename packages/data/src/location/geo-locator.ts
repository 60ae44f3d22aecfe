// Where the visitor probably is, from their IP address (docs/decisions/0005): looked up over
// HTTP at a configured URL, cached for 24 hours in local storage, skipped when the geoloc cookie
// already says, and Hollywood whenever anything goes wrong. Never throws.
import type { KeyValueStorage } from "./key-value-storage.js";

export interface Location {
  city: string;
  region: string;
  regionCode: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  /** When this location stops being trusted (epoch ms). */
  expires: number;
}

export type LocationSource = "cookie" | "cache" | "lookup" | "fallback";

export const locationCacheMs = 86_400_000;
export const locationCacheKey = "backlot:location";

/** Hollywood: where a visitor is taken to be when nothing better is known (docs/decisions/0005). */
export function hollywood(expires: number): Location {
  return {
    city: "Hollywood",
    region: "California",
    regionCode: "CA",
    postalCode: "90028",
    country: "US",
    lat: 34.0928,
    lng: -118.3287,
    expires,
  };
}

export interface GeoLocatorOptions {
  /** The geo-by-IP service, answering JSON with the visitor's position; without one, no lookup. */
  url?: string | undefined;
  storage: KeyValueStorage;
  /** The geoloc cookie's value if present ("lat,lng" or JSON with lat and lng). */
  geolocCookie?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface GeoLocator {
  locate(): Promise<{ location: Location; source: LocationSource }>;
}

export function createGeoLocator(options: GeoLocatorOptions): GeoLocator {
  const {
    url,
    storage,
    geolocCookie = () => undefined,
    fetch = globalThis.fetch.bind(globalThis),
    timeoutMs = 3000,
    now = Date.now,
    log = (message) => console.warn(message),
  } = options;

  return {
    async locate() {
      const at = now();
      const fromCookie = parsePoint(geolocCookie());
      if (fromCookie)
        return { location: { ...blankPlace, ...fromCookie, expires: at + locationCacheMs }, source: "cookie" };

      const cached = readCache(storage, at);
      if (cached) return { location: cached, source: "cache" };

      // Nothing to ask: the default location, and nothing failed that the console should hear of.
      if (!url) return { location: hollywood(at + locationCacheMs), source: "fallback" };

      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
        const location = toLocation(await response.json(), at + locationCacheMs);
        writeCache(storage, location);
        return { location, source: "lookup" };
      } catch (error) {
        // The fallback is not cached, so a passing outage does not pin Hollywood for a day.
        log(
          `Backlot: location lookup at ${url} failed (${error instanceof Error ? error.message : String(error)}); ` +
            `using Hollywood`,
        );
        return { location: hollywood(at + locationCacheMs), source: "fallback" };
      }
    },
  };
}

const blankPlace = { city: "", region: "", regionCode: "", postalCode: "", country: "" };

function readCache(storage: KeyValueStorage, at: number): Location | undefined {
  let text: string | null;
  try {
    text = storage.getItem(locationCacheKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Location>;
    if (isLocation(value) && value.expires > at) return value;
  } catch {
    // Corrupt: dropped below.
  }
  removeQuietly(storage);
  return undefined;
}

function writeCache(storage: KeyValueStorage, location: Location): void {
  try {
    storage.setItem(locationCacheKey, JSON.stringify(location));
  } catch {
    // A full or refused storage only costs a lookup next time.
  }
}

function removeQuietly(storage: KeyValueStorage): void {
  try {
    storage.removeItem(locationCacheKey);
  } catch {
    // Nothing to do.
  }
}

function isLocation(value: Partial<Location>): value is Location {
  return (
    typeof value === "object" &&
    value !== null &&
    validPoint(value.lat, value.lng) &&
    typeof value.expires === "number" &&
    (["city", "region", "regionCode", "postalCode", "country"] as const).every((key) => typeof value[key] === "string")
  );
}

function validPoint(lat: unknown, lng: unknown): boolean {
  // Math.abs(NaN) <= 90 is false, so NaN is refused too.
  return typeof lat === "number" && typeof lng === "number" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

function parsePoint(cookie: string | undefined): { lat: number; lng: number } | undefined {
  if (!cookie) return undefined;
  let lat: unknown;
  let lng: unknown;
  try {
    const decoded = decodeURIComponent(cookie);
    if (decoded.trim().startsWith("{")) ({ lat, lng } = JSON.parse(decoded) as { lat?: unknown; lng?: unknown });
    else [lat, lng] = decoded.split(",").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  } catch {
    return undefined;
  }
  return validPoint(lat, lng) ? { lat: lat as number, lng: lng as number } : undefined;
}

/**
 * Accepts the two common shapes of geo-by-IP answers: { latitude, longitude, region_code, postal,
 * country_code } and { lat, lon, regionName, region, zip, countryCode }.
 */
function toLocation(body: unknown, expires: number): Location {
  if (typeof body !== "object" || body === null) throw new Error("answered something other than a JSON object");
  const field = (...names: string[]): unknown =>
    names.map((name) => (body as Record<string, unknown>)[name]).find((value) => value !== undefined);
  const text = (...names: string[]) => {
    const value = field(...names);
    return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  };
  const coordinate = (value: unknown) =>
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  const lat = coordinate(field("latitude", "lat"));
  const lng = coordinate(field("longitude", "lon", "lng"));
  if (!validPoint(lat, lng)) throw new Error("answered without a usable latitude and longitude");
  // The two shapes disagree on "region": a name in one, a code in the other.
  const regionIsCode = field("regionName") !== undefined;
  return {
    city: text("city"),
    region: regionIsCode ? text("regionName") : text("region"),
    regionCode: regionIsCode ? text("region") : text("region_code", "regionCode"),
    postalCode: text("postal", "postal_code", "zip", "postalCode"),
    country: text("country_code", "countryCode", "country"),
    lat,
    lng,
    expires,
  };
}
