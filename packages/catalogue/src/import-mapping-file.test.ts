// Importing another rental system's export with a mapping file (docs/catalogue-mappings).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { now, ownPropsOf } from "../test/import-support.js";
import { fixture, tenantCopy, workspaceRoot } from "../test/tenant-copy.js";
import { importCatalogue } from "./import-catalogue.js";

describe("another rental system's export", () => {
  it("imports RentalDesk's documented equipment columns with the mapping file in docs/catalogue-mappings", async () => {
    const own = await tenantCopy();
    try {
      const report = await importCatalogue({
        file: fixture("rentaldesk.csv"),
        tenantDir: own.dir,
        mappingFile: join(workspaceRoot, "docs/catalogue-mappings/rentaldesk.json"),
        now,
      });
      // "Sound > Diner & Bar" is no path of this tenant: the mapping sends Sound to Props By Scene.
      expect(report.problems).toEqual([]);
      expect(report.skipped).toBe(1);
      expect(
        (await ownPropsOf(own.dir)).map(
          ({ id, name, department, category, weeklyRate, quantity, weight, dimensions }) => ({
            id,
            name,
            department,
            category,
            weeklyRate,
            quantity,
            weight,
            dimensions,
          }),
        ),
      ).toEqual([
        {
          id: "RD-1001",
          name: "Snub-nose .38 rubber revolver",
          department: "Prop Firearms",
          category: "Handguns",
          weeklyRate: 8000,
          quantity: 3,
          weight: 2,
          dimensions: { width: 6, height: 5, depth: 8 },
        },
        {
          id: "RD-1002",
          name: "Jukebox speaker",
          department: "Props By Scene",
          category: "Diner & Bar",
          weeklyRate: 14200,
          quantity: 1,
          weight: 40,
          dimensions: { width: 24, height: 30, depth: 18 },
        },
      ]);
      expect(report.header.ignored).toContain(
        '"Daily_Rate2" (F) is not a catalogue column, so it is left out (did you mean "Daily rate"? Rename it, or ' +
          "map it in a mapping file)",
      );
    } finally {
      await own.remove();
    }
  });
});
