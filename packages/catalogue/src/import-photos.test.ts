// Photos in an import: a folder matched by item number and URLs fetched, each resized to AVIF, WebP and JPEG;
// private addresses refused; photos of an earlier import reused.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { now, ownPropsOf } from "../test/import-support.js";
import { type PhotoServer, photoServer, photosFolder } from "../test/photo-server.js";
import { tenantCopy } from "../test/tenant-copy.js";
import { importCatalogue } from "./import-catalogue.js";
import { formatImportReport } from "./import-report.js";
import { photoFormats } from "./photos/resize-photo.js";
import { writeSheetFile } from "./sheet-files.js";

describe("photos", () => {
  let own: Awaited<ReturnType<typeof tenantCopy>>;
  let server: PhotoServer;
  let base: string;
  let photos: string;
  /** The paths the photo server was asked for. */
  let asked: string[];
  beforeAll(async () => {
    own = await tenantCopy();
    photos = join(own.dir, "..", "photos");
    await photosFolder(photos);
    server = await photoServer();
    ({ base, asked } = server);
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
