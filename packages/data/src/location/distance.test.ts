import { describe, expect, it } from "vitest";
import { earthRadiusKm, haversineKm, nearestVendor } from "./distance.js";

const newYork = { lat: 40.7587, lng: -73.9995 };
const hollywood = { lat: 34.0928, lng: -118.3287 };
const toronto = { lat: 43.6497, lng: -79.3487 };

describe("haversineKm", () => {
  it("uses an earth radius of 6371 km", () => {
    expect(earthRadiusKm).toBe(6371);
    // A quarter of the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it("measures real distances", () => {
    expect(haversineKm(newYork, hollywood)).toBeCloseTo(3944, -1); // about 3,940 km
    expect(haversineKm(newYork, toronto)).toBeCloseTo(545, -1); // about 545 km
    expect(haversineKm(newYork, newYork)).toBe(0);
  });
});

describe("nearestVendor", () => {
  const vendors = [
    { name: "Bowery", _geoloc: newYork, isListed: true },
    { name: "Harbour", _geoloc: toronto, isListed: true },
    { name: "Unlisted LA", _geoloc: hollywood, isListed: false },
  ];

  it("picks the closest listed vendor", () => {
    expect(nearestVendor({ lat: 44, lng: -79 }, vendors)?.vendor.name).toBe("Harbour");
    expect(nearestVendor({ lat: 25.76, lng: -80.19 }, vendors)?.vendor.name).toBe("Bowery"); // Miami
    // Hollywood is nearer Toronto (about 3,490 km) than New York (about 3,940 km).
    expect(nearestVendor(hollywood, vendors)?.vendor.name).toBe("Harbour");
  });

  it("finds none when no vendor is listed", () => {
    expect(nearestVendor(newYork, [])).toBeUndefined();
    expect(nearestVendor(newYork, vendors.filter((vendor) => !vendor.isListed))).toBeUndefined();
  });
});
