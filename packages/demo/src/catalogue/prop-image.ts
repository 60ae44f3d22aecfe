// A simple picture for each demo prop (SVG), so pages have something to show offline: a flat line
// drawing of the kind of thing it is (a revolver, a gurney, a skull) in the prop's colours, with
// its name and its department. Each is about 1 to 2 kB: a tenant build writes 2,000 of them.
import type { Prop } from "@backlot/domain";
import { drawingFor } from "./category-profiles.js";
import { outline, paletteOf } from "./drawing-palette.js";
import { drawings } from "./prop-drawings.js";

/** The size every drawing is made at: the drawings' coordinates are in it. */
export const demoPictureSize = { width: 800, height: 600 } as const;
const { width, height } = demoPictureSize;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `swatches` maps colour names to hex colours (gradients use their first stop). */
export function propImageSvg(prop: Prop, swatches: Record<string, string>): string {
  const fill = swatches[prop.colors?.[0] ?? ""] ?? "#8a8a8a";
  const palette = paletteOf(fill, swatches[prop.colors?.[1] ?? ""]);
  const drawing = drawings[drawingFor(prop)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
      `role="img" ` +
      `aria-label="${escape(prop.name)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.paper}"/>`,
    `<g fill="${palette.fill}" stroke="${outline}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">`,
    drawing(palette),
    `</g>`,
    `<text x="400" y="500" font-family="system-ui, sans-serif" font-size="34" text-anchor="middle" ` +
      `fill="#1c1b1a">${escape(prop.name)}</text>`,
    `<text x="400" y="548" font-family="system-ui, sans-serif" font-size="22" text-anchor="middle" ` +
      `fill="#595650">${escape(prop.department)} · ${escape(prop.id)}</text>`,
    `</svg>`,
  ].join("");
}
