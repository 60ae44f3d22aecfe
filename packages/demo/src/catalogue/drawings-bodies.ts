// Line drawings of bodies and parts: a body on a slab, a mannequin, a bust, a hand, a skull, a heart.
import { type Drawing, outline, strokes } from "./drawing-palette.js";

export const body: Drawing = ({ accent }) =>
  `<rect x="110" y="350" width="580" height="30" rx="6" fill="#b7b3ab"/>` +
  `<path d="M300 380l-10 50M500 380l10 50" fill="none" stroke-width="12"/>` +
  `<circle cx="170" cy="300" r="46"/>` +
  `<rect x="426" y="270" width="250" height="38" rx="18"/><rect x="426" y="312" width="250" height="38" rx="18"/>` +
  `<rect x="214" y="256" width="230" height="96" rx="36" fill="${accent}"/>` +
  `<rect x="240" y="322" width="170" height="28" rx="14"/>`;

export const mannequin: Drawing = ({ accent }) =>
  `<path d="M400 400l-80 36M400 400l80 36M400 400v36" fill="none" stroke-width="10"/>` +
  `<rect x="392" y="320" width="16" height="84" fill="${accent}"/>` +
  `<rect x="384" y="132" width="32" height="30"/>` +
  `<path d="M330 160q70-20 140 0l-10 90q24 40 0 80H340q-24-40 0-80z"/>` +
  `<ellipse cx="400" cy="100" rx="36" ry="44"/>`;

export const bust: Drawing = ({ accent }) =>
  `<rect x="310" y="364" width="180" height="62" rx="6" fill="${accent}"/>` +
  `<path d="M250 366q10-90 100-100h100q90 10 100 100z"/>` +
  `<rect x="366" y="220" width="68" height="60"/>` +
  `<ellipse cx="400" cy="168" rx="74" ry="88"/>` +
  `<path d="M468 160l22 30-22 8" fill="none" stroke-width="6"/>`;

export const hand: Drawing = ({ accent }) =>
  `<rect x="318" y="112" width="40" height="160" rx="20"/><rect x="362" y="84" width="40" height="180" rx="20"/>` +
  `<rect x="406" y="96" width="40" height="170" rx="20"/><rect x="450" y="130" width="38" height="140" rx="19"/>` +
  `<rect x="240" y="246" width="44" height="124" rx="22" transform="rotate(-40 262 308)"/>` +
  `<rect x="314" y="226" width="176" height="174" rx="44"/>` +
  `<rect x="338" y="386" width="128" height="40" rx="10" fill="${accent}"/>`;

export const skull: Drawing = ({ accent }) =>
  `<path d="M400 80c120 0 170 90 160 180-4 46-34 68-48 90v56H288v-56c-14-22-44-44-48-90-10-90 40-180 160-180z"/>` +
  `<ellipse cx="338" cy="252" rx="44" ry="40" fill="${outline}"/><ellipse cx="462" cy="252" rx="44" ry="40" ` +
  `fill="${outline}"/>` +
  `<path d="M400 300l-20 40h40z" fill="${outline}"/>` +
  strokes("M316 370h168M340 352v36M370 352v36M400 352v36M430 352v36M460 352v36", outline, 5) +
  strokes("M300 150q40-30 90-20", accent, 6);

export const heart: Drawing = ({ accent, detail }) =>
  `<path d="M370 170v-80q0-24 26-24h40" fill="none" stroke="${accent}" stroke-width="26"/>` +
  `<path d="M450 160v-50" fill="none" stroke="${accent}" stroke-width="22"/>` +
  `<path d="M400 420c-100-60-180-130-170-210 10-60 80-80 130-40 20-40 60-50 90-30 70-20 130 40 110 110 ` +
  `-20 80-100 130-160 170z"/>` +
  strokes("M330 230q40 40 30 110M450 200q-20 60 10 120", detail, 5);
