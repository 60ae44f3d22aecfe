import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SheetFileError, readSheetFile, writeSheetFile } from "./sheet-files.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backlot-sheets-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sheet = {
  header: ["Item number", "Name", "Colors", "Weekly rate"],
  rows: [
    ["BPH-1", 'Bob\'s "Diner" stool', "Red, Chrome", "45.00"],
    ["BPH-2", "Café sign, neon\nwith a second line", "", "1,250.50"],
  ],
};

describe.each(["csv", "xlsx"])("a %s sheet", (format) => {
  it("reads back what was written, quotes, commas, line breaks and accents included", async () => {
    const file = join(dir, `round-trip.${format}`);
    await writeSheetFile(file, sheet);
    const read = await readSheetFile(file);
    expect(read.header).toEqual(sheet.header);
    // An empty XLSX cell reads as null, which the import takes as empty.
    expect(read.rows.map((row) => row.map((cell) => String(cell ?? "")))).toEqual(sheet.rows);
  });
});

describe("CSV", () => {
  it("finds the separator (semicolons, as European Excel writes) and drops a byte-order mark", async () => {
    const file = join(dir, "semicolons.csv");
    await writeFile(file, "\uFEFFItem number;Name;Weekly rate\r\nBPH-1;Stool, red;45,00\r\n");
    expect(await readSheetFile(file)).toEqual({
      header: ["Item number", "Name", "Weekly rate"],
      rows: [["BPH-1", "Stool, red", "45,00"]],
    });
  });

  it("reads tab-separated text", async () => {
    const file = join(dir, "tabs.tsv");
    await writeFile(file, "Item number\tName\nBPH-1\tStool\n");
    expect((await readSheetFile(file)).rows).toEqual([["BPH-1", "Stool"]]);
  });
});

describe("text encodings", () => {
  it("reads UTF-16 (Excel's Unicode Text) and refuses Windows-1252, saying how to save it", async () => {
    const utf16 = join(dir, "unicode.txt");
    await writeFile(
      utf16,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Item number\tName\nBPH-1\tCafé\n", "utf16le")]),
    );
    expect((await readSheetFile(utf16)).rows).toEqual([["BPH-1", "Café"]]);
    const latin = join(dir, "latin.csv");
    await writeFile(latin, Buffer.from("Item number,Name\nBPH-1,Caf\xe9\n", "latin1"));
    await expect(readSheetFile(latin)).rejects.toThrow(
      `${latin}: is not UTF-8 text; in Excel, save it as "CSV UTF-8 (Comma delimited)" and import that`,
    );
  });

  it("writes a .tsv with tabs", async () => {
    const file = join(dir, "out.tsv");
    await writeSheetFile(file, { header: ["Item number", "Name"], rows: [["BPH-1", "Stool, red"]] });
    const { readFile } = await import("node:fs/promises");
    expect(await readFile(file, "utf8")).toBe("\uFEFFItem number\tName\nBPH-1\tStool, red\n");
  });
});

describe("errors", () => {
  it("says which files it cannot read and what to do", async () => {
    await expect(readSheetFile(join(dir, "nothing.csv"))).rejects.toThrow(`${join(dir, "nothing.csv")}: no such file`);
    await expect(readSheetFile(join(dir, "old.xls"))).rejects.toThrow(
      ".xls sheets cannot be read; save it as .xlsx or .csv and import that",
    );
    const fake = join(dir, "fake.xlsx");
    await writeFile(fake, "not a zip");
    await expect(readSheetFile(fake)).rejects.toThrow(SheetFileError);
    await expect(readSheetFile(fake)).rejects.toThrow(/cannot be read as an XLSX workbook/);
    const empty = join(dir, "empty.csv");
    await writeFile(empty, "");
    await expect(readSheetFile(empty)).rejects.toThrow("is empty; the first row must name the columns");
  });
});
