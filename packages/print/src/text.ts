// Text a standard PDF font can print, and text that fits a width. PDF's standard fonts (Helvetica and its kin) are
// never embedded, which keeps every document small, but they encode only WinAnsi: Latin-1 and the usual typography.
// A prop named "Exit sign →" or "Neon pizza 🍕" must still print, so every string passes through `printable` first.
import { singleLine } from "@backlot/domain";
import type { PDFFont } from "pdf-lib";

// Common characters outside WinAnsi, spelled with ones inside it.
const spelled: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "⇒": "=>",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "′": "'",
  "″": '"',
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
  "⅓": "1/3",
  "⅔": "2/3",
};
// The spaces Intl and word processors write (no-break, thin, narrow) print as plain spaces.
const oddSpaces = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
// Emoji (with their modifiers, joiners and variation selectors) are dropped: a "?" in their place reads as a mistake.
const pictographs = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1f1e6}-\u{1f1ff}]|\u200d|\ufe0e|\ufe0f|\u20e3/gu;
const combiningMarks = /\p{M}/gu;

/** Makes `text` printable with fonts that encode `characters` (code points), one line, never throwing. */
export function printableWith(characters: ReadonlySet<number>): (text: string) => string {
  const known = (char: string) => characters.has(char.codePointAt(0) ?? 0);
  return (text) =>
    [...singleLine(text.normalize("NFC").replace(oddSpaces, " ").replace(pictographs, ""))]
      .map((char) => {
        if (known(char)) return char;
        const spelling = spelled[char];
        if (spelling) return spelling;
        // "ř" is "r" with a caron: the letter without its mark beats a "?".
        // A mark left on its own (nothing to combine with) is dropped.
        const bare = char.normalize("NFD").replace(combiningMarks, "");
        return [...bare].every(known) ? bare : "?";
      })
      .join("")
      .replace(/ {2,}/g, " ")
      .trim();
}

/** The characters a standard font encodes; Helvetica, its bold and Courier share WinAnsi, so one set serves all. */
export const characterSet = (font: PDFFont): ReadonlySet<number> => new Set(font.getCharacterSet());

const ellipsis = "…";

/** `text` (already printable) in one line no wider than `width` points, shortened with an ellipsis if it must be. */
export function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  // The longest start that fits with the ellipsis after it (widths grow with length, so halving finds it).
  let [low, high] = [0, text.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(text.slice(0, middle).trimEnd() + ellipsis, size) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? "" : text.slice(0, low).trimEnd() + ellipsis;
}

/**
 * `text` (already printable) broken at spaces into at most `maxLines` lines no wider than `width`; the last line is
 * shortened with an ellipsis when the text runs on (or when a word is wider than a whole line).
 */
export function fitLines(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < maxLines - 1) {
    if (font.widthOfTextAtSize(rest, size) <= width) break;
    const words = rest.split(" ");
    let count = 0;
    while (count < words.length && font.widthOfTextAtSize(words.slice(0, count + 1).join(" "), size) <= width) count++;
    // A first word wider than the line: leave it to the last line's ellipsis rather than break it mid-word.
    if (count === 0) break;
    lines.push(words.slice(0, count).join(" "));
    rest = words.slice(count).join(" ");
  }
  if (rest) lines.push(fitLine(rest, font, size, width));
  return lines;
}
