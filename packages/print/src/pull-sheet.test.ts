// Pull sheets read back as a person and a scanner would: the text in reading order with pdftotext, the pages with
// pdfinfo, the photos with pdfimages, and each line's barcode decoded by ZXing from the page rendered at 300 dpi.
import { beforeAll, describe, expect, it } from "vitest";
import { type PullSheetLine, type PullSheetPhoto, pullSheetPdf } from "./pull-sheet.js";
import * as layout from "./pull-sheet-layout.js";
import { decodeIn, pdfImages, pdfInfo, pdfPagesText, pdfText, rasterise } from "./testing/pdf-tools.js";
import { samplePhoto } from "./testing/sample-photos.js";
import { sampleLines, sampleOrders, samplePullSheet } from "./testing/sample-pull-sheet.js";

const [pickUp, delivery] = sampleOrders.map((order) => order.reference) as [string, string];
const line = (itemNumber: string, name: string, location: string | undefined, more: Partial<PullSheetLine> = {}) => ({
  itemNumber,
  name,
  location,
  quantity: 1,
  orderReference: pickUp,
  ...more,
});

/** How pdftotext reads one line: name (and variant), item number, then quantity and order. */
const lineText = (each: PullSheetLine, name = each.name) =>
  `${name}\n${each.itemNumber}\n\n${each.quantity} ${each.orderReference}\n`;

let jpeg: PullSheetPhoto;
let png: PullSheetPhoto;
beforeAll(async () => {
  [jpeg, png] = await Promise.all([samplePhoto("jpeg"), samplePhoto("png")]);
});

describe("pullSheetPdf", () => {
  it("groups the lines by location, in natural order, with no location last", async () => {
    const lines = [
      line("BPH-10", "Steamer trunk", "Aisle 10"),
      line("BPH-2", "Club chair", "Aisle 2", { quantity: 4, variantName: "Walnut", orderReference: delivery }),
      line("BPH-99", "Rotary telephone", undefined, { quantity: 2 }),
      line("BPH-3", "Brass floor lamp", "Aisle 2 · Bay 9"),
      line("BPH-4", "Chrome diner stool", "Aisle 2", { quantity: 6 }),
      line("BPH-5", "Letterpress drawer", "Cage"),
      line("BPH-6", "Wall clock", "Aisle 2 · Bay 12", { quantity: 3, orderReference: delivery }),
    ];
    const text = pdfText(await pullSheetPdf(samplePullSheet(lines)));
    const headings = [
      "Aisle 2 2 lines · 10 pieces",
      "Aisle 2 · Bay 9 1 line · 1 piece",
      "Aisle 2 · Bay 12 1 line · 3 pieces",
      "Aisle 10 1 line · 1 piece",
      "Cage 1 line · 1 piece",
      "No location recorded 1 line · 2 pieces",
    ];
    const at = (part: string) => {
      expect(text).toContain(part);
      return text.indexOf(part);
    };
    const headingsAt = headings.map(at);
    expect(headingsAt).toEqual([...headingsAt].sort((a, b) => a - b));
    // Each line under its heading, in the order given within it.
    const linesAt = [
      lineText(lines[1]!, "Club chair (Walnut)"),
      lineText(lines[4]!),
      lineText(lines[3]!),
      lineText(lines[6]!),
      lineText(lines[0]!),
      lineText(lines[5]!),
      lineText(lines[2]!),
    ].map(at);
    expect(linesAt).toEqual([...linesAt].sort((a, b) => a - b));
    expect(linesAt[0]).toBeGreaterThan(headingsAt[0]!);
    expect(linesAt[1]).toBeLessThan(headingsAt[1]!);
    expect(linesAt[6]).toBeGreaterThan(headingsAt[5]!);
  });

  it("heads the sheet with its title, vendor, when it was made and the orders it covers", async () => {
    const text = pdfText(await pullSheetPdf(samplePullSheet(sampleLines(3))));
    for (const part of [
      "Pull sheet · Thursday, Nov 26, 2026",
      "Bowery Prop House",
      "Made Nov 26, 2026, 7:40 AM · 3 lines · 6 pieces · 2 orders",
      "Page 1 of 1",
      "O-8K2M4PQ7\nO-3JX9T2WB",
      "Night Owl Pictures\nDiner, act 2",
      "Pick-up\nDelivery",
      "Thu, Nov 26 · 9:00 AM\nThu, Nov 26 · 1:30 PM",
    ])
      expect(text).toContain(part);
  });

  it("runs 200 lines over pages, each headed with its number of the whole", async () => {
    const lines = sampleLines(200, (index) => (index % 3 ? jpeg : undefined));
    const bytes = await pullSheetPdf(samplePullSheet(lines));
    const { pages } = pdfInfo(bytes);
    expect(pages).toBeGreaterThan(10);
    const texts = pdfPagesText(bytes);
    expect(texts).toHaveLength(pages);
    texts.forEach((page, index) => {
      expect(page).toContain("Pull sheet · Thursday, Nov 26, 2026");
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
    });
    const all = texts.join("");
    for (const each of lines)
      expect(all).toContain(lineText(each, each.variantName ? `${each.name} (Walnut)` : each.name));
    // A location that runs over a page says so on the next.
    expect(all).toMatch(/\(continued\) \d+ lines? · \d+ pieces?/);
  });

  it("shows each line's photo, JPEG or PNG, embedded once however often it is used", async () => {
    const lines = [
      line("BPH-1", "Club chair", "Aisle 1", { photo: jpeg }),
      line("BPH-2", "Club chair", "Aisle 1", { photo: jpeg, orderReference: delivery }),
      line("BPH-3", "Wall clock", "Aisle 2", { photo: png }),
      line("BPH-4", "Steamer trunk", "Aisle 3"),
    ];
    const bytes = await pullSheetPdf(samplePullSheet(lines));
    const images = pdfImages(bytes);
    expect(images.map((image) => image.encoding).sort()).toEqual(["image", "jpeg", "jpeg"]);
    expect(images.every((image) => image.page === 1)).toBe(true);
    const once = await pullSheetPdf(samplePullSheet(lines.slice(0, 1)));
    // The second use of the same JPEG adds a drawing, not another copy of its bytes.
    const twice = await pullSheetPdf(samplePullSheet(lines.slice(0, 2)));
    expect(twice.length - once.length).toBeLessThan(jpeg.bytes.length / 2);
  });

  it("prints barcodes that scan back to each line's item number", async () => {
    const lines = sampleLines(30, (index) => (index % 2 ? jpeg : png));
    const bytes = await pullSheetPdf(samplePullSheet(lines));
    for (const page of [1, 2]) {
      const raster = rasterise(bytes, page);
      // Strips across the barcode column, each shorter than a barcode and moved down less than one's height, so
      // every barcode has a strip wholly inside it; a strip with none, or across two rows, reads nothing.
      const { barcode } = layout.line;
      const decoded: string[] = [];
      for (let top = layout.contentTop; top > layout.contentBottom; top -= 8) {
        const box = { x: layout.margin + barcode.x - 4, y: top - 16, width: barcode.width + 8, height: 16 };
        const text = decodeIn(raster, box, "code128");
        if (text && decoded.at(-1) !== text) decoded.push(text);
      }
      const printed = pdfText(bytes, page).match(/^BPH-\d+$/gm);
      expect(decoded.length).toBeGreaterThan(5);
      expect(decoded).toEqual(printed);
    }
  });

  it("prints text the standard font cannot encode, and never throws on it", async () => {
    const sheet = samplePullSheet([
      line("BPH-1", "Exit sign → stage left", "Cage ① 🔒", { variantName: "Red ❤️" }),
      line("BPH-2", "Neon pizza 🍕 sign", "Aisle 2"),
      line("BPH-3", "Dvořák’s piano stool 椅子", undefined),
    ]);
    const bytes = await pullSheetPdf({
      ...sheet,
      title: "Pull sheet · 🎬 Thursday",
      vendorName: "Café 🎬 Props",
      orders: sheet.orders.map((order) => ({ ...order, production: `${order.production} 🎥 → stage 4` })),
    });
    const text = pdfText(bytes);
    for (const part of [
      "Exit sign -> stage left (Red)",
      "Cage ? 1 line",
      "Neon pizza sign",
      "Dvorák’s piano stool ??",
      "Pull sheet · Thursday",
      "Café Props",
      "Night Owl Pictures -> stage 4",
    ])
      expect(text).toContain(part);
    expect(pdfInfo(bytes).title).toBe("Pull sheet · 🎬 Thursday");
  });

  it("says so when there is nothing to pull", async () => {
    const text = pdfText(await pullSheetPdf(samplePullSheet([])));
    expect(text).toContain("Nothing to pull.");
    expect(text).toContain("0 lines · 0 pieces · 2 orders");
  });

  it("refuses a sheet it cannot print faithfully, saying what to change", async () => {
    const sheet = (lines: PullSheetLine[]) => pullSheetPdf(samplePullSheet(lines));
    await expect(sheet([line("BPH-1", "Chair", "A", { quantity: 0 })])).rejects.toThrow(
      "pullSheetPdf: line BPH-1 of order O-8K2M4PQ7: quantity must be a whole number of at least 1, not 0",
    );
    await expect(sheet([line("BPH-1", "Chair", "A", { orderReference: "O-NOPE" })])).rejects.toThrow(
      /order O-NOPE: the order is not among the sheet's orders \(O-8K2M4PQ7, O-3JX9T2WB\)/,
    );
    await expect(sheet([line("BPH-1", "Chair", "A", { photo: { ...jpeg, type: "png" } })])).rejects.toThrow(
      /the photo of line BPH-1 \(order O-8K2M4PQ7\) is not a readable PNG/,
    );
    await expect(sheet([line(" BPH-1", "Chair", "A")])).rejects.toThrow(/Item number " BPH-1"/);
  });
});
