import { beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { loadTestTenant } from "../../test/tenant-copy.js";
import type { Prop } from "@backlot/domain";
import type { Cell, Sheet } from "./columns.js";
import { mergeCatalogue } from "./merge-catalogue.js";
import { readCatalogueSheet } from "./read-rows.js";

let tenant: Tenant;
beforeAll(async () => {
  tenant = await loadTestTenant();
});

const now = new Date("2026-11-20T12:00:00.000Z");
const header = [
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
  "Material",
];
const revolver: Cell[] = [
  "BPH-1",
  "Colt Single Action Army replica",
  "Blued steel, non-firing.",
  "Prop Firearms",
  "Handguns",
  "Revolvers",
  "$85.00",
  "2",
  "Black, Silver",
  "western, hero",
  "Victorian",
  "Steel",
];

function importSheet(rows: Cell[][], existing: Prop[] = [], options: { partial?: boolean } = {}) {
  const sheet: Sheet = { header, rows };
  const read = readCatalogueSheet(sheet, tenant, { existing, now });
  return { read, result: mergeCatalogue(existing, read, tenant, options) };
}

describe("reading a sheet", () => {
  it("makes props from plain header names, with the tenant's names whatever their case", () => {
    const { result } = importSheet([
      revolver,
      ["BPH-2", "Gurney", "", "props by scene", "hospital & clinic", "", 450, 1, "white", "", "", ""],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.added).toEqual(["BPH-1", "BPH-2"]);
    expect(result.props[0]).toMatchObject({
      id: "BPH-1",
      weeklyRate: 8500,
      quantity: 2,
      colors: ["Black", "Silver"],
      tags: ["western", "hero"],
      subcategory: "Revolvers",
      custom: { era: ["Victorian"], material: ["Steel"] },
      createdAt: now.toISOString(),
      listed: true,
    });
    expect(result.props[1]).toMatchObject({
      department: "Props By Scene",
      category: "Hospital & Clinic",
      weeklyRate: 45000,
    });
  });

  it("reports every bad row with its row, column and reason, and writes nothing", () => {
    const rows: Cell[][] = [
      revolver,
      ["BPH-2", "Stone revolver", "", "Prop Firearm", "Handguns", "", "abc", "two", "Plaid", "", "Jurassic", ""],
      ["", "No number", "", "Cameras", "Film Cameras", "", "10", "1", "", "", "", ""],
      ["BPH-1", "Again", "", "Cameras", "Film Cameras", "", "10", "1", "", "", "", ""],
      ["BPH-3", "", "", "", "", "", "", "", "", "", "", ""],
      ["BPH-4", "Camera", "", "Cameras", "Film Camera", "35 mm", "12.345", "1", "", "", "", ""],
    ];
    const { result } = importSheet(rows);
    expect(result.ok).toBe(false);
    expect(result.props).toEqual([]);
    expect(result.problems.map((p) => `row ${p.row}${p.column ? `, ${p.column}` : ""}: ${p.message}`)).toEqual([
      'row 3, "Department" (D): "Prop Firearm" is not a department of the tenant; did you mean "Prop Firearms"?',
      'row 3, "Weekly rate" (G): "abc" is not an amount of USD; write it like 45.00',
      'row 3, "Quantity" (H): "two" is not a whole number like 3',
      'row 3, "Colors" (I): "Plaid" is not a colour of the tenant\'s colour map; see the tenant\'s settings for the ' +
        "19 allowed names",
      'row 3, "Eras" (K): "Jurassic" is not one of the tenant\'s Eras; allowed: Victorian, Edwardian, 1920s, 1930s, ' +
        "1940s, 1950s, 1960s, 1970s, 1980s, 1990s, 2000s, Contemporary, Futuristic",
      'row 4, "Item number" (A): no item number; every row needs one, so a second import updates the same prop',
      'row 5, "Item number" (A): item number "BPH-1" is also on row 2; give each item one row',
      'row 6: "BPH-3" is a new item, so it needs Name, Department, Category, Weekly rate, Quantity',
      'row 7, "Category" (E): "Film Camera" is not a category of Cameras; did you mean "Film Cameras"?',
      'row 7, "Weekly rate" (G): "12.345" is not an amount of USD; write it like 45.00',
    ]);
  });

  it("with partial, imports the good rows and leaves out the bad", () => {
    const { result } = importSheet(
      [revolver, ["BPH-2", "Camera", "", "Cameras", "Nope", "", "10", "1", "", "", "", ""]],
      [],
      { partial: true },
    );
    expect(result.ok).toBe(false);
    expect(result.props.map((prop) => prop.id)).toEqual(["BPH-1"]);
    expect(result.leftOut).toBe(1);
  });

  it("reports what the prop schema refuses at the row and column it came from", () => {
    const long = "x".repeat(121);
    const { result } = importSheet([[...revolver.slice(0, 1), long, ...revolver.slice(2)]]);
    expect(result.problems).toEqual([{ row: 2, column: '"Name" (B)', message: "must be at most 120 characters long" }]);
  });

  it("is idempotent by item number: a second import updates and never duplicates", () => {
    const first = importSheet([revolver]).result;
    const again = importSheet([revolver], first.props).result;
    expect(again.props).toEqual(first.props);
    expect([again.added, again.updated, again.unchanged]).toEqual([[], [], 1]);
    const cheaper = importSheet([[...revolver.slice(0, 6), "70", ...revolver.slice(7)]], first.props).result;
    expect(cheaper.props).toHaveLength(1);
    expect(cheaper.updated).toEqual(["BPH-1"]);
    expect(cheaper.props[0]?.weeklyRate).toBe(7000);
    expect(cheaper.props[0]?.createdAt).toBe(first.props[0]?.createdAt);
  });

  it("updates only the columns a sheet has, and keeps the rest", () => {
    const first = importSheet([revolver]).result.props;
    const read = readCatalogueSheet({ header: ["SKU", "Qty"], rows: [["BPH-1", 5]] }, tenant, { existing: first, now });
    const result = mergeCatalogue(first, read, tenant);
    expect(result.problems).toEqual([]);
    expect(result.props[0]).toEqual({ ...first[0], quantity: 5 });
  });
});

describe("a prop's dock facts", () => {
  const read = (sheet: Sheet, existing: Prop[]) => {
    const result = mergeCatalogue(existing, readCatalogueSheet(sheet, tenant, { existing, now }), tenant);
    return {
      result,
      problems: result.problems.map((p) => `row ${p.row}${p.column ? `, ${p.column}` : ""}: ${p.message}`),
    };
  };
  /** Revolvers BPH-1 to BPH-4, as an earlier import left them. */
  const revolvers = () =>
    importSheet(["BPH-1", "BPH-2", "BPH-3", "BPH-4"].map((id) => [id, ...revolver.slice(1)])).result.props;

  it("reads where a prop is kept and its replacement value, money as a weekly rate is", () => {
    const existing = revolvers();
    const { result, problems } = read(
      {
        header: ["Item number", "Location", "Replacement value"],
        rows: [["BPH-1", " Aisle 3 · Bay 12 ", "$1,250.00"]],
      },
      existing,
    );
    expect(problems).toEqual([]);
    expect(result.props[0]).toEqual({ ...existing[0], location: "Aisle 3 · Bay 12", replacementValue: 125000 });
  });

  it("knows them by the names other systems give them, but never by a bare Value or Price", () => {
    const existing = revolvers();
    for (const [location, value] of [
      ["Bin", "Replacement cost"],
      ["Bin location", "Replacement price"],
      ["Shelf", "Loss value"],
      ["Storage location", "Replacement cost"],
      ["warehouse location", "replacement value"],
    ] as const) {
      const { result, problems } = read(
        { header: ["SKU", location, value], rows: [["BPH-1", "Cage B / Shelf 4", 980]] },
        existing,
      );
      expect(problems).toEqual([]);
      expect(result.props[0]).toMatchObject({ location: "Cage B / Shelf 4", replacementValue: 98000 });
    }
    const bare = readCatalogueSheet({ header: ["Item number", "Value", "Price"], rows: [] }, tenant);
    expect(bare.header.columns.map((column) => column.targetName)).toEqual(["Item number"]);
  });

  it("clears them with an empty cell, and keeps them when the sheet has no such column", () => {
    const existing = revolvers();
    const header = ["Item number", "Location", "Replacement value"];
    const kept = read({ header, rows: [["BPH-1", "Aisle 1 · Bay 2", "450"]] }, existing).result.props;
    expect(read({ header: ["Item number", "Quantity"], rows: [["BPH-1", "3"]] }, kept).result.props[0]).toMatchObject({
      location: "Aisle 1 · Bay 2",
      replacementValue: 45000,
      quantity: 3,
    });
    expect(read({ header, rows: [["BPH-1", "", ""]] }, kept).result.props[0]).toEqual(existing[0]);
  });

  it("reports a bad replacement value or location at its row and column", () => {
    const { result, problems } = read(
      {
        header: ["Item number", "Location", "Replacement value"],
        rows: [
          ["BPH-1", "Aisle 3", "lots"],
          ["BPH-2", "", "-5"],
          ["BPH-3", "x".repeat(61), "10"],
          ["BPH-4", "Aisle 3\nBay 12", "10"],
        ],
      },
      revolvers(),
    );
    expect(result.ok).toBe(false);
    expect(problems).toEqual([
      'row 2, "Replacement value" (C): "lots" is not an amount of USD; write it like 45.00',
      'row 3, "Replacement value" (C): "-5" is not an amount of USD; write it like 45.00',
      'row 4, "Location" (B): must be at most 60 characters long',
      'row 5, "Location" (B): must be one line of text, like "Aisle 3 · Bay 12"',
    ]);
  });
});

describe("mapping files", () => {
  it("maps another system's columns, values and daily rates", () => {
    // RentalDesk's documented equipment import columns.
    const sheet: Sheet = {
      header: ["MasterCategory", "Category", "Type", "Sales", "Daily_Rate1", "Stocklevel", "Stockcode", "Weight"],
      rows: [
        ["Guns", "Handguns", "Snub-nose .38 revolver", "False", "20", "3", "RD-1", "2"],
        ["Guns", "Handguns", "Holster for sale", "True", "5", "10", "RD-2", "1"],
      ],
    };
    const mapping = {
      columns: { MasterCategory: "Department", Type: "Name", Daily_Rate1: "Daily rate", Stocklevel: "Quantity" },
      values: { Department: { Guns: "Prop Firearms" } },
      daysPerWeek: 3,
      skipRows: { Sales: ["True"] },
    };
    const read = readCatalogueSheet(sheet, tenant, { mapping, now });
    const result = mergeCatalogue([], read, tenant);
    expect(result.problems).toEqual([]);
    expect(read.skipped).toBe(1);
    expect(result.props).toMatchObject([
      { id: "RD-1", name: "Snub-nose .38 revolver", department: "Prop Firearms", weeklyRate: 6000, quantity: 3 },
    ]);
    expect(read.header.ignored).toEqual(['"Sales" (D) is not a catalogue column, so it is left out']);
  });

  it("says what is wrong with the header before reading a row", () => {
    const read = readCatalogueSheet({ header: ["Name", "Nmae", "Weekly rate", "Weekly price"], rows: [] }, tenant, {
      mapping: { columns: { Nmae: "Nmae" }, values: {}, skipRows: {} },
    });
    expect(read.header.problems).toEqual([
      'the mapping file maps "Nmae" (B) to "Nmae", which is not a column: did you mean "Name"?',
      '"Weekly rate" (C) and "Weekly price" (D) both give Weekly rate; keep one, or map one to null',
      'the sheet has no "Item number" column (or SKU, Stock number...); the import matches props by it, so add it or ' +
        "name it in a mapping file",
    ]);
  });
});
