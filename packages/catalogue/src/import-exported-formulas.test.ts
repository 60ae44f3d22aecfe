// An export opened in a spreadsheet and imported again: formula-like cells stay text both ways.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { now, ownPropsOf } from "../test/import-support.js";
import { tenantCopy } from "../test/tenant-copy.js";
import { exportCatalogue } from "./export-catalogue.js";
import { importCatalogue } from "./import-catalogue.js";
import { writeSheetFile } from "./sheet-files.js";

describe("an export opened in a spreadsheet", () => {
  it("has formula-like cells as text, and imports again unchanged", async () => {
    const own = await tenantCopy();
    try {
      const file = join(own.dir, "..", "formulas.csv");
      await writeSheetFile(file, {
        header: ["Item number", "Name", "Description", "Department", "Category", "Weekly rate", "Quantity"],
        rows: [
          ["BPH-5", '=HYPERLINK("http://evil.example","Click")', "+1 spare bulb", "Cameras", "Film Cameras", "20", "1"],
          ["BPH-6", "@Stool", "-5", "Cameras", "Film Cameras", "20", "1"],
        ],
      });
      const imported = await importCatalogue({ file, tenantDir: own.dir, now });
      expect(imported.problems).toEqual([]);
      const props = await ownPropsOf(own.dir);
      expect(props.map(({ id, name, description }) => [id, name, description])).toEqual([
        ["BPH-5", '=HYPERLINK("http://evil.example","Click")', "+1 spare bulb"],
        ["BPH-6", "@Stool", "-5"],
      ]);

      for (const format of ["csv", "xlsx"]) {
        const exported = join(own.dir, "..", `export.${format}`);
        await exportCatalogue(own.dir, exported);
        if (format === "csv") {
          const text = await readFile(exported, "utf8");
          expect(text).toContain(`BPH-5,"'=HYPERLINK(""http://evil.example"",""Click"")",'+1 spare bulb,`);
          expect(text).toContain("BPH-6,'@Stool,'-5,");
        }
        const again = await importCatalogue({ file: exported, tenantDir: own.dir, now });
        expect(again.problems).toEqual([]);
        expect([again.added, again.updated, again.unchanged]).toEqual([[], [], 2]);
      }
    } finally {
      await own.remove();
    }
  });
});
