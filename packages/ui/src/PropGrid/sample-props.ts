// Props for the grid's tests and stories: drawn inline, so nothing needs an image server.
import type { PropSummary } from "../PropCard/index.js";

const names = [
  "Chrome Diner Stool",
  "Rotary Payphone",
  "Steel Hospital Gurney",
  "16 mm Film Camera",
  "Neon OPEN Sign",
  "Brass Desk Lamp",
  "Police Barricade",
  "Vinyl Booth Seat",
];
const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">` +
      `<rect width="800" height="600" fill="hsl(${hue.toString()} 20% 92%)"/>` +
      `<rect x="300" y="150" width="200" height="300" rx="20" fill="hsl(${hue.toString()} 50% 40%)"/>` +
      `</svg>`,
  )}`;

/** `count` props, numbered from `from`, so pages can be appended. */
export function sampleProps(count: number, from = 0): PropSummary[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const name = `${names[index % names.length] ?? "Prop"} ${(index + 1).toString()}`;
    return {
      id: `BPH-${(10_000 + index).toString()}`,
      name,
      weeklyRate: 1500 + (index % 9) * 1250,
      quantity: 1 + (index % 4),
      createdAt: "2026-09-01T09:00:00Z",
      images: [{ url: photo((index * 47) % 360), alt: name, width: 800, height: 600 }],
    };
  });
}

export const sampleCardSettings = { currency: "USD", locale: "en", newWeekCount: 3, hideQtyIfEq1: true } as const;
