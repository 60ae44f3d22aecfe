// Property: the nearest listed location, on random places and random lists, is the brute-force
// minimum of the haversine distance over the listed ones (the first of equals), and none is
// chosen when none is listed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineKm } from "./distance.js";
import { nearestLocation } from "./nearest-location.js";

const place = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
const location = fc.record({ id: fc.uuid(), _geoloc: place, isListed: fc.option(fc.boolean(), { nil: undefined }) });

/** The brute-force answer: every listed location's distance, the least kept, the first of equals. */
function bruteForceNearest<T extends { _geoloc: { lat: number; lng: number }; isListed?: boolean | undefined }>(
  locations: readonly T[],
  from: { lat: number; lng: number },
): T | undefined {
  const listed = locations.filter((candidate) => candidate.isListed !== false);
  const distances = listed.map((candidate) => haversineKm(from, candidate._geoloc));
  const least = Math.min(...distances);
  return listed[distances.indexOf(least)];
}

describe("the nearest pickup location", () => {
  it("is the brute-force minimum over the listed locations", () => {
    fc.assert(
      fc.property(fc.array(location, { maxLength: 12 }), place, (locations, from) => {
        expect(nearestLocation(locations, from)).toBe(bruteForceNearest(locations, from));
      }),
      { numRuns: 500 },
    );
  });

  it("picks Vancouver for a visitor in Burnaby and Toronto for one in Hamilton; nobody gets an unlisted dock", () => {
    const toronto = { id: "toronto", _geoloc: { lat: 43.6497, lng: -79.3487 } };
    const vancouver = { id: "vancouver", _geoloc: { lat: 49.2688, lng: -123.0962 } };
    const warehouse = { id: "warehouse", _geoloc: { lat: 49.25, lng: -122.98 }, isListed: false };
    const burnaby = { lat: 49.2488, lng: -122.9805 };
    expect(nearestLocation([toronto, vancouver, warehouse], burnaby)).toBe(vancouver);
    expect(nearestLocation([toronto, vancouver], { lat: 43.2557, lng: -79.8711 })).toBe(toronto);
    expect(nearestLocation([warehouse], burnaby)).toBeUndefined();
    expect(nearestLocation([], burnaby)).toBeUndefined();
  });
});
