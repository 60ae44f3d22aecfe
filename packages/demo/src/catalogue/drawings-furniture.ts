// Line drawings of furniture and scenery: chairs, tables, desks, cabinets, beds, lamps, doors,
// windows, stairs, columns, flats, backdrops, mats and rugs.
import { type Drawing, outline, strokes } from "./drawing-palette.js";

export const chair: Drawing = ({ accent, detail }) =>
  `<rect x="282" y="300" width="22" height="130" rx="6" fill="${accent}"/><rect x="496" y="300" width="22" ` +
  `height="130" rx="6" fill="${accent}"/>` +
  `<rect x="296" y="90" width="208" height="170" rx="16"/>` +
  strokes("M350 110v130M400 110v130M450 110v130", detail, 6) +
  `<path d="M300 258h200l36 46H264z"/>`;

export const stool: Drawing = ({ accent }) =>
  `<rect x="384" y="200" width="32" height="200" fill="${accent}"/>` +
  `<ellipse cx="400" cy="320" rx="80" ry="18" fill="none" stroke="${accent}" stroke-width="12"/>` +
  `<ellipse cx="400" cy="404" rx="110" ry="26" fill="${accent}"/>` +
  `<path d="M290 150v44q110 40 220 0v-44"/>` +
  `<ellipse cx="400" cy="150" rx="110" ry="34"/>`;

export const table: Drawing = ({ accent }) =>
  `<rect x="590" y="170" width="20" height="200" fill="${accent}"/>` +
  `<path d="M550 190l80-50v30l-80 50z" fill="${accent}"/>` +
  `<path d="M170 190l80-50h380l-80 50z"/>` +
  `<rect x="170" y="190" width="380" height="30" fill="${accent}"/>` +
  `<rect x="186" y="220" width="22" height="200" fill="${accent}"/><rect x="512" y="220" width="22" ` +
  `height="200" fill="${accent}"/>`;

export const desk: Drawing = ({ accent, detail }) =>
  `<rect x="150" y="160" width="500" height="36" rx="4" fill="${accent}"/>` +
  `<rect x="168" y="196" width="170" height="224"/><rect x="462" y="196" width="170" height="224"/>` +
  `<rect x="338" y="196" width="124" height="44"/>` +
  strokes("M168 270h170M168 344h170M462 270h170M462 344h170", outline, 6) +
  strokes("M232 232h42M232 306h42M232 380h42M526 232h42M526 306h42M526 380h42M380 218h40", detail, 8);

export const cabinet: Drawing = ({ accent, detail }) =>
  `<rect x="280" y="70" width="240" height="350" rx="6"/>` +
  strokes("M400 70v350", outline, 6) +
  strokes("M306 100h70M306 116h70M306 132h70M424 100h70M424 116h70M424 132h70", detail, 5) +
  `<rect x="372" y="230" width="14" height="50" rx="4" fill="${accent}"/><rect x="414" y="230" width="14" ` +
  `height="50" rx="4" fill="${accent}"/>` +
  `<path d="M292 420v16M508 420v16" fill="none"/>`;

export const shelf: Drawing = ({ accent, detail }) => {
  const books = [
    [270, 110, 30, 60],
    [302, 118, 26, 52],
    [330, 104, 36, 66],
    [420, 122, 60, 48],
    [276, 196, 40, 60],
    [318, 190, 28, 66],
    [440, 198, 30, 58],
    [472, 206, 36, 50],
    [290, 284, 70, 58],
    [400, 276, 34, 66],
    [436, 282, 26, 60],
  ];
  return (
    `<rect x="250" y="80" width="300" height="350"/>` +
    strokes("M250 172h300M250 258h300M250 344h300", outline, 8) +
    books
      .map(
        ([x, y, w, h], i) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${i % 2 ? accent : detail}"/>`,
      )
      .join("")
  );
};

export const sofa: Drawing = ({ accent, detail }) =>
  `<rect x="190" y="386" width="20" height="34" fill="${outline}"/><rect x="590" y="386" width="20" ` +
  `height="34" fill="${outline}"/>` +
  `<rect x="180" y="160" width="440" height="150" rx="34"/>` +
  `<rect x="200" y="290" width="400" height="100" rx="16"/>` +
  strokes("M400 300v80M333 178v116M467 178v116", detail, 5) +
  `<rect x="130" y="230" width="90" height="170" rx="34" fill="${accent}"/>` +
  `<rect x="580" y="230" width="90" height="170" rx="34" fill="${accent}"/>`;

export const armchair: Drawing = ({ accent }) =>
  `<rect x="290" y="380" width="18" height="44" fill="${outline}"/><rect x="492" y="380" width="18" ` +
  `height="44" fill="${outline}"/>` +
  `<path d="M280 120q120-50 240 0v190H280z"/>` +
  `<path d="M250 170q30-10 40 20v100h-40zM550 170q-30-10-40 20v100h40z" fill="${accent}"/>` +
  `<rect x="290" y="290" width="220" height="60" rx="14"/>` +
  `<rect x="230" y="250" width="80" height="140" rx="30" fill="${accent}"/>` +
  `<rect x="490" y="250" width="80" height="140" rx="30" fill="${accent}"/>`;

export const bed: Drawing = ({ accent, paper }) =>
  `<rect x="140" y="110" width="44" height="310" rx="12" fill="${accent}"/>` +
  `<rect x="620" y="210" width="40" height="210" rx="12" fill="${accent}"/>` +
  `<rect x="184" y="250" width="436" height="80" rx="10" fill="${paper}"/>` +
  `<ellipse cx="250" cy="236" rx="58" ry="28" fill="${paper}"/>` +
  `<path d="M330 224q150-20 290 20v100H330z"/>` +
  `<rect x="184" y="330" width="436" height="24" fill="${accent}"/>`;

export const bench: Drawing = ({ accent }) =>
  `<path d="M200 150l10 140-36 120M600 150l-10 140 36 120" fill="none" stroke="${accent}" stroke-width="22"/>` +
  `<rect x="160" y="160" width="480" height="26" rx="6"/><rect x="160" y="204" width="480" height="26" rx="6"/>` +
  `<rect x="150" y="268" width="500" height="26" rx="6"/><rect x="150" y="306" width="500" height="26" rx="6"/>`;

export const lamp: Drawing = ({ accent }) =>
  `<rect x="390" y="240" width="20" height="140" fill="${accent}"/>` +
  `<path d="M320 376h160l24 44H296z" fill="${accent}"/>` +
  `<path d="M300 90h200l56 156H244z"/>` +
  `<path d="M440 246v50" fill="none" stroke-width="4"/><circle cx="440" cy="302" r="7" fill="${accent}"/>`;

export const door: Drawing = ({ accent, detail }) =>
  `<rect x="260" y="56" width="280" height="380" fill="${accent}"/>` +
  `<rect x="286" y="78" width="228" height="358"/>` +
  `<path d="M314 104h76v120h-76zM410 104h76v120h-76zM314 250h76v160h-76zM410 250h76v160h-76z" fill="none" ` +
  `stroke="${detail}" stroke-width="5"/>` +
  `<circle cx="492" cy="264" r="12" fill="${accent}"/>`;

export const window: Drawing = ({ accent }) =>
  `<rect x="230" y="80" width="340" height="340" fill="${accent}"/>` +
  `<rect x="254" y="104" width="134" height="134"/><rect x="412" y="104" width="134" height="134"/>` +
  `<rect x="254" y="262" width="134" height="134"/><rect x="412" y="262" width="134" height="134"/>` +
  strokes("M290 130l40 50-18 40M330 180l46-12M450 300l30 40 40-6M480 340l-6 44", outline, 4);

export const stairs: Drawing = ({ accent }) =>
  `<path d="M160 430V370h90v-60h90v-60h90v-60h90v-60h90v300z"/>` +
  `<path d="M190 250l420-220" fill="none" stroke="${accent}" stroke-width="16"/>` +
  strokes("M205 370v-126M295 310v-112M385 250v-100M475 190v-88M565 130v-76", outline, 6);

export const column: Drawing = ({ accent, detail }) =>
  `<rect x="290" y="76" width="220" height="40" rx="4"/>` +
  `<circle cx="300" cy="120" r="20" fill="${accent}"/><circle cx="500" cy="120" r="20" fill="${accent}"/>` +
  `<rect x="330" y="116" width="140" height="280"/>` +
  strokes("M360 130v252M390 130v252M420 130v252M448 130v252", detail, 5) +
  `<rect x="300" y="396" width="200" height="36" rx="4"/>`;

export const flat: Drawing = ({ accent, detail }) =>
  `<path d="M500 110l120 330M500 300l70 140" fill="none" stroke="${accent}" stroke-width="14"/>` +
  `<rect x="250" y="56" width="250" height="384"/>` +
  strokes("M250 300h250", detail, 6) +
  `<rect x="282" y="90" width="186" height="180" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<rect x="282" y="320" width="186" height="94" fill="none" stroke="${detail}" stroke-width="5"/>`;

export const backdrop: Drawing = ({ accent }) =>
  `<path d="M110 82h580" fill="none" stroke-width="14"/>` +
  `<rect x="140" y="90" width="520" height="330"/>` +
  `<path d="M140 420v-90h60v-50h50v60h50v-90h50v50h70v-70h50v90h60v-50h60v60h70v90z" fill="${accent}"/>` +
  `<circle cx="560" cy="160" r="30" fill="#f4d35e"/>`;

export const mat: Drawing = ({ accent, detail }) =>
  `<path d="M510 250l130-80v110l-130 80z" fill="${accent}"/>` +
  `<rect x="170" y="250" width="340" height="110" fill="${accent}"/>` +
  `<path d="M170 250l130-80h340l-130 80z"/>` +
  strokes("M283 250v110M397 250v110", detail, 4);

export const rug: Drawing = ({ accent, detail }) => {
  // Fringe on the two short ends, pointing away from the rug.
  const fringe = (left: number, y: number, dy: number) =>
    Array.from({ length: 9 }, (_, i) => `M${left + 21 + i * 42} ${y}l${-dy} ${dy}`).join("");
  return (
    strokes(fringe(150, 380, 14) + fringe(260, 170, -14), outline, 5) +
    `<path d="M150 380l110-210h380l-110 210z"/>` +
    `<path d="M196 356l84-162h320l-84 162z" fill="none" stroke="${detail}" stroke-width="6"/>` +
    `<ellipse cx="395" cy="275" rx="90" ry="44" fill="${accent}"/>`
  );
};
