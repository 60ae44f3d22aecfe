// A prop's stock split between docks in a sheet: what export writes for a prop house with more than one (the
// two-dock sample, harbour-scenic) imports back to the same split; a wrong cell says what is wrong and where; a prop
// house with one dock writes no such column, so its sheets are as before.
import { beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import type { Prop } from "@backlot/domain";
import { loadTestTenant } from "../../test/tenant-copy.js";
import { catalogueSheet } from "./catalogue-sheet.js";
import { mergeCatalogue } from "./merge-catalogue.js";
import { readCatalogueSheet } from "./read-rows.js";
import { readStockByLocation, stockByLocationCell } from "./stock-by-location-cell.js";

let harbour: Tenant;
let newYork: Tenant;
beforeAll(async () => {
  [harbour, newYork] = await Promise.all([loadTestTenant("harbour-scenic"), loadTestTenant("ny-props")]);
});

const docks = [
  { id: "toronto", displayName: "Toronto" },
  { id: "vancouver", displayName: "Vancouver" },
];

describe("the Stock by location cell", () => {
  it("writes each dock of the split by id, in the tenant's order", () => {
    expect(stockByLocationCell({ vancouver: 1, toronto: 3 }, docks)).toBe("toronto: 3; vancouver: 1");
    expect(stockByLocationCell(undefined, docks)).toBe("");
  });

  it("reads docks by id or by name, whatever their case", () => {
    expect(readStockByLocation("toronto: 3; Vancouver : 1", docks)).toEqual({
      ok: true,
      value: { toronto: 3, vancouver: 1 },
    });
    expect(readStockByLocation("TORONTO:0\nvancouver: 2", docks)).toEqual({
      ok: true,
      value: { toronto: 0, vancouver: 2 },
    });
  });

  it("takes a dock's id as that dock, whatever another dock is called", () => {
    const named = [
      { id: "vancouver", displayName: "Vancouver" },
      { id: "burnaby", displayName: "vancouver" },
    ];
    expect(readStockByLocation("vancouver: 3", named)).toEqual({ ok: true, value: { vancouver: 3 } });
  });

  it("says what is wrong: a dock the house does not have, a count, a dock twice, no count at all", () => {
    expect(readStockByLocation("calgary: 2", docks)).toEqual({
      ok: false,
      message: '"calgary" is not one of the prop house\'s pickup locations (toronto, vancouver)',
    });
    expect(readStockByLocation("toronto: two", docks)).toMatchObject({ ok: false, message: /^toronto: "two" is not/ });
    expect(readStockByLocation("toronto: 1; Toronto: 2", docks)).toEqual({
      ok: false,
      message: '"Toronto" is given twice',
    });
    expect(readStockByLocation("toronto 3", docks)).toMatchObject({ ok: false, message: /like "toronto: 3"/ });
  });
});

describe("a sheet of a prop house with two docks", () => {
  const prop = (overrides: Partial<Prop> = {}): Prop => ({
    id: "HSS-1",
    name: "Harbour crane hook",
    description: "Cast steel, painted.",
    department: harbour.categories.departments[0]?.name ?? "",
    category: harbour.categories.departments[0]?.categories[0]?.name ?? "",
    tags: [],
    colors: [],
    weeklyRate: 12_000,
    quantity: 4,
    stockByLocation: { toronto: 3, vancouver: 1 },
    images: [],
    variants: [],
    custom: {},
    createdAt: "2026-11-20T12:00:00.000Z",
    listed: true,
    ...overrides,
  });

  it("exports the split and imports it back unchanged", () => {
    const sheet = catalogueSheet([prop()], harbour);
    const column = sheet.header.indexOf("Stock by location");
    expect(column).toBe(sheet.header.indexOf("Quantity") + 1);
    expect(sheet.rows[0]?.[column]).toBe("toronto: 3; vancouver: 1");
    const merged = mergeCatalogue([], readCatalogueSheet(sheet, harbour), harbour);
    expect(merged.problems).toEqual([]);
    expect(merged.props[0]?.stockByLocation).toEqual({ toronto: 3, vancouver: 1 });
  });

  it("puts the stock back at the home dock for an empty cell, and reports a split that misses the quantity", () => {
    const sheet = catalogueSheet([prop()], harbour);
    const column = sheet.header.indexOf("Stock by location");
    const emptied = { ...sheet, rows: [sheet.rows[0]?.map((cell, index) => (index === column ? "" : cell)) ?? []] };
    expect(mergeCatalogue([], readCatalogueSheet(emptied, harbour), harbour).props[0]?.stockByLocation).toBeUndefined();
    const wrong = {
      ...sheet,
      rows: [sheet.rows[0]?.map((cell, index) => (index === column ? "toronto: 3; vancouver: 3" : cell)) ?? []],
    };
    const merged = mergeCatalogue([], readCatalogueSheet(wrong, harbour), harbour);
    expect(merged.ok).toBe(false);
    expect(merged.problems.map((problem) => [problem.row, problem.column])).toEqual([[2, '"Stock by location" (I)']]);
  });

  it("is not a column for a prop house with one dock", () => {
    expect(catalogueSheet([], newYork).header).not.toContain("Stock by location");
  });
});
