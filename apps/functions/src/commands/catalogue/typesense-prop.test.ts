import { describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { typesensePropRequest } from "./typesense-prop.js";

const config = { priceBins: [], colorOrder: ["Chrome"], customFields: [{ id: "era", values: ["1950s"] }], tree: [] };
const prop: Prop = {
  id: "BPH-1/2",
  name: "Chrome diner stool",
  description: "Red vinyl seat.",
  department: "Furniture",
  category: "Seating",
  tags: ["diner"],
  colors: ["Chrome"],
  weeklyRate: 1500,
  quantity: 4,
  images: [],
  variants: [],
  custom: { era: ["1950s"] },
  createdAt: "2026-01-05T00:00:00Z",
  listed: true,
};
const target = { url: "https://search.example.net/typesense/", apiKey: "admin-key" };

describe("typesensePropRequest", () => {
  it("upserts a shown prop into the tenant's alias as the whole document the sync writes", () => {
    const request = typesensePropRequest(target, "ny-props-props", prop, 7, config);
    expect(request).toMatchObject({
      method: "POST",
      url: "https://search.example.net/typesense/collections/ny-props-props/documents?action=upsert",
      headers: { "X-TYPESENSE-API-KEY": "admin-key", "Content-Type": "application/json" },
    });
    expect(JSON.parse(request.body ?? "")).toMatchObject({
      id: "BPH-1/2",
      name: "Chrome diner stool",
      weeklyRate: 1500,
      quantity: 4,
      catalogueOrder: 7,
      custom_era: ["1950s"],
      nameSort: "chrome diner stool",
    });
  });

  it("sends no dock facts, should a prop that updateProp passes on carry them", () => {
    const kept = { ...prop, location: "Aisle 3 · Bay 12", replacementValue: 45_000 };
    const request = typesensePropRequest(target, "ny-props-props", kept, 7, config);
    expect(request.body).not.toMatch(/Aisle 3|45000|location|replacementValue/);
  });

  it("deletes a hidden prop, its id made safe for the path", () => {
    const request = typesensePropRequest(target, "ny-props-props", { ...prop, listed: false }, 7, config);
    expect(request).toEqual({
      method: "DELETE",
      url: "https://search.example.net/typesense/collections/ny-props-props/documents/BPH-1%2F2",
      headers: { "X-TYPESENSE-API-KEY": "admin-key", "Content-Type": "application/json" },
    });
  });
});
