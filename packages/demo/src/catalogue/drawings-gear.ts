// Line drawings of worn and carried things: badges, IDs, radios, uniforms, bags, helmets, tents,
// medical and rescue gear, cases and crates.
import { type Drawing, outline, strokes } from "./drawing-palette.js";

const star = "M400 196l15 31 34 5-25 24 6 34-30-16-30 16 6-34-25-24 34-5z";

export const badge: Drawing = ({ accent, detail }) =>
  `<path d="M400 80l60 30 70-10q10 140-40 220-40 60-90 90-50-30-90-90-50-80-40-220l70 10z"/>` +
  `<circle cx="400" cy="245" r="74" fill="${accent}"/>` +
  `<path d="${star}" fill="${outline}" stroke="none"/>` +
  strokes("M330 140h140M350 370q50 34 100 0", detail, 6);

export const idCard: Drawing = ({ accent, detail, paper }) =>
  `<rect x="210" y="130" width="380" height="250" rx="20"/>` +
  `<path d="M210 150q0-20 20-20h340q20 0 20 20v30H210z" fill="${accent}"/>` +
  `<rect x="366" y="142" width="68" height="14" rx="7" fill="${paper}"/>` +
  `<rect x="242" y="206" width="110" height="140" rx="8" fill="${accent}"/>` +
  `<circle cx="297" cy="258" r="28" fill="${paper}"/><path d="M256 340q41-60 82 0" fill="${paper}"/>` +
  strokes("M382 224h170M382 262h150M382 300h170M382 334h110", detail, 10);

export const radio: Drawing = ({ accent, detail }) =>
  `<rect x="342" y="66" width="24" height="104" rx="12"/>` +
  `<rect x="420" y="124" width="34" height="40" rx="6" fill="${accent}"/>` +
  `<rect x="310" y="156" width="180" height="270" rx="22"/>` +
  strokes("M346 200h108M346 226h108M346 252h108", detail, 8) +
  `<rect x="342" y="286" width="116" height="48" rx="6" fill="${accent}"/>` +
  `<circle cx="360" cy="376" r="12" fill="${outline}"/><circle cx="400" cy="376" r="12" fill="${outline}"/>` +
  `<circle cx="440" cy="376" r="12" fill="${outline}"/>`;

export const jacket: Drawing = ({ accent, detail }) =>
  `<path d="M320 100l80 34 80-34 110 50 50 180-58 16-38-100v190H256V246l-38 100-58-16 50-180z"/>` +
  `<path d="M320 100l80 100 80-100-28-8-52 52-52-52z" fill="${accent}"/>` +
  strokes("M400 200v232M292 300h60M448 300h60", detail) +
  `<rect x="468" y="190" width="50" height="34" rx="4" fill="${accent}"/>`;

export const backpack: Drawing = ({ accent, detail }) =>
  `<path d="M360 130q0-50 40-50t40 50" fill="none" stroke-width="14"/>` +
  `<rect x="270" y="120" width="260" height="306" rx="56"/>` +
  `<path d="M270 200q130 40 260 0" fill="none"/>` +
  `<rect x="306" y="270" width="188" height="126" rx="22" fill="${accent}"/>` +
  strokes("M306 306h188", detail) +
  `<rect x="384" y="222" width="32" height="30" rx="4" fill="${accent}"/>`;

export const bag: Drawing = ({ accent }) =>
  `<path d="M320 214q0-110 80-110t80 110" fill="none" stroke-width="14"/>` +
  `<path d="M240 210h320l30 216H210z"/>` +
  `<path d="M240 210h320l6 50H234z" fill="${accent}"/>` +
  `<rect x="376" y="246" width="48" height="34" rx="6" fill="${accent}"/>`;

export const helmet: Drawing = ({ accent, detail }) =>
  `<path d="M270 340q40 90 120 80" fill="none" stroke="${accent}" stroke-width="12"/>` +
  `<path d="M200 340c0-150 90-220 200-220 120 0 200 80 200 210l40 16H200z"/>` +
  `<path d="M200 320h400l40 26H200z" fill="${accent}"/>` +
  strokes("M290 170q-40 60-44 140M400 126v190M510 170q40 60 44 140", detail, 4);

export const tent: Drawing = ({ accent }) =>
  `<path d="M400 120l230-30 70 290-90 30z" fill="${accent}"/>` +
  `<path d="M170 410l230-290 210 290z"/>` +
  `<path d="M400 120l-58 290h116z" fill="${outline}"/>` +
  `<path d="M110 420h600M170 410l-50 18M610 410l60 14" fill="none"/>`;

const cross = "M378 236h44v40h40v44h-40v40h-44v-40h-40v-44h40z";

export const medicalBag: Drawing = ({ detail }) =>
  `<path d="M340 190v-36q0-22 22-22h76q22 0 22 22v36" fill="none" stroke-width="14"/>` +
  `<rect x="220" y="186" width="360" height="234" rx="34"/>` +
  strokes("M220 226h360", detail) +
  `<path d="${cross}" fill="${detail === outline ? "#c0392b" : "#ffffff"}"/>`;

export const cylinder: Drawing = ({ accent, detail, paper }) =>
  `<rect x="372" y="112" width="56" height="48" rx="6"/>` +
  `<rect x="356" y="78" width="88" height="40" rx="8" fill="${accent}"/>` +
  `<path d="M444 98h30"/><circle cx="494" cy="98" r="26" fill="${paper}"/>` +
  strokes("M494 98l12-12", outline, 5) +
  `<rect x="330" y="150" width="140" height="276" rx="46"/>` +
  strokes("M334 206h132", detail, 6);

export const hose: Drawing = ({ accent, detail, paper }) =>
  `<circle cx="380" cy="280" r="150"/>` +
  `<circle cx="380" cy="280" r="112" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<circle cx="380" cy="280" r="74" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<circle cx="380" cy="280" r="36" fill="${paper}"/>` +
  `<path d="M500 190l90-60 24 30-92 56z" fill="${accent}"/><path d="M584 128l40-20 14 26-34 26z" ` +
  `fill="${accent}"/>`;

export const lightBar: Drawing = ({ fill, accent, detail }) =>
  `<rect x="196" y="292" width="40" height="50" fill="${outline}"/><rect x="564" y="292" width="40" ` +
  `height="50" fill="${outline}"/>` +
  `<rect x="130" y="210" width="540" height="90" rx="40" fill="#4a4845"/>` +
  `<path d="M170 222h190v66H170q-28 0-28-33t28-33z" fill="${fill}"/>` +
  `<path d="M440 222h190q28 0 28 33t-28 33H440z" fill="${accent}"/>` +
  strokes("M210 236v38M260 236v38M310 236v38M490 236v38M540 236v38M590 236v38", detail, 4);

export const stretcher: Drawing = ({ accent }) =>
  `<path d="M220 262l340 118M560 262L220 380" fill="none" stroke-width="12"/>` +
  `<circle cx="220" cy="396" r="22" fill="${outline}"/><circle cx="560" cy="396" r="22" fill="${outline}"/>` +
  `<rect x="120" y="250" width="560" height="16" rx="8" fill="${accent}"/>` +
  `<path d="M180 250l40-110h60l-30 110z"/>` +
  `<rect x="240" y="200" width="430" height="52" rx="18"/>` +
  `<rect x="380" y="196" width="26" height="60" fill="${accent}"/><rect x="540" y="196" width="26" ` +
  `height="60" fill="${accent}"/>`;

export const bodyBag: Drawing = ({ accent, detail }) =>
  `<rect x="110" y="220" width="580" height="150" rx="75"/>` +
  `<path d="M160 300h480" fill="none" stroke="${detail}" stroke-width="6" stroke-dasharray="4 8"/>` +
  `<rect x="600" y="284" width="24" height="34" rx="4" fill="${accent}"/>` +
  `<path d="M250 220v-20h60v20M490 220v-20h60v20" fill="none"/>`;

export const carryCase: Drawing = ({ accent, detail }) =>
  `<path d="M350 186v-36h100v36" fill="none" stroke-width="14"/>` +
  `<rect x="190" y="180" width="420" height="240" rx="22"/>` +
  strokes("M190 250h420", detail) +
  `<rect x="250" y="236" width="44" height="30" rx="4" fill="${accent}"/><rect x="506" y="236" width="44" ` +
  `height="30" rx="4" fill="${accent}"/>`;

export const crate: Drawing = ({ accent, detail }) =>
  `<path d="M210 170l70-50h370l-70 50z" fill="${accent}"/>` +
  `<path d="M580 170l70-50v240l-70 60z" fill="${accent}"/>` +
  `<rect x="210" y="170" width="370" height="250"/>` +
  strokes("M210 252h370M210 336h370", detail) +
  `<path d="M222 180l346 230" fill="none" stroke="${detail}" stroke-width="14"/>`;

export const box: Drawing = ({ accent, detail }) =>
  `<path d="M300 110l60-34h200l-60 34z" fill="${accent}"/>` +
  `<path d="M500 110l60-34v300l-60 44z" fill="${accent}"/>` +
  `<rect x="300" y="110" width="200" height="310"/>` +
  `<ellipse cx="400" cy="250" rx="76" ry="56" fill="#ffffff"/>` +
  strokes("M330 150h140M340 360h120", detail, 12);
