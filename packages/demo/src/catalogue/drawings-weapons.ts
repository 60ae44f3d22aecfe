// Line drawings of guns, blades, clubs, shields and restraints, on the 800 x 600 picture (the art
// sits above y = 440; the caption is below).
import { type Drawing, outline, strokes } from "./drawing-palette.js";

export const revolver: Drawing = ({ accent, detail }) =>
  `<path d="M255 240l50 10c-5 60-15 110-25 155l-75-5c15-50 30-100 50-160z" fill="${accent}"/>` +
  `<path d="M245 168l-30-28 17-10 30 30z"/>` +
  `<path d="M240 165h135v97h-55l-20-12h-45z"/>` +
  `<rect x="280" y="178" width="92" height="70" rx="14"/>` +
  strokes("M284 201h84M284 225h84", detail) +
  `<rect x="372" y="172" width="228" height="34" rx="4"/><rect x="380" y="206" width="140" height="14" rx="7"/>` +
  `<path d="M578 172v-14h14v14"/>` +
  `<path d="M320 262c0 48 60 48 62 0M342 262q6 22-8 32" fill="none"/>`;

export const pistol: Drawing = ({ accent, detail }) =>
  `<path d="M255 222h90l-20 183-95-10z" fill="${accent}"/>` +
  `<path d="M340 222h220v30H390z"/>` +
  `<rect x="240" y="160" width="330" height="62" rx="6"/>` +
  strokes("M262 172v38M276 172v38M290 172v38", detail) +
  `<rect x="380" y="172" width="80" height="20" rx="3" fill="none" stroke="${detail}" stroke-width="5"/>` +
  `<path d="M345 252c0 52 75 52 75 0M372 252q6 20-6 30" fill="none"/>` +
  strokes("M238 260l84 8M234 300l84 8M230 340l84 8", detail, 4);

export const rifle: Drawing = ({ accent, detail }) =>
  `<path d="M110 232l150-27h40v55l-60 2-130 40z" fill="${accent}"/>` +
  `<rect x="450" y="206" width="240" height="18" rx="4"/>` +
  `<path d="M440 222h170l-10 24H440z" fill="${accent}"/>` +
  `<rect x="290" y="195" width="170" height="48" rx="6"/>` +
  `<path d="M360 243h42l-8 62h-42z"/><path d="M672 206v-16h12v16"/>` +
  `<path d="M312 243q12 42 44 0" fill="none"/>` +
  strokes("M300 210h150", detail);

export const holster: Drawing = ({ accent, detail }) =>
  `<path d="M318 92l62-8 40 132h-72z" fill="#4a4845"/><rect x="330" y="170" width="150" height="44" rx="4" ` +
  `fill="#4a4845"/>` +
  `<path d="M300 200h160l-14 70-40 160h-62l-48-170z"/>` +
  `<path d="M292 196h176v26H292z" fill="${accent}"/>` +
  `<path d="M320 236h122l-8 40-34 136h-42l-40-146z" fill="none" stroke="${detail}" stroke-width="4" ` +
  `stroke-dasharray="10 10"/>`;

export const ammo: Drawing = ({ accent, detail }) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 200 + i * 82;
      return (
        `<path d="M${x} 250q28-100 56 0z" fill="${accent}"/><rect x="${x}" y="250" width="56" height="160" rx="4"/>` +
        strokes(`M${x + 4} 390h48`, detail)
      );
    })
    .join("");

export const scope: Drawing = ({ accent }) =>
  `<rect x="280" y="262" width="34" height="44" fill="${accent}"/><rect x="486" y="262" width="34" height="44" ` +
  `fill="${accent}"/>` +
  `<path d="M250 216l-50-18h-40v74h40l50-18z"/><path d="M540 216l60-30h40v98h-40l-60-30z"/>` +
  `<rect x="240" y="214" width="320" height="44" rx="10"/>` +
  `<rect x="380" y="178" width="44" height="38" rx="4" fill="${accent}"/>` +
  `<ellipse cx="640" cy="235" rx="14" ry="46" fill="#cfe3ee"/>`;

export const sword: Drawing = ({ accent, detail }) =>
  `<g transform="rotate(-18 400 250)">` +
  `<path d="M300 232h350l50 18-50 18H300z"/>` +
  strokes("M322 250h300", detail) +
  `<rect x="194" y="236" width="96" height="28" rx="8" fill="${accent}"/>` +
  `<rect x="280" y="182" width="24" height="136" rx="8"/>` +
  `<circle cx="182" cy="250" r="20"/></g>`;

export const knife: Drawing = ({ accent }) =>
  `<g transform="rotate(-12 400 250)">` +
  `<path d="M340 222h270l60 30q-110 40-330 32z"/>` +
  `<path d="M160 232h170v50H172q-22-25-12-50z" fill="${accent}"/>` +
  `<circle cx="205" cy="257" r="7" fill="${outline}"/><circle cx="275" cy="257" r="7" fill="${outline}"/>` +
  `<rect x="318" y="200" width="24" height="104" rx="8"/></g>`;

export const axe: Drawing = ({ accent }) =>
  `<g transform="rotate(24 400 260)">` +
  `<rect x="386" y="120" width="30" height="320" rx="12" fill="${accent}"/>` +
  `<path d="M330 120l56 6v54l-56 8z"/>` +
  `<path d="M416 112q80 10 120-30 30 70 0 150-40-40-120-32z"/></g>`;

export const hammer: Drawing = ({ accent }) =>
  `<g transform="rotate(-20 400 260)">` +
  `<rect x="386" y="160" width="30" height="280" rx="12" fill="${accent}"/>` +
  `<path d="M380 128h60v40h-60zM440 116h64v64h-64z"/>` +
  `<path d="M380 132q-50-4-80-44 0 60 80 76z"/></g>`;

export const bat: Drawing = ({ accent, detail }) =>
  `<g transform="rotate(-20 400 260)">` +
  `<path d="M190 250l230-8q100-14 220-16a34 34 0 0 1 0 68q-120-2-220-16l-230-8z"/>` +
  `<rect x="170" y="240" width="24" height="40" rx="8" fill="${accent}"/>` +
  strokes("M204 252v16M222 252v16M240 251v18", detail) +
  `</g>`;

export const spear: Drawing = ({ accent }) =>
  `<g transform="rotate(-14 400 250)">` +
  `<rect x="100" y="242" width="500" height="16" rx="8" fill="${accent}"/>` +
  `<rect x="580" y="236" width="36" height="28" rx="4"/>` +
  `<path d="M612 250l50-36 90 36-90 36z"/></g>`;

export const shield: Drawing = ({ accent }) =>
  `<path d="M260 90h280v140q0 140-140 200-140-60-140-200z"/>` +
  `<path d="M385 96h30v326l-15 8-15-8zM266 206h268v30H266z" fill="${accent}" stroke="none"/>` +
  `<path d="M260 90h280v140q0 140-140 200-140-60-140-200z" fill="none"/>`;

export const handcuffs: Drawing = ({ paper, accent }) =>
  [290, 510]
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="270" r="88"/><circle cx="${cx}" cy="270" r="60" fill="${paper}"/>` +
        `<rect x="${cx - 22}" y="160" width="44" height="46" rx="6" fill="${accent}"/>`,
    )
    .join("") + `<path d="M312 180q88-60 176 0" fill="none" stroke-width="14"/>`;
