// The colours a prop drawing is painted with: its own colours for the big shapes, a dark outline
// so even a white prop stands out on the light background, and a detail colour that shows on the
// main fill (light lines on a black revolver, dark ones on a white mug).

export interface Palette {
  /** The prop's first colour: the main shapes. */
  fill: string;
  /** Its second colour, or a shade of the first: grips, bands, labels. */
  accent: string;
  /** Lines and marks drawn on the main fill. */
  detail: string;
  /** The picture's background, for holes (the inside of a tape roll). */
  paper: string;
}

export const outline = "#2b2a28";
export const background = "#f5f3ef";

/** A drawing: SVG elements inside a group that already sets fill (the main colour) and the outline stroke. */
export type Drawing = (palette: Palette) => string;

function channels(hex: string): [number, number, number] | undefined {
  const match = /^#?([\da-f]{6}|[\da-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** Perceived lightness from 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0.5;
  const [r, g, b] = rgb;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** `hex` moved toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const rgb = channels(hex);
  if (!rgb) return hex;
  const target = amount < 0 ? 0 : 255;
  const mixed = rgb.map((value) => Math.round(value + (target - value) * Math.abs(amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** How far apart two colours are, from 0 (the same) to 1 (black and white). */
function distance(a: string, b: string): number {
  const [x, y] = [channels(a), channels(b)];
  if (!x || !y) return 1;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) / Math.hypot(255, 255, 255);
}

export function paletteOf(fill: string, second: string | undefined): Palette {
  const light = lightness(fill) > 0.55;
  // A second colour too close to the first would hide the bands and grips it paints.
  const accent = second && distance(second, fill) > 0.15 ? second : shade(fill, light ? -0.35 : 0.4);
  return { fill, accent, detail: light ? outline : "#f5f3ef", paper: background };
}

/** Lines without fill, in a colour, thinner than the outline by default: seams, grilles, text on a sign. */
export const strokes = (d: string, color: string, width = 5): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
