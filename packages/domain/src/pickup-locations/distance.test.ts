import { describe, expect, it } from "vitest";
import { earthRadiusKm, haversineKm } from "./distance.js";

// City centres as the published great-circle distances take them (6371 km mean radius).
const newYork = { lat: 40.7128, lng: -74.006 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };
const london = { lat: 51.5074, lng: -0.1278 };
const paris = { lat: 48.8566, lng: 2.3522 };
const sydney = { lat: -33.8688, lng: 151.2093 };

describe("haversine distance", () => {
  it("uses the spec's earth radius of 6371 km", () => {
    expect(earthRadiusKm).toBe(6371);
  });

  it("matches published distances between cities", () => {
    // New York to Los Angeles: about 3,936 km (issue 37).
    expect(haversineKm(newYork, losAngeles)).toBeCloseTo(3936, -1);
    // London to Paris: about 344 km.
    expect(haversineKm(london, paris)).toBeCloseTo(344, 0);
    // New York to Sydney: about 15,990 km.
    expect(Math.abs(haversineKm(newYork, sydney) - 15_990)).toBeLessThan(10);
  });

  it("is 0 for one place, the same both ways, and half the circumference between opposite points", () => {
    expect(haversineKm(paris, paris)).toBe(0);
    expect(haversineKm(losAngeles, newYork)).toBe(haversineKm(newYork, losAngeles));
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * earthRadiusKm, 6);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * earthRadiusKm, 6);
  });
});
