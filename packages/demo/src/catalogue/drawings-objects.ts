// Line drawings of smaller things: bottles, cans, mugs, lab glass, papers, signs, money, tape,
// sprays, phones, computers, and a few fabricated pieces (gear, chest, gate, bricks).
import { type Drawing, outline, strokes } from "./drawing-palette.js";

export const bottle: Drawing = ({ accent }) =>
  `<path d="M370 80h60v76q50 34 50 96v156q0 22-22 22H342q-22 0-22-22V252q0-62 50-96z"/>` +
  `<rect x="362" y="64" width="76" height="30" rx="6" fill="${accent}"/>` +
  `<rect x="320" y="270" width="160" height="94" fill="${accent}"/>`;

export const can: Drawing = ({ accent, detail }) =>
  `<rect x="316" y="120" width="168" height="300" rx="18"/>` +
  `<rect x="316" y="214" width="168" height="96" fill="${accent}"/>` +
  `<ellipse cx="400" cy="122" rx="84" ry="20" fill="#c9ccce"/>` +
  strokes("M386 116h28", outline, 6) +
  strokes("M340 360h120M340 384h80", detail, 8);

export const mug: Drawing = ({ accent }) =>
  `<path d="M480 200q90 0 90 75t-90 75v-32q56 0 56-43t-56-43z"/>` +
  `<rect x="280" y="150" width="210" height="260" rx="26"/>` +
  `<ellipse cx="385" cy="152" rx="105" ry="22" fill="${accent}"/>` +
  `<rect x="280" y="260" width="210" height="34" fill="${accent}"/>`;

export const teapot: Drawing = ({ accent }) =>
  `<path d="M530 240q90 10 60 100-16 40-56 30" fill="none" stroke-width="22"/>` +
  `<path d="M260 300q-60-30-90-110l30-10q30 60 76 70z"/>` +
  `<ellipse cx="390" cy="310" rx="150" ry="112"/>` +
  `<path d="M320 206q70-50 140 0z" fill="${accent}"/><circle cx="390" cy="176" r="16" fill="${accent}"/>` +
  `<rect x="300" y="406" width="180" height="20" rx="8" fill="${accent}"/>`;

export const flask: Drawing = ({ accent }) =>
  `<path d="M360 104h80v100l100 200q6 20-16 20H276q-22 0-16-20l100-200z"/>` +
  `<path d="M318 320h164l50 94q4 6-8 6H276q-12 0-8-6z" fill="${accent}"/>` +
  `<rect x="348" y="90" width="104" height="22" rx="8"/>` +
  `<circle cx="380" cy="360" r="10" fill="#ffffff"/><circle cx="420" cy="384" r="7" fill="#ffffff"/>`;

export const microscope: Drawing = ({ accent }) =>
  `<path d="M470 390v-60q60-90 0-180l-34 16q50 80 0 164v60" fill="${accent}"/>` +
  `<rect x="270" y="380" width="260" height="44" rx="12"/>` +
  `<rect x="290" y="282" width="190" height="18" rx="4"/>` +
  `<path d="M326 86l62-22 58 168-62 22z"/>` +
  `<rect x="312" y="56" width="60" height="40" rx="6" transform="rotate(-20 342 76)" fill="${accent}"/>` +
  `<rect x="382" y="226" width="40" height="44" rx="4" transform="rotate(-20 402 248)"/>` +
  `<circle cx="478" cy="250" r="24" fill="${accent}"/>`;

export const books: Drawing = ({ fill, accent, detail }) =>
  [
    [200, 350, 400, fill],
    [224, 298, 350, accent],
    [210, 246, 380, fill],
    [236, 194, 330, accent],
  ]
    .map(
      ([x, y, w, color]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="52" rx="6" fill="${color}"/>` +
        strokes(`M${Number(x) + 30} ${Number(y)}v52M${Number(x) + 60} ${Number(y)}v52`, detail, 4),
    )
    .join("");

export const document: Drawing = ({ accent, detail }) =>
  `<path d="M270 66h210l60 60v300H270z"/>` +
  `<path d="M480 66v60h60z" fill="${accent}"/>` +
  strokes("M306 170h200M306 206h210M306 242h180M306 278h210M306 314h150", detail, 8) +
  `<circle cx="470" cy="376" r="26" fill="${accent}"/>` +
  strokes("M300 380q20-30 40 0t40 0", detail, 5);

export const newspaper: Drawing = ({ accent, detail }) =>
  `<rect x="200" y="80" width="400" height="346"/>` +
  `<rect x="226" y="104" width="348" height="44" fill="${detail}"/>` +
  `<rect x="226" y="166" width="348" height="24" fill="${detail}" opacity=".7"/>` +
  `<rect x="226" y="208" width="170" height="120" fill="${accent}"/>` +
  strokes(
    "M420 214h154M420 240h154M420 266h154M420 292h154M420 318h120M226 354h348M226 380h348M226 404h240",
    detail,
    6,
  );

export const frame: Drawing = ({ fill, accent, detail }) =>
  `<rect x="200" y="76" width="400" height="330" rx="6" fill="${accent}"/>` +
  `<rect x="232" y="108" width="336" height="266" fill="${fill}"/>` +
  `<path d="M234 372l90-130 60 70 70-100 112 160z" fill="${detail}" stroke="none" opacity=".55"/>` +
  `<circle cx="500" cy="160" r="26" fill="${detail}" stroke="none" opacity=".55"/>`;

export const sign: Drawing = ({ accent, detail }) =>
  `<path d="M250 60l-20 90M550 60l20 90" fill="none" stroke-width="6"/>` +
  `<rect x="180" y="140" width="440" height="220" rx="18"/>` +
  `<rect x="204" y="164" width="392" height="172" rx="10" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<rect x="248" y="204" width="304" height="40" rx="6" fill="${accent}"/>` +
  strokes("M290 290h220", detail, 14);

export const streetSign: Drawing = ({ accent, detail }) =>
  `<rect x="388" y="80" width="24" height="350" rx="6" fill="#8a8a8a"/>` +
  `<rect x="190" y="110" width="420" height="86" rx="10"/>` +
  strokes("M230 153h300", detail, 16) +
  `<rect x="320" y="220" width="160" height="110" rx="8" fill="${accent}"/>` +
  `<path d="M350 275h80l-20-20m20 20l-20 20" fill="none" stroke="${outline}" stroke-width="8"/>` +
  `<path d="M360 430h80" fill="none" stroke-width="12"/>`;

export const cash: Drawing = ({ accent, detail }) =>
  `<rect x="212" y="262" width="400" height="150" rx="6"/><rect x="201" y="246" width="400" height="150" rx="6"/>` +
  `<rect x="190" y="230" width="400" height="150" rx="6"/>` +
  `<rect x="210" y="248" width="360" height="114" rx="4" fill="none" stroke="${detail}" stroke-width="4"/>` +
  `<ellipse cx="300" cy="305" rx="38" ry="44" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<rect x="420" y="226" width="66" height="158" fill="${accent}"/>`;

export const tape: Drawing = ({ paper }) =>
  `<path d="M400 420h220l-16-34H400z"/>` +
  `<circle cx="400" cy="270" r="150"/>` +
  `<circle cx="400" cy="270" r="74" fill="#d9c9a3"/><circle cx="400" cy="270" r="56" fill="${paper}"/>`;

export const sprayCan: Drawing = ({ accent }) =>
  `<circle cx="500" cy="86" r="6" fill="${outline}" stroke="none" opacity=".4"/>` +
  `<circle cx="530" cy="70" r="8" fill="${outline}" stroke="none" opacity=".3"/>` +
  `<circle cx="528" cy="104" r="6" fill="${outline}" stroke="none" opacity=".3"/>` +
  `<rect x="370" y="76" width="60" height="44" rx="8" fill="${accent}"/><path d="M430 92h28"/>` +
  `<path d="M330 180q0-60 70-64 70 4 70 64z"/>` +
  `<rect x="330" y="170" width="140" height="256" rx="14"/>` +
  `<rect x="330" y="240" width="140" height="100" fill="${accent}"/>`;

export const phone: Drawing = ({ detail }) =>
  `<rect x="300" y="66" width="200" height="370" rx="32"/>` +
  `<rect x="318" y="108" width="164" height="282" rx="8" fill="#dfe9ef"/>` +
  `<path d="M340 130h36v36h-36zM394 130h36v36h-36zM340 184h36v36h-36zM394 184h36v36h-36z" fill="#8fb3c9" ` +
  `stroke="none"/>` +
  strokes("M376 88h48", detail, 6) +
  `<circle cx="400" cy="412" r="10" fill="none" stroke="${detail}" stroke-width="4"/>`;

export const computer: Drawing = ({ accent }) =>
  `<path d="M360 330h80l20 40H340z"/>` +
  `<rect x="210" y="70" width="380" height="260" rx="22"/>` +
  `<rect x="240" y="96" width="320" height="200" rx="10" fill="#23395b"/>` +
  strokes("M266 130h150M266 160h220M266 190h110", "#9fd3a8", 8) +
  `<path d="M200 386h400l30 44H170z" fill="${accent}"/>` +
  strokes("M226 400h348M214 416h372", outline, 4);

/** A cog's outline: `teeth` teeth on a wheel of radius `r` around (cx, cy). */
function cog(cx: number, cy: number, r: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? r : r * 0.8;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(0)} ${(cy + radius * Math.sin(angle)).toFixed(0)}`);
  }
  return `M${points.join("L")}z`;
}

const bigCog = cog(340, 260, 150, 10);
const smallCog = cog(540, 160, 80, 8);

export const gear: Drawing = ({ accent, paper }) =>
  `<path d="${smallCog}" fill="${accent}"/><circle cx="540" cy="160" r="22" fill="${paper}"/>` +
  `<path d="${bigCog}"/><circle cx="340" cy="260" r="44" fill="${paper}"/>`;

export const chest: Drawing = ({ accent }) =>
  `<rect x="210" y="230" width="380" height="190" rx="6"/>` +
  `<path d="M210 230v-50q190-120 380 0v50z"/>` +
  `<path d="M250 118v302M526 118v302" fill="none" stroke="${accent}" stroke-width="26"/>` +
  `<rect x="210" y="222" width="380" height="18" fill="${accent}"/>` +
  `<rect x="376" y="214" width="48" height="62" rx="6" fill="${accent}"/>` +
  `<path d="M400 236v22" fill="none" stroke-width="6"/>`;

export const gate: Drawing = ({ accent }) =>
  [...Array(8).keys()]
    .map((i) => {
      const x = 236 + i * 46;
      return (
        `<rect x="${x}" y="110" width="12" height="300" fill="${accent}"/><path d="M${x - 6} 112l12-30 12 30z" ` +
        `fill="${accent}"/>`
      );
    })
    .join("") +
  `<rect x="196" y="140" width="408" height="18"/><rect x="196" y="372" width="408" height="18"/>` +
  `<rect x="176" y="90" width="30" height="340"/><rect x="594" y="90" width="30" height="340"/>`;

export const bricks: Drawing = ({ accent }) =>
  [
    [180, 360],
    [310, 360],
    [440, 360],
    [245, 300],
    [375, 300],
    [310, 240],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="126" height="58" rx="4"/>`)
    .join("") + `<path d="M580 420l20-50 50 10 10 40z" fill="${accent}"/>`;
