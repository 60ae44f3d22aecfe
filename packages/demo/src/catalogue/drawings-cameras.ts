// Line drawings of cameras, camera support and lights.
import { type Drawing, outline, strokes } from "./drawing-palette.js";

export const camera: Drawing = ({ accent, detail }) =>
  `<path d="M330 176l26-56h88l26 56z" fill="${accent}"/>` +
  `<rect x="488" y="146" width="44" height="24" rx="4" fill="${accent}"/>` +
  `<rect x="220" y="170" width="360" height="220" rx="26"/>` +
  strokes("M220 214h360M220 346h360", detail, 5) +
  `<circle cx="400" cy="282" r="88" fill="${accent}"/><circle cx="400" cy="282" r="58" fill="${outline}"/>` +
  `<circle cx="380" cy="262" r="14" fill="#ffffff" stroke="none" opacity=".7"/>`;

export const filmCamera: Drawing = ({ accent, detail }) =>
  `<circle cx="320" cy="150" r="72" fill="${accent}"/><circle cx="456" cy="140" r="62" fill="${accent}"/>` +
  strokes("M320 96v108M266 150h108M456 96v88M412 140h88", detail, 5) +
  `<rect x="240" y="208" width="280" height="180" rx="14"/>` +
  `<rect x="520" y="260" width="80" height="76"/><path d="M600 244l50-20v148l-50-20z"/>` +
  `<rect x="270" y="236" width="90" height="50" rx="6" fill="${accent}"/>` +
  `<path d="M360 388l-40 50M400 388v50M440 388l40 50" fill="none"/>`;

export const videoCamera: Drawing = ({ accent, detail }) =>
  `<path d="M280 200v-50h200v50" fill="none" stroke-width="16"/>` +
  `<rect x="140" y="168" width="110" height="56" rx="10"/>` +
  `<rect x="230" y="196" width="300" height="160" rx="22"/>` +
  `<rect x="530" y="216" width="140" height="114" rx="10" fill="${accent}"/>` +
  `<ellipse cx="670" cy="273" rx="16" ry="57" fill="#2f4858"/>` +
  `<path d="M300 356q80 70 160 0" fill="${accent}"/>` +
  `<circle cx="500" cy="220" r="10" fill="#c0392b"/>` +
  strokes("M262 300h200", detail, 6);

export const tripod: Drawing = ({ accent }) =>
  `<path d="M392 170l-150 260h26l140-250zM408 170l150 260h-26l-140-250z"/>` +
  `<rect x="390" y="170" width="20" height="264" rx="6"/>` +
  `<path d="M352 124l-130 34" fill="none" stroke-width="12"/>` +
  `<rect x="340" y="104" width="120" height="70" rx="10" fill="${accent}"/>`;

export const studioLight: Drawing = ({ accent }) =>
  `<path d="M400 380l-110 56M400 380v56M400 380l110 56" fill="none" stroke-width="10"/>` +
  `<rect x="390" y="230" width="20" height="152" fill="${accent}"/>` +
  `<path d="M280 160h-20v100h20M520 160h20v100h-20" fill="none" stroke-width="10"/>` +
  `<path d="M290 84l-60-34v220l60-30zM510 84l60-34v220l-60-30z" fill="${accent}"/>` +
  `<rect x="290" y="70" width="220" height="180" rx="24"/>` +
  `<circle cx="400" cy="160" r="64" fill="#fff6d5"/>` +
  `<circle cx="400" cy="160" r="40" fill="none" stroke="${outline}" stroke-width="4"/>`;

export const securityCamera: Drawing = ({ accent }) =>
  `<rect x="560" y="100" width="54" height="130" rx="8" fill="${accent}"/>` +
  `<rect x="470" y="150" width="92" height="22" fill="${accent}"/>` +
  `<g transform="rotate(14 380 230)">` +
  `<path d="M210 160h300l20 16H190z"/>` +
  `<rect x="210" y="176" width="300" height="110" rx="14"/>` +
  `<rect x="176" y="196" width="40" height="72" rx="6" fill="#2f4858"/>` +
  `<circle cx="470" cy="206" r="9" fill="#c0392b"/></g>`;
