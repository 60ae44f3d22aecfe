import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { characterSet, fitLine, fitLines, printableWith } from "./text.js";

let font: Awaited<ReturnType<PDFDocument["embedFont"]>>;
let printable: (text: string) => string;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  printable = printableWith(characterSet(font));
});

describe("printableWith", () => {
  it("keeps what WinAnsi holds, Latin-1 and the usual typography", () => {
    const name = "Café “Noir” — 2⅝″ × 1″ · €12 … ½";
    expect(printable(name)).toBe('Café “Noir” — 25/8" × 1" · €12 … ½');
  });

  it("spells arrows and signs, strips accents it lacks, drops emoji and prints ? for the rest", () => {
    expect(printable("Exit → stage ≤ 3")).toBe("Exit -> stage <= 3");
    expect(printable("Dvořák Łódź")).toBe("Dvorák ?ódz");
    expect(printable("Neon 🍕 pizza 👩🏽‍🍳 sign 🇺🇸 1️⃣")).toBe("Neon pizza sign 1");
    expect(printable("椅子 chair")).toBe("?? chair");
  });

  it("makes one line of any text, its odd spaces plain", () => {
    expect(printable(" Tab\tand\r\nbreak,\u00a0no-break\u202fnarrow ")).toBe("Tab and break, no-break narrow");
    expect(printable("e\u0301 composed, \u0301 alone")).toBe("é composed, alone");
    expect(() => encodeWithFont(printable("∑ ∞ ☃ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢"))).not.toThrow();
  });
});

const encodeWithFont = (text: string) => font.encodeText(text);

describe("fitLine and fitLines", () => {
  it("leaves text that fits, and shortens what does not with an ellipsis", () => {
    expect(fitLine("Club chair", font, 10, 100)).toBe("Club chair");
    const short = fitLine("Victorian mahogany writing desk", font, 10, 100);
    expect(short).toMatch(/^Victorian mah.*…$/);
    expect(font.widthOfTextAtSize(short, 10)).toBeLessThanOrEqual(100);
    expect(fitLine("Anything", font, 10, 1)).toBe("");
  });

  it("breaks at spaces into lines, the last one shortened", () => {
    expect(fitLines("Victorian mahogany writing desk with brass fittings", font, 10, 100, 2)).toEqual([
      "Victorian mahogany",
      "writing desk with br…",
    ]);
    expect(fitLines("Club chair", font, 10, 100, 2)).toEqual(["Club chair"]);
    // A first word wider than the line is not broken mid-word: the ellipsis shortens it.
    const [word, ...more] = fitLines("Supercalifragilisticexpialidocious chair", font, 10, 60, 2);
    expect(word).toMatch(/^Supercalif\w*…$/);
    expect(more).toEqual([]);
  });
});
