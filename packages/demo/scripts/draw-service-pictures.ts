// Draws the pictures of the New York sample tenant's services, tenants/ny-props/assets/fabrication.svg and
// graphics-and-printing.svg: the fabrication shop's workbench and the print room's wall, in the tenant's dark brand
// colours, with the demo catalogue's own line drawings (src/catalogue/prop-drawings.ts) as the work in hand. Each is
// the picture of the service's page and of its tile on the home page ("More than rentals", a 16:7 tile: the
// picture is 16:7 too, so nothing is cut off there). No text in the picture: the page carries the words.
// Run (from the root): pnpm --filter @backlot/demo exec run-ts scripts/draw-service-pictures.ts
import { outline, shade } from "../src/catalogue/drawing-palette.js";
import {
  type Placed,
  boweryColours,
  escape,
  hangingLamp,
  inked,
  lampGradients,
  placed,
  writeTenantPicture,
} from "./scene-drawing.js";

const width = 1600;
const height = 700;

interface Picture {
  file: string;
  intro: string;
  /** The wall's texture: a pegboard of holes, or cork for pinning prints. */
  wall: "pegboard" | "cork";
  /** The work surface's top (y), its left and right ends (x), and its colour. */
  surface: { y: number; left: number; right: number; colour: string };
  floor: number;
  lamps: readonly number[];
  /** Hung on the wall first, then standing on the surface and the floor. */
  props: readonly Placed[];
}

function wallPattern(kind: Picture["wall"]): string {
  if (kind === "pegboard")
    return (
      `<pattern id="wall" width="32" height="32" patternUnits="userSpaceOnUse">` +
      `<circle cx="16" cy="16" r="3.5" fill="#000" opacity=".35"/></pattern>`
    );
  return (
    `<pattern id="wall" width="18" height="18" patternUnits="userSpaceOnUse">` +
    `<circle cx="4" cy="5" r="1.6" fill="#fff" opacity=".07"/><circle cx="13" cy="12" r="1.3" fill="#000" ` +
    `opacity=".2"/></pattern>`
  );
}

function pictureSvg(picture: Picture): string {
  const { surface, floor } = picture;
  const label = `${picture.intro}: ${picture.props.map((prop) => prop.label).join(", ")}`;
  const board = picture.wall === "pegboard" ? shade(boweryColours.wall, 0.12) : "#6b5640";
  const defs = `<defs>${wallPattern(picture.wall)}${lampGradients(boweryColours.light)}</defs>`;
  // The board the tools hang on (or the prints are pinned to), framed in the brand's red.
  const boardRect =
    `<rect x="120" y="70" width="1360" height="${surface.y - 110}" rx="6" fill="${board}"/>` +
    `<rect x="120" y="70" width="1360" height="${surface.y - 110}" rx="6" fill="url(#wall)"/>` +
    `<rect x="120" y="70" width="1360" height="${surface.y - 110}" rx="6" fill="none" stroke="${boweryColours.red}" ` +
    `stroke-width="10"/>`;
  const legHeight = floor - surface.y - 34;
  const legs = [surface.left + 40, surface.right - 60]
    .map((x) => `<rect x="${x}" y="${surface.y + 34}" width="20" height="${legHeight}" fill="${boweryColours.metal}"/>`)
    .join("");
  const bench =
    legs +
    `<rect x="${surface.left}" y="${surface.y + 34}" width="${surface.right - surface.left}" height="10" fill="#000" ` +
    `opacity=".3"/>` +
    `<rect x="${surface.left}" y="${surface.y}" width="${surface.right - surface.left}" height="34" rx="3" ` +
    `fill="${surface.colour}" stroke="${outline}" stroke-width="8"/>`;
  const lamps = picture.lamps
    .map((x) => hangingLamp(x, floor, { metal: boweryColours.metal, light: boweryColours.light }))
    .join("");
  const hung = picture.props
    .filter((prop) => prop.hung)
    .map(placed)
    .join("");
  const standing = picture.props
    .filter((prop) => !prop.hung)
    .map(placed)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escape(label)}">` +
    defs +
    `<rect width="${width}" height="${height}" fill="${boweryColours.wall}"/>` +
    boardRect +
    inked(hung) +
    lamps +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="${shade(boweryColours.wall, -0.35)}"/>` +
    `<rect y="${floor - 2}" width="${width}" height="3" fill="#fff" opacity=".12"/>` +
    bench +
    inked(standing) +
    `</svg>\n`
  );
}

const fabrication: Picture = {
  file: "fabrication.svg",
  intro: "The Bowery Prop House fabrication shop",
  wall: "pegboard",
  surface: { y: 500, left: 90, right: 1510, colour: "#a0825a" },
  floor: 660,
  lamps: [520, 1080],
  props: [
    { kind: "hammer", label: "a hammer", colours: ["#6d4c41", "#9aa0a6"], x: 260, y: 330, tall: 190, hung: true },
    { kind: "tape", label: "a roll of gaffer tape", colours: ["#1e5aa8"], x: 450, y: 270, tall: 110, hung: true },
    { kind: "gear", label: "cast gears", colours: ["#9aa0a6", "#d4a017"], x: 1180, y: 290, tall: 150, hung: true },
    { kind: "hammer", label: "a mallet", colours: ["#c8b08a", "#6d4c41"], x: 1380, y: 320, tall: 170, hung: true },
    { kind: "bust", label: "a sculpted bust", colours: ["#b5a98a", "#6e5d48"], x: 330, y: 500, tall: 200 },
    { kind: "spray-can", label: "a can of spray paint", colours: ["#b3261e", "#f5f3ef"], x: 540, y: 500, tall: 120 },
    {
      kind: "film-camera",
      label: "a camera being rebuilt",
      colours: ["#6b7178", "#a7adb3"],
      x: 800,
      y: 500,
      tall: 140,
    },
    { kind: "skull", label: "a cast skull", colours: ["#e8e0cc", "#b5a98a"], x: 1060, y: 500, tall: 105 },
    { kind: "crate", label: "a crate for a build", colours: ["#d2b48c", "#a0825a"], x: 1300, y: 500, tall: 120 },
    { kind: "box", label: "a parts bin", colours: ["#b3261e", "#6e5d48"], x: 700, y: 660, tall: 100 },
    { kind: "crate", label: "a crate of offcuts", colours: ["#a0825a", "#6e5d48"], x: 900, y: 660, tall: 90 },
  ],
};

const graphics: Picture = {
  file: "graphics-and-printing.svg",
  intro: "The Bowery Prop House graphics and print room",
  wall: "cork",
  surface: { y: 500, left: 90, right: 1510, colour: "#d9d4c7" },
  floor: 660,
  lamps: [520, 1080],
  props: [
    {
      kind: "newspaper",
      label: "a period newspaper",
      colours: ["#f0e2c0", "#2b2a28"],
      x: 280,
      y: 400,
      tall: 230,
      hung: true,
    },
    { kind: "sign", label: "a shop sign", colours: ["#1e5aa8", "#f1c40f"], x: 590, y: 330, tall: 170, hung: true },
    {
      kind: "document",
      label: "a printed form",
      colours: ["#fbfaf7", "#2b2a28"],
      x: 860,
      y: 400,
      tall: 220,
      hung: true,
    },
    {
      kind: "frame",
      label: "a framed poster",
      colours: ["#c8b08a", "#b3261e"],
      x: 1110,
      y: 390,
      tall: 200,
      hung: true,
    },
    {
      kind: "street-sign",
      label: "a street sign",
      colours: ["#2e7d32", "#f5f3ef"],
      x: 1330,
      y: 420,
      tall: 230,
      hung: true,
    },
    { kind: "id-card", label: "an ID card", colours: ["#fbfaf7", "#1e5aa8"], x: 300, y: 500, tall: 80 },
    { kind: "books", label: "printed books", colours: ["#b3261e", "#2b5c8a"], x: 520, y: 500, tall: 80 },
    { kind: "box", label: "a product box", colours: ["#f1c40f", "#b3261e"], x: 760, y: 500, tall: 150 },
    { kind: "can", label: "a labelled can", colours: ["#b3261e", "#f5f3ef"], x: 930, y: 500, tall: 110 },
    { kind: "bottle", label: "a labelled bottle", colours: ["#2e7d32", "#f1c40f"], x: 1060, y: 500, tall: 140 },
    { kind: "can", label: "another can", colours: ["#1e5aa8", "#f1c40f"], x: 1180, y: 500, tall: 110 },
    { kind: "box", label: "a carton of printed packaging", colours: ["#d2b48c", "#b3261e"], x: 640, y: 660, tall: 100 },
    { kind: "box", label: "another carton", colours: ["#d2b48c", "#1e5aa8"], x: 780, y: 660, tall: 80 },
  ],
};

for (const picture of [fabrication, graphics]) writeTenantPicture("ny-props", picture.file, pictureSvg(picture));
