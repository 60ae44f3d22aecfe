// Importing into a tenant: --partial, re-importing the same or a changed sheet, a dry run, and how the catalogue
// file is written. Bad rows, photos, formula-like cells and mapping files have their own import-*.test.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { now, suiteTenantCopy } from "../test/import-support.js";
import { fixture, tenantCopy } from "../test/tenant-copy.js";
import { importCatalogue } from "./import-catalogue.js";
import { readSheetFile, writeSheetFile } from "./sheet-files.js";

describe("importing", () => {
  const own = suiteTenantCopy();
  const ownProps = async (): Promise<Prop[]> =>
    JSON.parse(await readFile(join(own.dir, "catalogue/props.json"), "utf8")) as Prop[];

  it("with --partial, writes the good rows and leaves out the bad", async () => {
    const report = await importCatalogue({ file: fixture("bad-rows.csv"), tenantDir: own.dir, partial: true, now });
    expect(report.written).toBe(join(own.dir, "catalogue/props.json"));
    expect(report.leftOut).toBe(6);
    expect((await ownProps()).map((prop) => prop.id)).toEqual(["BPH-90001"]);
  });

  it("is idempotent by item number: the same sheet again changes nothing, a changed one updates in place", async () => {
    const file = join(own.dir, "..", "good.csv");
    const good = await readSheetFile(fixture("bad-rows.csv"));
    await writeSheetFile(file, { header: [...good.header], rows: [good.rows[0] as string[]] });
    const first = await readFile(join(own.dir, "catalogue/props.json"), "utf8");
    const again = await importCatalogue({ file, tenantDir: own.dir, now: new Date() });
    expect([again.added, again.updated, again.unchanged]).toEqual([[], [], 1]);
    expect(await readFile(join(own.dir, "catalogue/props.json"), "utf8")).toBe(first);

    await writeSheetFile(file, { header: ["Item number", "Weekly rate"], rows: [["BPH-90001", "90"]] });
    const cheaper = await importCatalogue({ file, tenantDir: own.dir, now: new Date() });
    expect(cheaper.updated).toEqual(["BPH-90001"]);
    const [prop] = await ownProps();
    expect(prop).toMatchObject({ id: "BPH-90001", weeklyRate: 9000, createdAt: now.toISOString(), quantity: 2 });
  });

  it("a dry run checks everything and writes nothing", async () => {
    const before = await readFile(join(own.dir, "catalogue/props.json"), "utf8");
    const file = join(own.dir, "..", "dry.csv");
    await writeSheetFile(file, { header: ["Item number", "Quantity"], rows: [["BPH-90001", "7"]] });
    const report = await importCatalogue({ file, tenantDir: own.dir, dryRun: true });
    expect(report.ok).toBe(true);
    expect(report.updated).toEqual(["BPH-90001"]);
    expect(report.written).toBeUndefined();
    expect(await readFile(join(own.dir, "catalogue/props.json"), "utf8")).toBe(before);
  });
});

describe("the catalogue file", () => {
  it("is written a prop at a time, byte for byte as JSON.stringify(props, null, 2) would", async () => {
    const own = await tenantCopy();
    try {
      const { writeCatalogueFile } = await import("./import-catalogue.js");
      const sample = [
        { id: "A-1", name: "Stool", nested: { list: [1, { x: "y\nz" }], empty: [] } },
        { id: "A-2", name: "Lamp", images: [] },
      ] as unknown as Prop[];
      for (const props of [sample, sample.slice(0, 1), []]) {
        const file = await writeCatalogueFile(own.dir, props);
        expect(await readFile(file, "utf8")).toBe(`${JSON.stringify(props, null, 2)}\n`);
      }
    } finally {
      await own.remove();
    }
  });
});
