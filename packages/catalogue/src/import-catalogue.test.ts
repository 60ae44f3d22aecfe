import { readFile, readdir, mkdir, copyFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { fixture, tenantCopy, workspaceRoot } from "../test/tenant-copy.js";
import { exportCatalogue } from "./export-catalogue.js";
import { importCatalogue } from "./import-catalogue.js";
import { formatImportReport } from "./import-report.js";
import { photoFormats } from "./photos/resize-photo.js";
import { readSheetFile, writeSheetFile } from "./sheet-files.js";

const now = new Date("2026-11-20T12:00:00.000Z");
let tenant: Awaited<ReturnType<typeof tenantCopy>>;

beforeAll(async () => {
  tenant = await tenantCopy();
});
afterAll(() => tenant.remove());

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

describe("importing", () => {
  let own: Awaited<ReturnType<typeof tenantCopy>>;
  beforeAll(async () => {
    own = await tenantCopy();
  });
  afterAll(() => own.remove());
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

describe("photos", () => {
  let own: Awaited<ReturnType<typeof tenantCopy>>;
  let server: Server;
  let base: string;
  let photos: string;
  let png: Buffer;
  /** The paths the photo server was asked for. */
  const asked: string[] = [];
  beforeAll(async () => {
    own = await tenantCopy();
    photos = join(own.dir, "..", "photos");
    await mkdir(photos);
    // A photo-like JPEG (noise, so the encoders have real work), a tall PNG, and a file that is no image.
    const noise = Buffer.alloc(2000 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg()
      .toFile(join(photos, "BPH-1.jpg"));
    await sharp({ create: { width: 600, height: 900, channels: 3, background: "#3a6" } })
      .png()
      .toFile(join(photos, "bph-1-2.png"));
    await copyFile(fixture("bad-rows.csv"), join(photos, "BPH-2.jpg"));
    png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a63" } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      asked.push(request.url ?? "");
      if (request.url === "/photo.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
      else response.writeHead(404).end("not here");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await own.remove();
  });

  // The photo server is this machine's, which an import reaches only when told to (fetch-photo.test.ts).
  const onOwnNetwork = { allowPrivatePhotoHosts: true };
  const sheet = () => ({
    header: ["Item number", "Name", "Department", "Category", "Weekly rate", "Quantity", "Photos"],
    rows: [
      ["BPH-1", "Colt replica", "Prop Firearms", "Handguns", "85", "1", ""],
      ["BPH-2", "Radio", "Military & Law Enforcement", "Field Gear", "35", "1", ""],
      ["BPH-3", "Camera", "Cameras", "Film Cameras", "60", "1", `${base}/photo.png ${base}/gone.jpg`],
      ["BPH-4", "Tripod", "Cameras", "Tripods & Support", "20", "1", "tripod.jpg"],
    ],
  });

  it("matches a folder by item number and fetches URLs, resizing each to AVIF, WebP and JPEG", async () => {
    const file = join(own.dir, "..", "photos.csv");
    await writeSheetFile(file, sheet());
    const report = await importCatalogue({ file, tenantDir: own.dir, photosDir: photos, now, ...onOwnNetwork });
    expect(report.problems).toEqual([]);
    expect(report.photos.made).toBe(3);
    expect([report.photos.unmatched, report.photos.keptEarlier]).toEqual([[], []]);
    expect(report.photos.missing).toEqual([
      {
        row: 3,
        itemNumber: "BPH-2",
        reference: "BPH-2.jpg",
        reason: expect.stringMatching(/^not an image that can be read/) as unknown,
      },
      { row: 4, itemNumber: "BPH-3", reference: `${base}/gone.jpg`, reason: "the server answered HTTP 404" },
      { row: 5, itemNumber: "BPH-4", reference: "tripod.jpg", reason: "not in the photos folder" },
    ]);
    expect(report.photos.withoutPhotos).toEqual(["BPH-2", "BPH-4"]);

    const [colt, , camera] = await ownPropsOf(own.dir);
    expect(colt?.images.map(({ width, height, resized }) => ({ width, height, widths: resized?.widths }))).toEqual([
      { width: 960, height: 720, widths: [320, 640, 960] },
      { width: 600, height: 900, widths: [320, 600] },
    ]);
    expect(camera?.images.map(({ width, height }) => [width, height])).toEqual([[960, 640]]);
    // Every copy is on disk, in its format and at its width.
    for (const image of [...(colt?.images ?? []), ...(camera?.images ?? [])]) {
      const { path, widths, formats } = image.resized ?? { path: "", widths: [], formats: [] };
      expect(formats).toEqual([...photoFormats]);
      for (const width of widths)
        for (const format of formats) {
          const name = `${path.split("/").pop()}-${width}.${format === "jpeg" ? "jpg" : format}`;
          const meta = await sharp(join(own.dir, "catalogue/images", name)).metadata();
          expect([meta.format, meta.width]).toEqual([format === "avif" ? "heif" : format, width]);
        }
    }
    expect(colt?.images[0]?.url).toBe(`${colt?.images[0]?.resized?.path}-960.jpg`);
  });

  it("refuses URLs on this machine without --allow-private-photo-hosts, by row, and asks them nothing", async () => {
    const other = await tenantCopy();
    try {
      const file = join(other.dir, "..", "private.csv");
      const port = new URL(base).port;
      await writeSheetFile(file, {
        header: ["Item number", "Name", "Department", "Category", "Weekly rate", "Quantity", "Photos"],
        rows: [
          ["BPH-5", "Lamp", "Cameras", "Film Cameras", "20", "1", `${base}/photo.png`],
          ["BPH-6", "Stool", "Cameras", "Film Cameras", "20", "1", `http://localhost:${port}/photo.png`],
          ["BPH-7", "Desk", "Cameras", "Film Cameras", "20", "1", "http://169.254.169.254/latest/meta-data/"],
        ],
      });
      asked.length = 0;
      const report = await importCatalogue({ file, tenantDir: other.dir, now });
      expect(asked).toEqual([]);
      expect(report.photos.made).toBe(0);
      const advice =
        "photos are fetched only from public addresses (if they are on your own network, import with " +
        "--allow-private-photo-hosts)";
      expect(report.photos.missing).toEqual([
        {
          row: 2,
          itemNumber: "BPH-5",
          reference: `${base}/photo.png`,
          reason: `127.0.0.1 is a loopback address (this machine); ${advice}`,
        },
        {
          row: 3,
          itemNumber: "BPH-6",
          reference: `http://localhost:${port}/photo.png`,
          reason: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address/) as unknown,
        },
        {
          row: 4,
          itemNumber: "BPH-7",
          reference: "http://169.254.169.254/latest/meta-data/",
          reason:
            "169.254.169.254 is a cloud metadata service, which hands out the machine's credentials; photos " +
            "are never fetched from there",
        },
      ]);
      expect(formatImportReport(report)).toContain(
        `Missing photos (3):\n  row 2 (BPH-5): ${base}/photo.png: 127.0.0.1 is a loopback address (this machine); `,
      );
    } finally {
      await other.remove();
    }
  });

  it("finds photos made by an earlier import and does not make them again", async () => {
    const file = join(own.dir, "..", "photos.csv");
    const files = await readdir(join(own.dir, "catalogue/images"));
    const report = await importCatalogue({ file, tenantDir: own.dir, photosDir: photos, now, ...onOwnNetwork });
    // The URL's photo is known by its address and not fetched again; the dead URL is tried again, and as it is
    // still missing, BPH-3 keeps the photo it had.
    expect([report.photos.made, report.photos.reused, report.photos.keptEarlier]).toEqual([0, 2, ["BPH-3"]]);
    expect(await readdir(join(own.dir, "catalogue/images"))).toEqual(files);
    expect([report.added, report.updated, report.unchanged]).toEqual([[], [], 4]);
  });

  it("keeps a prop's photos when the sheet has no Photos column and the folder has none for it", async () => {
    const file = join(own.dir, "..", "prices.csv");
    await writeSheetFile(file, { header: ["Item number", "Weekly rate"], rows: [["BPH-3", "65"]] });
    const before = (await ownPropsOf(own.dir))[2]?.images;
    const report = await importCatalogue({ file, tenantDir: own.dir, photosDir: photos, now, ...onOwnNetwork });
    expect(report.updated).toEqual(["BPH-3"]);
    const after = await ownPropsOf(own.dir);
    expect(after[2]?.images).toEqual(before);
    expect(after[2]?.images).toHaveLength(1);
  });

  it("keeps the cell's order, and flattens a cut-out PNG onto white", async () => {
    await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(join(photos, "cutout.png"));
    const file = join(own.dir, "..", "order.csv");
    await writeSheetFile(file, {
      header: ["Item number", "Photos"],
      rows: [
        ["BPH-1", "bph-1-2.png; BPH-1.jpg"],
        ["BPH-4", "cutout.png"],
      ],
    });
    const report = await importCatalogue({ file, tenantDir: own.dir, photosDir: photos, now, ...onOwnNetwork });
    expect(report.problems).toEqual([]);
    const after = await ownPropsOf(own.dir);
    expect(after[0]?.images.map((image) => image.width)).toEqual([600, 960]);
    const cutout = after[3]?.images[0];
    const jpeg = join(own.dir, "catalogue/images", `${cutout?.resized?.path.split("/").pop()}-320.jpg`);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });
});

const ownPropsOf = async (dir: string): Promise<Prop[]> =>
  JSON.parse(await readFile(join(dir, "catalogue/props.json"), "utf8")) as Prop[];

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
