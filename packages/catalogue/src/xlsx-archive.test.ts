// XLSX zips checked before the reader unpacks them: what they say they unpack to, and what they really do.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ZipEntry, zipFile } from "../test/zip-file.js";
import { SheetFileError, readSheetFile, writeSheetFile } from "./sheet-files.js";
import { whyRefusedXlsx, xlsxLimits } from "./xlsx-archive.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backlot-xlsx-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sheetXml = "xl/worksheets/sheet1.xml";
/** 4 MB of one byte, which deflates to about 4 KB: the limits are lowered to fit, rather than the memory filled. */
const zeros = Buffer.alloc(4 * 1024 * 1024, 0x20);
const tiny: ZipEntry = { name: "[Content_Types].xml", data: Buffer.from("<Types/>") };

describe("an XLSX written by a spreadsheet program", () => {
  it("passes, and is refused once its unpacked size is past a lowered cap, naming the file and the limit", async () => {
    const file = join(dir, "catalogue.xlsx");
    await writeSheetFile(file, { header: ["Item number", "Name"], rows: [["BPH-1", "Stool".repeat(400)]] });
    expect(await whyRefusedXlsx(await readFile(file))).toBeUndefined();
    expect((await readSheetFile(file)).rows).toEqual([["BPH-1", "Stool".repeat(400)]]);

    const lowered = { ...xlsxLimits, maxUnpackedBytes: 2048 };
    const read = readSheetFile(file, { xlsxLimits: lowered });
    await expect(read).rejects.toThrow(SheetFileError);
    await expect(read).rejects.toThrow(
      `${file}: unpacks to more than 2 KB, the limit; split the catalogue into smaller files`,
    );
  });

  it("is refused with more files inside than the limit", async () => {
    const zip = zipFile(Array.from({ length: 12 }, (_, index) => ({ ...tiny, name: `xl/part${index}.xml` })));
    expect(await whyRefusedXlsx(zip, { ...xlsxLimits, maxEntries: 10 })).toBe("has 12 files inside; the limit is 10");
  });
});

describe("a zip bomb", () => {
  it("that says how large it unpacks to is refused by the directory, before anything is unpacked", async () => {
    const zip = zipFile([tiny, { name: sheetXml, data: zeros }]);
    expect(zip.length).toBeLessThan(16 * 1024);
    expect(await whyRefusedXlsx(zip, { ...xlsxLimits, maxUnpackedBytes: 1024 * 1024 })).toBe(
      "unpacks to more than 1 MB, the limit; split the catalogue into smaller files",
    );
  });

  it("that lies about its size is refused by counting what it unpacks to, and the reader never gets it", async () => {
    const file = join(dir, "bomb.xlsx");
    await writeFile(file, zipFile([tiny, { name: sheetXml, data: zeros, declaredSize: 1000 }]));
    await expect(readSheetFile(file)).rejects.toThrow(
      `${file}: has ${sheetXml} unpacking to more than the 1000 bytes it declares (a damaged file, or one made to ` +
        "fill the memory); save it again from Excel",
    );
  });

  it("that gives its sizes after the data (a data descriptor) is counted the same way", async () => {
    expect(
      await whyRefusedXlsx(zipFile([tiny, { name: sheetXml, data: Buffer.from("<x/>"), descriptor: true }])),
    ).toBeUndefined();
    expect(
      await whyRefusedXlsx(zipFile([tiny, { name: sheetXml, data: zeros, declaredSize: 10, descriptor: true }])),
    ).toMatch(/^has xl\/worksheets\/sheet1\.xml unpacking to more than the 10 bytes it declares/);
  });

  it("whose own header differs from the directory, or which hides a file from it, is refused", async () => {
    const damaged = "has a damaged zip (its files are not where its directory says); save it again from Excel";
    // The reader sizes its buffer by the entry's own header, and walks entries the directory may not list.
    expect(await whyRefusedXlsx(zipFile([tiny, { name: sheetXml, data: zeros, localSize: 0xfffffff0 }]))).toBe(damaged);
    expect(await whyRefusedXlsx(zipFile([tiny, { name: sheetXml, data: zeros, unlisted: true }]))).toBe(damaged);
    expect(await whyRefusedXlsx(zipFile([{ name: sheetXml, data: zeros, unlisted: true }, tiny]))).toBe(damaged);
  });

  it("that is no zip at all says it cannot be read as an XLSX workbook", async () => {
    expect(await whyRefusedXlsx(Buffer.from("Item number,Name\nBPH-1,Stool\n"))).toBe(
      "cannot be read as an XLSX workbook: it is no zip file, as an XLSX is; save it again from Excel as .xlsx",
    );
  });
});
