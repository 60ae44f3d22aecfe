// A prop's dock facts (decision 0041) through the files: imported from a sheet, exported to CSV and XLSX in their own
// columns, and imported again unchanged.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { now, ownPropsOf } from "../test/import-support.js";
import { tenantCopy } from "../test/tenant-copy.js";
import { exportCatalogue } from "./export-catalogue.js";
import { importCatalogue } from "./import-catalogue.js";
import { readSheetFile, writeSheetFile } from "./sheet-files.js";

describe("a prop's location and replacement value", () => {
  it("are imported, exported in their own columns, and imported again unchanged", async () => {
    const own = await tenantCopy();
    try {
      const file = join(own.dir, "..", "dock.csv");
      await writeSheetFile(file, {
        header: ["Item number", "Name", "Department", "Category", "Weekly rate", "Quantity", "Bin", "Loss value"],
        rows: [
          ["BPH-7", "Nikon F2", "Cameras", "Film Cameras", "$45.00", "2", "Aisle 8 · Bay 3", "$1,250.00"],
          ["BPH-8", "Box of tape", "Cameras", "Film Cameras", "5", "40", "", ""],
        ],
      });
      const imported = await importCatalogue({ file, tenantDir: own.dir, now });
      expect(imported.problems).toEqual([]);
      const props = await ownPropsOf(own.dir);
      expect(props.map(({ id, location, replacementValue }) => ({ id, location, replacementValue }))).toEqual([
        { id: "BPH-7", location: "Aisle 8 · Bay 3", replacementValue: 125000 },
        { id: "BPH-8", location: undefined, replacementValue: undefined },
      ]);

      for (const format of ["csv", "xlsx"]) {
        const exported = join(own.dir, "..", `export.${format}`);
        await exportCatalogue(own.dir, exported);
        const sheet = await readSheetFile(exported);
        expect(sheet.header.slice(-2)).toEqual(["Location", "Replacement value"]);
        // An XLSX sheet has no empty cells, only missing ones.
        expect(sheet.rows.map((row) => row.slice(-2).map((cell) => cell ?? ""))).toEqual([
          ["Aisle 8 · Bay 3", "1250.00"],
          ["", ""],
        ]);
        if (format === "csv") expect(await readFile(exported, "utf8")).toContain(",Aisle 8 · Bay 3,1250.00\n");
        const again = await importCatalogue({ file: exported, tenantDir: own.dir, now });
        expect(again.problems).toEqual([]);
        expect([again.added, again.updated, again.unchanged]).toEqual([[], [], 2]);
        expect(await ownPropsOf(own.dir)).toEqual(props);
      }
    } finally {
      await own.remove();
    }
  });
});
