// Draws the home-page hero image of the two sample tenants, tenants/ny-props/assets/hero.svg and
// tenants/harbour-scenic/assets/hero.svg: a prop house's shelves in the tenant's dark brand colour, stocked with the
// demo catalogue's own line drawings (src/catalogue/prop-drawings.ts). The left 40% stays dark and calm, for the
// page's title and lead in white over it; the props sit in the right 60%, some in the middle for a phone's crop.
// No text in the picture: the page carries the words.
// Run (from the root): pnpm --filter @backlot/demo exec run-ts scripts/draw-heroes.ts
import { shade } from "../src/catalogue/drawing-palette.js";
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
const height = 640;

interface Scene {
  tenant: string;
  intro: string;
  /** The dark brand colour the picture is painted in, and its walls' lighter shade. */
  dark: string;
  wall: string;
  /** The shelving's uprights and beams, and the warm light from the lamps. */
  upright: string;
  beam: string;
  light: string;
  /** The uprights' x and the beams' y (their top, where props stand); the floor's y. */
  uprights: readonly number[];
  beams: readonly number[];
  floor: number;
  rackTop: number;
  /** Lamps hanging over the shelves, by x. */
  lamps: readonly number[];
  /** Plain cartons in the background stock, no drawing of their own: x, y (their foot), width and height. */
  cartons?: readonly (readonly [number, number, number, number])[];
  /** The cartons' colour. */
  carton?: string;
  props: readonly Placed[];
}

function heroSvg(scene: Scene): string {
  const { dark, wall, upright, beam, light, uprights, beams, floor, rackTop } = scene;
  const first = uprights[0] ?? 0;
  const last = uprights.at(-1) ?? width;
  const label = `${scene.intro}: ${scene.props.map((prop) => prop.label).join(", ")}`;
  const defs =
    `<defs>` +
    // The wall's corrugated panels, faint.
    `<pattern id="ribs" width="48" height="${height}" patternUnits="userSpaceOnUse">` +
    `<rect x="0" width="2" height="${height}" fill="#fff" opacity=".05"/>` +
    `<rect x="24" width="10" height="${height}" fill="#000" opacity=".12"/></pattern>` +
    // Dark and calm on the left, for the title and lead; the wall shows through from the middle on.
    `<linearGradient id="calm"><stop offset=".3" stop-color="${dark}"/>` +
    `<stop offset=".56" stop-color="${dark}" stop-opacity="0"/></linearGradient>` +
    lampGradients(light) +
    `<linearGradient id="floor" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".15"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>` +
    `</defs>`;
  const lamps = scene.lamps.map((x) => hangingLamp(x, floor, { metal: upright, light })).join("");
  // Pallet racking: perforated uprights, beams where the props stand, each with a shadow under it.
  const rack =
    uprights
      .map(
        (x) =>
          `<rect x="${x - 7}" y="${rackTop}" width="14" height="${floor - rackTop}" fill="${upright}"/>` +
          `<path d="M${x} ${rackTop + 8}V${floor - 6}" stroke="${dark}" stroke-width="4" stroke-dasharray="4 10"/>`,
      )
      .join("") +
    beams
      .map((y) => `<rect x="${first - 10}" y="${y}" width="${last - first + 20}" height="14" fill="${beam}"/>`)
      .join("") +
    beams
      .map((y) => `<rect x="${first}" y="${y + 14}" width="${last - first}" height="5" fill="#000" opacity=".3"/>`)
      .join("");
  const cartons = (scene.cartons ?? [])
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="2" fill="${scene.carton}"/>` +
        `<path d="M${x + w / 2 - 6} ${y - h}h12v26h-12z" fill="#000" opacity=".18" stroke="none"/>`,
    )
    .join("");
  const props = scene.props.map(placed).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escape(label)}">` +
    defs +
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<rect width="${width}" height="${floor}" fill="url(#ribs)"/>` +
    lamps +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="${shade(wall, -0.25)}"/>` +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="url(#floor)"/>` +
    `<rect y="${floor - 2}" width="${width}" height="3" fill="#fff" opacity=".12"/>` +
    `<rect width="${width}" height="${height}" fill="url(#calm)"/>` +
    rack +
    inked(cartons + props) +
    `</svg>\n`
  );
}

const bowery: Scene = {
  tenant: "ny-props",
  intro: "Props on the shelves of Bowery Prop House",
  dark: boweryColours.dark,
  wall: boweryColours.wall,
  upright: boweryColours.metal,
  beam: boweryColours.red,
  light: boweryColours.light,
  uprights: [720, 1000, 1280, 1560],
  beams: [235, 415],
  floor: 590,
  rackTop: 60,
  lamps: [860, 1140, 1420],
  cartons: [
    [1050, 590, 120, 84],
    [1176, 590, 70, 60],
    [1066, 506, 92, 64],
  ],
  carton: "#6e5d48",
  props: [
    { kind: "film-camera", label: "a 16 mm film camera", colours: ["#6b7178", "#a7adb3"], x: 860, y: 235, tall: 125 },
    { kind: "radio", label: "a police radio", colours: ["#4a4f55"], x: 1075, y: 235, tall: 120 },
    { kind: "badge", label: "a police badge", colours: ["#d4a017", "#1b2a4a"], x: 1195, y: 235, tall: 100 },
    { kind: "revolver", label: "a prop revolver", colours: ["#b8c0c6", "#6d4c41"], x: 1420, y: 235, tall: 85 },
    { kind: "skull", label: "a skull", colours: ["#e8e0cc", "#b5a98a"], x: 860, y: 415, tall: 110 },
    {
      kind: "light-bar",
      label: "a red and blue light bar",
      colours: ["#c0392b", "#1e5aa8"],
      x: 1140,
      y: 415,
      tall: 58,
    },
    { kind: "medical-bag", label: "an EMT bag", colours: ["#d35400"], x: 1420, y: 415, tall: 110 },
    { kind: "stretcher", label: "a gurney", colours: ["#d9d4c7", "#f1c40f"], x: 860, y: 590, tall: 125 },
    { kind: "crate", label: "a shipping crate", colours: ["#d2b48c", "#a0825a"], x: 1420, y: 590, tall: 130 },
  ],
};

const harbour: Scene = {
  tenant: "harbour-scenic",
  intro: "Set dressing in the Harbour Scenic shop",
  dark: "#0f2e2a",
  wall: "#1c463f",
  upright: "#6f5a3f",
  beam: "#c8b08a",
  light: "#ffe3b0",
  uprights: [1170, 1560],
  beams: [230, 410],
  floor: 590,
  rackTop: 70,
  lamps: [880, 1365],
  props: [
    { kind: "flat", label: "a scenic flat", colours: ["#bfb196", "#8c6d2c"], x: 990, y: 590, tall: 290 },
    { kind: "tree", label: "a potted tree", colours: ["#4f7a43", "#a0724a"], x: 800, y: 590, tall: 260 },
    { kind: "armchair", label: "an armchair", colours: ["#9a3412", "#c8b08a"], x: 1270, y: 590, tall: 150 },
    { kind: "table", label: "a side table", colours: ["#8c6d2c", "#6d4c41"], x: 1460, y: 590, tall: 100 },
    { kind: "lamp", label: "a table lamp", colours: ["#f0e2c0", "#8c6d2c"], x: 1450, y: 515, tall: 80 },
    { kind: "books", label: "books", colours: ["#2b5c8a", "#9a3412"], x: 1260, y: 230, tall: 70 },
    { kind: "teapot", label: "a teapot", colours: ["#fbfaf7", "#2b5c8a"], x: 1450, y: 230, tall: 90 },
    { kind: "frame", label: "a framed picture", colours: ["#c8b08a", "#8c6d2c"], x: 1290, y: 410, tall: 120 },
    { kind: "flowers", label: "flowers in a vase", colours: ["#e58fb1", "#2b5c8a"], x: 1460, y: 410, tall: 130 },
  ],
};

for (const scene of [bowery, harbour]) writeTenantPicture(scene.tenant, "hero.svg", heroSvg(scene));
