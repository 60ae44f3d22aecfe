// What the console says of a pull sheet it saved.
import type { PullSheetMade } from "./pull-sheet.js";

export function pullSheetSaid({ lines, withoutPhoto }: PullSheetMade): string {
  const saved = `Pull sheet saved: ${lines === 1 ? "1 line" : `${lines.toLocaleString("en-US")} lines`}.`;
  if (withoutPhoto === 0) return saved;
  const missing = withoutPhoto === 1 ? "1 line has" : `${withoutPhoto.toLocaleString("en-US")} lines have`;
  return `${saved} ${missing} no photo on it (none in the catalogue, or it could not be loaded).`;
}
