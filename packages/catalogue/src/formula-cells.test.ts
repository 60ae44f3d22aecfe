// Formula-like text written as text (OWASP's CSV injection advice), and read back as it was.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asTextCell, fromTextCell } from "./formula-cells.js";
import { readSheetFile, writeSheetFile } from "./sheet-files.js";

const risky = ['=HYPERLINK("http://evil.example","Click")', "+1 chair", "-5", "@SUM(A1)", "\tTabbed", "\rReturn"];
// Values that must come back exactly, including ones that already start with quotes.
const values = [...risky, "'=already quoted", "''-5", "'plain", "'", "Chair - red", "", "5-pack", "a=b"];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backlot-formulas-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the rule", () => {
  it("quotes a value starting with =, +, -, @, tab or carriage return, and nothing else", () => {
    expect(risky.map(asTextCell)).toEqual(risky.map((value) => `'${value}`));
    expect(["Chair - red", "5-pack", "a=b", "'plain", ""].map(asTextCell)).toEqual([
      "Chair - red",
      "5-pack",
      "a=b",
      "'plain",
      "",
    ]);
  });

  it("reads back every value as it was, quotes of its own included", () => {
    expect(values.map((value) => fromTextCell(asTextCell(value)))).toEqual(values);
    expect(asTextCell("'=already quoted")).toBe("''=already quoted");
  });
});

describe.each(["csv", "tsv", "xlsx"])("a %s export", (format) => {
  it("writes formula-like values as text and reads them back unchanged", async () => {
    const file = join(dir, `formulas.${format}`);
    const rows = values.map((value, index) => [`BPH-${index}`, value]);
    await writeSheetFile(file, { header: ["Item number", "Name"], rows });
    // An empty XLSX cell reads as null, which the import takes as empty.
    const empty = format === "xlsx" ? null : "";
    expect((await readSheetFile(file)).rows).toEqual(rows.map(([id, value]) => [id, value === "" ? empty : value]));
    if (format === "xlsx") {
      // As stored, each is a text cell holding the quoted value (a formula cell would read as its result, or empty).
      const stored = (await readSheet(file)).slice(1, risky.length + 1).map((row) => row[1]);
      expect(stored).toEqual(risky.map((value) => `'${value}`));
    } else {
      const text = await readFile(file, "utf8");
      const separator = format === "tsv" ? "\t" : ",";
      expect(text).toContain(`${separator}"'=HYPERLINK(""http://evil.example"",""Click"")"\n`);
      expect(text).toContain(`BPH-2${separator}'-5\n`);
      expect(text).toContain(`BPH-3${separator}'@SUM(A1)\n`);
      expect(text).not.toMatch(/(^|[,\t])[=+\-@]/m);
    }
  });
});
