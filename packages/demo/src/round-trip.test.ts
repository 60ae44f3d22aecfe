import { beforeAll, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { loadTestTenant } from "../test/ny-props.js";
import { generateCatalogue } from "./catalogue/generate-catalogue.js";
import type { Prop } from "@backlot/domain";
import { catalogueSheet, mergeCatalogue, readCatalogueSheet } from "@backlot/catalogue/sheet";

let tenant: Tenant;
let demo: Prop[];
beforeAll(async () => {
  tenant = await loadTestTenant();
  demo = generateCatalogue(tenant, { count: 400 });
});

it("export then import into the same catalogue changes nothing", () => {
  const sheet = catalogueSheet(demo, tenant);
  expect(sheet.header.slice(0, 13)).toEqual([
    "Item number",
    "Name",
    "Description",
    "Department",
    "Category",
    "Subcategory",
    "Weekly rate",
    "Quantity",
    "Colors",
    "Tags",
    "Eras",
    "Styles",
    "Materials",
  ]);
  // The house's own facts come last, and go through the sheet like the rest (decision 0041).
  expect(sheet.header.slice(-2)).toEqual(["Location", "Replacement value"]);
  expect(demo.filter((prop) => prop.location !== undefined).length).toBeGreaterThan(300);
  const read = readCatalogueSheet(sheet, tenant, { existing: demo });
  const result = mergeCatalogue(demo, read, tenant);
  expect(result.problems).toEqual([]);
  expect(result.props).toEqual(demo);
  expect([result.added.length, result.updated.length, result.unchanged]).toEqual([0, 0, demo.length]);
});

it("export then import into an empty catalogue gives the same catalogue, photos resolved by the caller", () => {
  const read = readCatalogueSheet(catalogueSheet(demo, tenant), tenant, { now: new Date(0) });
  for (const row of read.rows)
    row.prop.images = (row.photos ?? []).map((url) => ({ url, alt: row.prop.name, width: 800, height: 600 }));
  const result = mergeCatalogue([], read, tenant);
  expect(result.problems).toEqual([]);
  expect(result.props).toEqual(demo);
});
