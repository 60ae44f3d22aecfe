// The demo's files (`backlot catalogue demo`) go through the real import and export like a vendor's: every
// drawing is a photo the import resizes, and an export imports again unchanged.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportCatalogue, importCatalogue } from "@backlot/catalogue";
import { loadTenant } from "@backlot/tenant-config/node";
import { tenantCopy } from "../test/ny-props.js";
import { writeDemoFiles } from "./demo-files.js";

describe("export and import", () => {
  it.each(["csv", "xlsx"])("round trip through %s gives the same catalogue", async (format) => {
    const own = await tenantCopy();
    try {
      const loaded = await loadTenant(own.dir);
      if (!loaded.ok) throw new Error("tenant copy does not load");
      // 100 props cover the demo's departments and drawings; each drawing is resized like a photo, which takes time.
      const demo = await writeDemoFiles(loaded.tenant, join(own.dir, "..", "demo"), { count: 100 });
      const imported = await importCatalogue({ file: demo.sheetFile, tenantDir: own.dir, photosDir: demo.photosDir });
      expect(imported.problems).toEqual([]);
      // Every drawing passes the SVG check and is drawn into the photo formats.
      expect([imported.photos.missing, imported.photos.made]).toEqual([[], 100]);
      const before = await readFile(join(own.dir, "catalogue/props.json"), "utf8");
      const file = join(own.dir, "..", `export.${format}`);
      expect(await exportCatalogue(own.dir, file)).toEqual({ props: 100, source: "file" });
      const again = await importCatalogue({ file, tenantDir: own.dir });
      expect(again.problems).toEqual([]);
      expect([again.added.length, again.updated.length, again.unchanged]).toEqual([0, 0, 100]);
      expect(await readFile(join(own.dir, "catalogue/props.json"), "utf8")).toBe(before);
    } finally {
      await own.remove();
    }
  });
});
