import { describe, expect, it } from "vitest";
import vendorSchema from "@backlot/tenant-config/schema/vendor.schema.json" with { type: "json" };
import propSchema from "../../schema/prop.schema.json" with { type: "json" };
import { locationIdPattern } from "./location-id.js";

describe("a pickup location's id", () => {
  it("is one pattern, which the vendor and prop schemas repeat", () => {
    expect(vendorSchema.$defs.pickupLocation.properties.id.pattern).toBe(locationIdPattern.source);
    expect(propSchema.properties.stockByLocation.propertyNames.pattern).toBe(locationIdPattern.source);
  });

  it("takes a short lowercase name, never spaces, capitals or a leading hyphen", () => {
    for (const id of ["vancouver", "nyc-2", "a"]) expect(locationIdPattern.test(id)).toBe(true);
    for (const id of ["Vancouver", "-dock", "new york", "", "x".repeat(41)])
      expect(locationIdPattern.test(id)).toBe(false);
  });
});
