import { describe, expect, it } from "vitest";
import { fixtureDocuments } from "../test/support.js";
import type { PickupLocation, VendorConfig } from "./generated/schema-types.js";
import { pickupLocationsOf } from "./pickup-locations.js";

const vendor = fixtureDocuments().vendor as unknown as VendorConfig;
const vendorWithDefaults: VendorConfig = {
  ...vendor,
  isListed: true,
  timezone: "America/New_York",
  hours: "Monday-Friday 9am-6pm",
  weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
};
const settings = { currency: "USD" };

describe("a tenant's pickup locations", () => {
  it("are the one dock at the vendor's address when the vendor lists none", () => {
    const [only, ...others] = pickupLocationsOf({ vendor: vendorWithDefaults, settings });
    expect(others).toEqual([]);
    expect(only).toEqual({
      id: vendor.id,
      displayName: vendor.address.city,
      address: vendor.address,
      _geoloc: vendor._geoloc,
      timezone: "America/New_York",
      mapsEmbedUrl: vendor.mapsEmbedUrl,
      hours: "Monday-Friday 9am-6pm",
      phone: vendor.phone,
      isListed: true,
      weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
      currency: "USD",
    });
  });

  it("are the listed ones in order, each filled in from the vendor where it says nothing", () => {
    const vancouver: PickupLocation = {
      id: "vancouver",
      displayName: "Vancouver",
      address: { line1: "1 Dock Street", city: "Vancouver", state: "BC", zip: "V6A 1A1", country: "CA" },
      _geoloc: { lat: 49.27, lng: -123.1 },
      timezone: "America/Vancouver",
      mapsEmbedUrl: "https://www.openstreetmap.org/export/embed.html",
      isListed: false,
      currency: "CAD",
      hours: "Monday-Saturday 7am-4pm",
    };
    const toronto: PickupLocation = { ...vancouver, id: "toronto", displayName: "Toronto", isListed: true };
    const locations = pickupLocationsOf({
      vendor: { ...vendorWithDefaults, locations: [toronto, vancouver] },
      settings,
    });
    expect(locations.map((location) => location.id)).toEqual(["toronto", "vancouver"]);
    expect(locations[1]).toMatchObject({
      isListed: false,
      currency: "CAD",
      hours: "Monday-Saturday 7am-4pm",
      phone: vendor.phone,
      weeklyDiscounts: vendorWithDefaults.weeklyDiscounts,
    });
    // The first is home: it holds a prop's stock unless the prop splits it.
    expect(locations[0]?.id).toBe("toronto");
  });
});
