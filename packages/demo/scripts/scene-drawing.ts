// What the tenants' drawn pictures share (draw-heroes.ts, draw-service-pictures.ts): the demo catalogue's line
// drawings (src/catalogue/prop-drawings.ts) placed in a scene by where they stand and how tall they are, each with
// a shadow under it, and the SVG's numbers and text kept short and safe.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { outline, paletteOf } from "../src/catalogue/drawing-palette.js";
import { type DrawingKind, drawings } from "../src/catalogue/prop-drawings.js";

/**
 * Where a drawing's ink lies in its 800x600 box, outline included: x, y, width, height. Measured in Chromium: the
 * drawing's getBBox() in a group with the 8px outline, grown by half the outline on each side.
 */
const inkBoxes: Partial<Record<DrawingKind, readonly [number, number, number, number]>> = {
  radio: [306, 62, 188, 368],
  "film-camera": [236, 74, 418, 368],
  badge: [264, 76, 272, 338],
  revolver: [201, 126, 403, 283],
  "light-bar": [126, 206, 548, 140],
  "medical-bag": [216, 125, 368, 299],
  skull: [234, 76, 332, 334],
  stretcher: [116, 136, 568, 286],
  crate: [206, 116, 448, 308],
  flat: [246, 52, 381, 395],
  tree: [226, 46, 348, 388],
  armchair: [226, 91, 348, 337],
  table: [166, 136, 468, 288],
  lamp: [240, 86, 320, 338],
  books: [196, 190, 408, 216],
  teapot: [166, 156, 443, 274],
  frame: [196, 72, 408, 338],
  flowers: [286, 86, 238, 344],
  bust: [246, 76, 308, 354],
  mannequin: [316, 52, 168, 388],
  hammer: [243, 59, 320, 409],
  "spray-can": [326, 58, 216, 372],
  tape: [246, 116, 378, 308],
  gear: [186, 76, 438, 336],
  box: [296, 72, 268, 352],
  sign: [176, 56, 448, 308],
  "street-sign": [186, 76, 428, 358],
  newspaper: [196, 76, 408, 354],
  document: [266, 62, 278, 368],
  "id-card": [206, 126, 388, 258],
  can: [312, 98, 176, 326],
  bottle: [316, 60, 168, 374],
};

export interface Placed {
  kind: DrawingKind;
  /** What it is, for the picture's description. */
  label: string;
  /** Its first and second colours, as a demo prop's (see paletteOf). */
  colours: readonly [string, string?];
  /** The middle of its foot, in the picture. */
  x: number;
  y: number;
  /** How tall it is drawn, in the picture's pixels. */
  tall: number;
  /** Hung on a wall rather than standing: no shadow under it. */
  hung?: boolean;
}

/** Bowery Prop House's colours: the dark wall and its lighter shade, the metal of its racks and lamps, its brand's red
 * and its lamps' warm light. Its hero and its service pictures are painted in them. */
export const boweryColours = {
  dark: "#1c1b1a",
  wall: "#2e2b28",
  metal: "#55504a",
  red: "#b3261e",
  light: "#ffd9a0",
} as const;

/** Drawings and shapes in the catalogue's ink: the dark outline every line drawing has. */
export const inked = (content: string) =>
  `<g stroke="${outline}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">${content}</g>`;

/** At most one decimal: the files stay small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One drawing where it stands, scaled to its height; inside a group that sets the outline's stroke. */
export function placed(prop: Placed): string {
  const box = inkBoxes[prop.kind];
  if (!box) throw new Error(`No ink box for the ${prop.kind} drawing: measure it and add it to inkBoxes`);
  const [bx, by, bw, bh] = box;
  const scale = Math.round((prop.tall / bh) * 100) / 100;
  const left = prop.x - scale * (bx + bw / 2);
  const top = prop.y - scale * (by + bh);
  const palette = paletteOf(prop.colours[0], prop.colours[1]);
  // A shadow where it stands, so it sits on the shelf rather than floats over it.
  const shadow = prop.hung
    ? ""
    : `<ellipse cx="${n(prop.x)}" cy="${n(prop.y)}" rx="${n(scale * bw * 0.5)}" ry="5" fill="#000" opacity=".35"/>`;
  return (
    shadow +
    `<g transform="translate(${n(left)} ${n(top)}) scale(${scale})" fill="${palette.fill}">` +
    drawings[prop.kind](palette) +
    `</g>`
  );
}

/** A lamp hanging at x, its glow and its cone of light reaching down to the floor's y. */
export function hangingLamp(x: number, floor: number, colours: { metal: string; light: string }): string {
  return (
    `<ellipse cx="${x}" cy="${n(floor * 0.5)}" rx="300" ry="${n(floor * 0.6)}" fill="url(#glow)"/>` +
    `<path d="M${x - 26} 44L${x - 200} ${floor}H${x + 200}L${x + 26} 44z" fill="url(#cone)"/>` +
    `<path d="M${x} 0v28" stroke="${colours.metal}" stroke-width="3"/>` +
    `<path d="M${x - 12} 28h24l14 16h-52z" fill="${colours.metal}"/>` +
    `<rect x="${x - 10}" y="44" width="20" height="4" rx="2" fill="${colours.light}"/>`
  );
}

/** The gradients hangingLamp paints with, for the picture's <defs>. */
export function lampGradients(light: string): string {
  return (
    `<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity=".3"/>` +
    `<stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="cone" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity=".16"/>` +
    `<stop offset="1" stop-color="${light}" stop-opacity="0"/></linearGradient>`
  );
}

/** Writes a drawn picture into a sample tenant's folder (`tenant`/assets/`file`) and says where, and how big. */
export function writeTenantPicture(tenant: string, file: string, svg: string): void {
  const path = fileURLToPath(new URL(`../../../tenants/${tenant}/assets/${file}`, import.meta.url));
  writeFileSync(path, svg);
  console.log(`${path}: ${svg.length} bytes`);
}
