// Importing a sheet with bad rows, as CSV and as XLSX: every problem reported by row and column, nothing written.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { now, suiteTenantCopy } from "../test/import-support.js";
import { fixture } from "../test/tenant-copy.js";
import { importCatalogue } from "./import-catalogue.js";
import { formatImportReport } from "./import-report.js";
import { readSheetFile, writeSheetFile } from "./sheet-files.js";

const tenant = suiteTenantCopy();

describe.each(["csv", "xlsx"])("a sheet with bad rows, as %s", (format) => {
  it("reports each bad row with its row, column and reason, and writes nothing", async () => {
    let file = fixture("bad-rows.csv");
    if (format === "xlsx") {
      file = join(tenant.dir, "..", "bad-rows.xlsx");
      await writeSheetFile(
        file,
        (await readSheetFile(fixture("bad-rows.csv"))) as { header: string[]; rows: string[][] },
      );
    }
    const report = await importCatalogue({ file, tenantDir: tenant.dir, now });
    expect(report.written).toBeUndefined();
    expect(formatImportReport(report)).toBe(
      [
        "Nothing was written: 11 problems. Fix them, or import with --partial to skip those rows.",
        "Problems:",
        '  row 3, column "Department" (C): "Prop Firearm" is not a department of the tenant; did you mean ' +
          '"Prop Firearms"?',
        '  row 3, column "Weekly rate" (F): "abc" is not an amount of USD; write it like 45.00',
        '  row 3, column "Quantity" (G): "two" is not a whole number like 3',
        '  row 3, column "Colors" (H): "Plaid" is not a colour of the tenant\'s colour map; see the tenant\'s ' +
          "settings for the 19 allowed names",
        '  row 3, column "Eras" (I): "Jurassic" is not one of the tenant\'s Eras; allowed: Victorian, Edwardian, ' +
          "1920s, 1930s, 1940s, 1950s, 1960s, 1970s, 1980s, 1990s, 2000s, Contemporary, Futuristic",
        '  row 4, column "Item number" (A): no item number; every row needs one, so a second import updates the ' +
          "same prop",
        '  row 5, column "Item number" (A): item number "BPH-90001" is also on row 2; give each item one row',
        '  row 6: "BPH-90003" is a new item, so it needs Name, Department, Category, Weekly rate, Quantity',
        '  row 7, column "Category" (D): "Film Camera" is not a category of Cameras; did you mean "Film Cameras"?',
        '  row 7, column "Weekly rate" (F): "12.345" is not an amount of USD; write it like 45.00',
        '  row 8, column "Materials" (J): "Plastik" is not one of the tenant\'s Materials; did you mean "Plastic"?',
        "1 listed prop has no photo: BPH-90001",
        "",
      ].join("\n"),
    );
  });
});
