// Line drawings of greens: a tree, a hedge, flowers in a vase, a planter.
import { type Drawing, strokes } from "./drawing-palette.js";

const leaf = "#4f7a43";

/** Overlapping circles with one outline: drawn outlined, then again without, to hide the inner lines. */
const clump = (circles: readonly (readonly [number, number, number])[], fill: string) => {
  const draw = (inset: number) =>
    circles.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r - inset}" fill="${fill}"/>`).join("");
  return `${draw(0)}<g stroke="none">${draw(4)}</g>`;
};

export const tree: Drawing = ({ fill, accent }) =>
  `<path d="M376 430l12-170h24l12 170z" fill="${accent}"/>` +
  clump(
    [
      [400, 150, 100],
      [310, 230, 80],
      [490, 230, 80],
      [400, 260, 80],
    ],
    fill,
  );

/** A hedge: a box with a scalloped top, in a planter box of the second colour. */
export const hedge: Drawing = ({ accent }) =>
  `<path d="M160 390V250${"a40 40 0 0 1 80 0".repeat(6)}v140z"/>` +
  `<rect x="150" y="380" width="500" height="48" fill="${accent}"/>`;

export const flowers: Drawing = ({ accent, detail }) =>
  strokes("M400 300L330 170M400 300V130M400 300l80-120", leaf, 10) +
  `<path d="M346 230q-40-10-40-40 40 0 40 40z" fill="${leaf}"/>` +
  [
    [330, 170],
    [400, 130],
    [480, 180],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="40"/><circle cx="${cx}" cy="${cy}" r="12" fill="${detail}"/>`)
    .join("") +
  `<path d="M350 290h100l24 136H326z" fill="${accent}"/>`;

export const planter: Drawing = ({ fill }) =>
  clump(
    [
      [340, 180, 60],
      [420, 150, 66],
      [480, 200, 52],
    ],
    leaf,
  ) +
  `<path d="M262 220h276l-34 206H296z" fill="${fill}"/>` +
  `<rect x="244" y="200" width="312" height="40" rx="8" fill="${fill}"/>`;
