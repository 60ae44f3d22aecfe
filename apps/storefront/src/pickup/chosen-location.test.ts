// The visitor's dock: remembered when chosen, the nearest preselected otherwise, never an unlisted one, and nothing at
// all for a prop house with one dock (the injected New York tenant).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PickupLocation } from "@backlot/tenant-config";
import type { StorefrontTenant } from "../app/storefront-tenant.js";

const tenant = globalThis.__BACKLOT_TENANT__ as StorefrontTenant;
const oneDock = tenant.vendor.locations;
const dock = (id: string, lat: number, lng: number, isListed = true): PickupLocation => ({
  id,
  displayName: id,
  address: { line1: `1 ${id} Street`, city: id, state: "ON", zip: "M5A 1A8", country: "CA" },
  _geoloc: { lat, lng },
  timezone: "America/Toronto",
  mapsEmbedUrl: "https://www.openstreetmap.org/export/embed.html",
  isListed,
});
const burnaby = { lat: 49.2488, lng: -122.9805 };

/** The modules as a page of a prop house with these docks loads them. */
async function withDocks(locations: PickupLocation[] | undefined) {
  if (locations) tenant.vendor.locations = locations as [PickupLocation, ...PickupLocation[]];
  else delete tenant.vendor.locations;
  vi.resetModules();
  return {
    ...(await import("./chosen-location.js")),
    ...(await import("./nearest-location.js")),
  };
}

const twoDocks = [
  dock("toronto", 43.65, -79.35),
  dock("vancouver", 49.28, -123.07),
  dock("depot", 49.25, -122.98, false),
];

describe("the visitor's pickup location", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());
  afterAll(() => {
    if (oneDock) tenant.vendor.locations = oneDock;
    else delete tenant.vendor.locations;
  });

  it("is nothing to ask about for a prop house with one dock", async () => {
    const pickup = await withDocks(undefined);
    expect(pickup.offersPickupChoice).toBe(false);
    expect(pickup.chosenLocationId()).toBeUndefined();
  });

  it("is the first listed dock until the visitor or the geo lookup says otherwise", async () => {
    const pickup = await withDocks(twoDocks);
    expect(pickup.offersPickupChoice).toBe(true);
    expect(pickup.listedLocations.map((location) => location.id)).toEqual(["toronto", "vancouver"]);
    expect(pickup.chosenLocationId()).toBe("toronto");
  });

  it("preselects the nearest listed dock (never the unlisted depot nearer still), and names it as such", async () => {
    const pickup = await withDocks(twoDocks);
    expect(await pickup.preselectNearest(() => Promise.resolve(burnaby))).toBe(true);
    expect(pickup.chosenLocationId()).toBe("vancouver");
    expect(pickup.currentPickupChoice().how).toBe("nearest");
    // Only a choice is remembered: the next visit asks the lookup again (it keeps its answer a day).
    expect(localStorage.length).toBe(0);
  });

  it("remembers the visitor's choice, which the nearest never overrides, and ignores a dock not listed", async () => {
    const pickup = await withDocks(twoDocks);
    expect(pickup.choosePickupLocation("vancouver")).toBe(true);
    expect(pickup.choosePickupLocation("vancouver")).toBe(false);
    expect(pickup.choosePickupLocation("depot")).toBe(false);
    expect(pickup.choosePickupLocation("calgary")).toBe(false);
    expect(pickup.chosenLocationId()).toBe("vancouver");
    const nextVisit = await withDocks(twoDocks);
    expect(nextVisit.chosenLocationId()).toBe("vancouver");
    expect(await nextVisit.preselectNearest(() => Promise.resolve({ lat: 43.26, lng: -79.87 }))).toBe(false);
    expect(nextVisit.chosenLocationId()).toBe("vancouver");
  });

  it("forgets a remembered dock the prop house no longer lists", async () => {
    localStorage.setItem(`backlot:pickup-location:${tenant.vendor.id}`, "vancouver");
    const pickup = await withDocks([
      dock("toronto", 43.65, -79.35),
      dock("vancouver", 49.28, -123.07, false),
      dock("calgary", 51.05, -114.07),
    ]);
    expect(pickup.chosenLocationId()).toBe("toronto");
  });
});
