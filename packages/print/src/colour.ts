// A brand colour as the tenant writes it ("#b3261e", or "#b21") and as pdf-lib draws it: one parser for every document.
import { type RGB, rgb } from "pdf-lib";

export const hexColourPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#b3261e" as pdf-lib's colour; undefined for anything that is not a hex colour. */
export function pdfColour(hex: string | undefined): RGB | undefined {
  const match = hexColourPattern.exec(hex ?? "");
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  const value = Number.parseInt(digits, 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A document's brand band: the tenant's colours, or near-black and white where it gives none (or not as hex). */
export function brandBand(brand: { colour: string; onColour: string } | undefined): { colour: RGB; onColour: RGB } {
  const [colour, onColour] = [pdfColour(brand?.colour), pdfColour(brand?.onColour)];
  return colour && onColour ? { colour, onColour } : { colour: rgb(0.08, 0.08, 0.08), onColour: rgb(1, 1, 1) };
}
