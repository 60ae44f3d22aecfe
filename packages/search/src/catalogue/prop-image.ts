// A simple picture for each demo prop (SVG), so pages have something to show offline: the prop's
// colour, its name, and its department.
import type { Prop } from "../generated/prop-types.js";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `swatches` maps colour names to hex colours (gradients use their first stop). */
export function propImageSvg(prop: Prop, swatches: Record<string, string>): string {
  const fill = swatches[prop.colors?.[0] ?? ""] ?? "#8a8a8a";
  const accent = swatches[prop.colors?.[1] ?? ""] ?? "#1c1b1a";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" ` +
      `aria-label="${escape(prop.name)}">`,
    `<rect width="800" height="600" fill="#f5f3ef"/>`,
    `<rect x="250" y="120" width="300" height="300" rx="24" fill="${fill}" stroke="${accent}" stroke-width="8"/>`,
    `<text x="400" y="500" font-family="system-ui, sans-serif" font-size="34" text-anchor="middle" ` +
      `fill="#1c1b1a">${escape(prop.name)}</text>`,
    `<text x="400" y="548" font-family="system-ui, sans-serif" font-size="22" text-anchor="middle" ` +
      `fill="#595650">${escape(prop.department)} · ${escape(prop.id)}</text>`,
    `</svg>`,
  ].join("");
}
