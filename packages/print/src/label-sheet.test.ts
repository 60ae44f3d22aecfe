// Label sheets read back as a person and a scanner would: the text with pdftotext, the pages with pdfinfo, and every
// code decoded by ZXing from the page rendered at 300 dpi, label by label where the format puts them.
import { describe, expect, it } from "vitest";
import { labelFormats, labelOrigin, labelsPerPage, type LabelFormatId } from "./label-formats.js";
import { type Label, labelLayout, labelSheetPdf } from "./label-sheet.js";
import { decodeIn, pdfInfo, pdfPagesText, pdfText, rasterise } from "./testing/pdf-tools.js";

const vendorName = "Bowery Prop House";
const labelsOf = (count: number): Label[] =>
  Array.from({ length: count }, (_, index) => ({
    itemNumber: `BPH-${10000 + index}`,
    name: `Chrome diner stool ${index + 1}`,
    location: index % 2 ? `Aisle ${(index % 12) + 1} · Bay ${index + 1}` : undefined,
  }));

describe("labelSheetPdf", () => {
  it("fills each format's grid, page by page", async () => {
    const cases: Array<[LabelFormatId, number, number]> = [
      ["avery-5160", 30, 1],
      ["avery-5160", 31, 2],
      ["avery-5163", 10, 1],
      ["avery-5163", 11, 2],
      ["avery-l7160", 21, 1],
      ["avery-l7160", 43, 3],
      ["dymo-30252", 3, 3],
    ];
    for (const [format, count, pages] of cases) {
      const info = pdfInfo(await labelSheetPdf(labelsOf(count), { format, vendorName }));
      expect(info.pages, `${count} labels on ${format}`).toBe(pages);
    }
    expect(labelsPerPage(labelFormats["avery-5160"])).toBe(30);
    expect(pdfInfo(await labelSheetPdf(labelsOf(1), { format: "avery-5160", vendorName })).pageSize).toMatch(
      /^612 x 792 pts \(letter\)/,
    );
    expect(pdfInfo(await labelSheetPdf(labelsOf(1), { format: "avery-l7160", vendorName })).pageSize).toMatch(/\(A4\)/);
  });

  it("prints each label's name, item number, location and the vendor, in order", async () => {
    const labels = labelsOf(31);
    const pages = pdfPagesText(await labelSheetPdf(labels, { format: "avery-5160", vendorName }));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain("Chrome diner stool 31");
    expect(pages[1]).toContain("BPH-10030");
    const first = pages[0] ?? "";
    for (const label of labels.slice(0, 30)) {
      expect(first).toContain(label.name);
      expect(first).toContain(label.itemNumber);
      if (label.location) expect(first).toContain(label.location);
    }
    expect(first.split(vendorName)).toHaveLength(31);
    const positions = labels.slice(0, 30).map((label) => first.indexOf(`${label.itemNumber}\n`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("prints copies of a label side by side", async () => {
    const text = pdfText(await labelSheetPdf(labelsOf(2), { format: "avery-5160", copies: 3, vendorName }));
    expect(text.match(/BPH-10000\n/g)).toHaveLength(3);
    expect(text.match(/BPH-10001\n/g)).toHaveLength(3);
    expect(pdfInfo(await labelSheetPdf(labelsOf(16), { format: "avery-5160", copies: 2, vendorName })).pages).toBe(2);
  });

  it("shortens a name too long for the label with an ellipsis", async () => {
    const name = "Victorian mahogany writing desk with brass fittings and a green leather top, restored";
    const text = pdfText(await labelSheetPdf([{ itemNumber: "BPH-1", name }], { format: "avery-5160", vendorName }));
    expect(text).toMatch(/Victorian mahogany[^\n]*…/);
    expect(text).not.toContain("restored");
  });

  // Every label of a full 5160 page, and the first page of every other format: both codes decode to the item number.
  for (const format of Object.keys(labelFormats) as LabelFormatId[]) {
    it(`prints codes that scan back to the item numbers (${format})`, async () => {
      const layout = labelFormats[format];
      const labels = labelsOf(labelsPerPage(layout));
      const raster = rasterise(await labelSheetPdf(labels, { format, vendorName }), 1);
      // Cropped as a scanner is aimed: at the QR code, or at the column with the barcode (ZXing reads a barcode
      // along rows of pixels, and rows through the QR code beside it never read as Code 128).
      const { qr, column } = labelLayout(layout);
      const decoded = labels.map((_, slot) => {
        const origin = labelOrigin(layout, slot);
        const at = (box: typeof qr) => ({ ...box, x: origin.x + box.x, y: origin.y + box.y });
        return [decodeIn(raster, at(qr), "qr"), decodeIn(raster, at(column), "code128")];
      });
      expect(decoded).toEqual(labels.map((label) => [label.itemNumber, label.itemNumber]));
    });
  }

  it("prints names the standard font cannot encode, and never throws on them", async () => {
    const labels: Label[] = [
      { itemNumber: "BPH-1", name: "Exit sign → stage left", location: "Cage ① · top shelf" },
      { itemNumber: "BPH-2", name: "Neon pizza 🍕 sign 👩🏽‍🍳" },
      { itemNumber: "BPH-3", name: "Dvořák’s piano stool 椅子" },
      { itemNumber: "BPH-4", name: "Tab\tand\nnewline, e\u0301 combined" },
    ];
    const bytes = await labelSheetPdf(labels, { format: "avery-5163", vendorName: "Café 🎬 Props" });
    // One line of the text, however the label broke the names.
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("Exit sign -> stage left");
    expect(text).toContain("Cage ? · top shelf");
    expect(text).toContain("Neon pizza sign");
    expect(text).toContain("Dvorák’s piano stool ??");
    expect(text).toContain("Tab and newline, é combined");
    expect(text).toContain("Café Props");
    expect(pdfInfo(bytes).title).toBe("Labels · Avery 5163 · 4″ × 2″, 10 per US Letter sheet");
  });

  it("refuses what it cannot print, saying what to change", async () => {
    const one = labelsOf(1);
    await expect(labelSheetPdf(one, { format: "avery-9999" as LabelFormatId, vendorName })).rejects.toThrow(
      /Unknown label format "avery-9999": use one of avery-5160, avery-5163, avery-l7160, dymo-30252/,
    );
    await expect(labelSheetPdf(one, { format: "avery-5160", copies: 0, vendorName })).rejects.toThrow(/copies/);
    await expect(labelSheetPdf([], { format: "avery-5160", vendorName })).rejects.toThrow(/no labels/);
    await expect(
      labelSheetPdf([{ itemNumber: "BPH–1", name: "Dash" }], { format: "avery-5160", vendorName }),
    ).rejects.toThrow(/Item number "BPH–1" must be letters, digits and ASCII punctuation/);
  });
});
