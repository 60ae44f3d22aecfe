// The locator against a real HTTP server on 127.0.0.1 that misbehaves as lookup services do: errors, timeouts, bad
// JSON, answers without a position.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGeoLocator, hollywood, locationCacheKey, locationCacheMs } from "./geo-locator.js";
import { memoryStorage } from "./key-value-storage.js";

let server: Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    const json = (body: string) => response.writeHead(200, { "content-type": "application/json" }).end(body);
    switch (request.url) {
      case "/ipapi":
        return json(
          JSON.stringify({
            city: "Brooklyn",
            region: "New York",
            region_code: "NY",
            postal: "11201",
            country_code: "US",
            latitude: 40.6943,
            longitude: -73.9903,
          }),
        );
      case "/ip-api":
        return json(
          JSON.stringify({
            city: "Toronto",
            regionName: "Ontario",
            region: "ON",
            zip: "M5A",
            countryCode: "CA",
            lat: 43.65,
            lon: -79.35,
          }),
        );
      case "/slow":
        return; // never answers
      case "/bad-json":
        return json("{ not json");
      case "/missing-fields":
        return json(JSON.stringify({ city: "Nowhere", latitude: null }));
      case "/error":
        return response.writeHead(503).end("down");
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const now = () => Date.UTC(2026, 10, 22, 12);

function locator(path: string, extra: Partial<Parameters<typeof createGeoLocator>[0]> = {}) {
  const storage = memoryStorage();
  const log = vi.fn();
  return {
    storage,
    log,
    geo: createGeoLocator({ url: `${base}${path}`, storage, now, log, timeoutMs: 10_000, ...extra }),
  };
}

describe("geo locator", () => {
  it("looks the visitor up and caches the answer for 24 hours", async () => {
    const { geo, storage } = locator("/ipapi");
    const first = await geo.locate();
    expect(first).toEqual({
      source: "lookup",
      location: {
        city: "Brooklyn",
        region: "New York",
        regionCode: "NY",
        postalCode: "11201",
        country: "US",
        lat: 40.6943,
        lng: -73.9903,
        expires: now() + locationCacheMs,
      },
    });
    expect(locationCacheMs).toBe(86_400_000);
    const before = hits;
    expect(await geo.locate()).toEqual({ ...first, source: "cache" });
    expect(hits).toBe(before);
    expect(JSON.parse(storage.getItem(locationCacheKey) ?? "null")).toEqual(first.location);
  });

  it("understands the other common answer shape", async () => {
    const { location } = await locator("/ip-api").geo.locate();
    expect(location).toMatchObject({
      city: "Toronto",
      region: "Ontario",
      regionCode: "ON",
      postalCode: "M5A",
      country: "CA",
      lat: 43.65,
      lng: -79.35,
    });
  });

  it("looks up again once the cache has expired", async () => {
    const { geo, storage } = locator("/ipapi");
    storage.setItem(locationCacheKey, JSON.stringify({ ...hollywood(now() - 1), city: "Stale" }));
    expect((await geo.locate()).source).toBe("lookup");
  });

  it("skips the lookup when the geoloc cookie gives the position", async () => {
    const before = hits;
    const { location, source } = await locator("/ipapi", { geolocCookie: () => "40.7%2C-74.0" }).geo.locate();
    expect(source).toBe("cookie");
    expect(location).toMatchObject({ lat: 40.7, lng: -74 });
    expect((await locator("/ipapi", { geolocCookie: () => '{"lat":1,"lng":2}' }).geo.locate()).location).toMatchObject({
      lat: 1,
      lng: 2,
    });
    expect(hits).toBe(before);
  });

  it("ignores an unreadable geoloc cookie", async () => {
    expect((await locator("/ipapi", { geolocCookie: () => "somewhere" }).geo.locate()).source).toBe("lookup");
  });

  describe("falls back to Hollywood, uncached, on", () => {
    const fallback = { source: "fallback", location: { ...hollywood(now() + locationCacheMs) } };

    // Only the timeout case waits for the timeout; the others must fail for their own reason.
    it.each([
      ["a network error", "closed", 10_000, /fetch failed/],
      ["a timeout", "/slow", 300, /timeout|aborted/i],
      ["bad JSON", "/bad-json", 10_000, /JSON/],
      ["missing fields", "/missing-fields", 10_000, /without a usable latitude and longitude/],
      ["an HTTP error", "/error", 10_000, /answered HTTP 503/],
    ])("%s", async (_, path, timeoutMs, cause) => {
      const url = path === "closed" ? "http://127.0.0.1:1/geo" : `${base}${path}`;
      const storage = memoryStorage();
      const log = vi.fn();
      const result = await createGeoLocator({ url, storage, now, log, timeoutMs }).locate();
      expect(result).toEqual(fallback);
      expect(result.location).toMatchObject({ lat: 34.0928, lng: -118.3287 });
      expect(storage.getItem(locationCacheKey)).toBeNull();
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^Backlot: location lookup at .* failed \(.+\); using Hollywood$/),
      );
      expect(log.mock.calls[0]?.[0]).toMatch(cause);
    });

    it("a corrupt cache, which it drops and replaces by a fresh lookup", async () => {
      const { geo, storage } = locator("/ipapi");
      storage.setItem(locationCacheKey, "{ corrupt");
      const result = await geo.locate();
      expect(result.source).toBe("lookup");
      expect(JSON.parse(storage.getItem(locationCacheKey) ?? "null")).toMatchObject({ city: "Brooklyn" });
    });
  });

  it("survives storage that throws", async () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => undefined,
    };
    const result = await createGeoLocator({ url: `${base}/ipapi`, storage: throwing, now, log: vi.fn() }).locate();
    expect(result.source).toBe("lookup");
  });

  it("without a lookup service, uses the cookie, else Hollywood, quietly", async () => {
    const log = vi.fn();
    const geolocCookie = () => "40.75,-73.99";
    const cookie = await createGeoLocator({ storage: memoryStorage(), geolocCookie, now, log }).locate();
    expect(cookie).toMatchObject({ source: "cookie", location: { lat: 40.75, lng: -73.99 } });
    const none = await createGeoLocator({ storage: memoryStorage(), now, log }).locate();
    expect(none).toMatchObject({ source: "fallback", location: { city: "Hollywood", lat: 34.0928, lng: -118.3287 } });
    expect(log).not.toHaveBeenCalled();
  });
});
