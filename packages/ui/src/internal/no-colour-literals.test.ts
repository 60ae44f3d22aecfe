// The theming rule of the UI kit: every colour comes from the tenant's tokens. A literal in a
// component's CSS or markup would look right in one tenant and wrong in the next.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = join(import.meta.dirname, "..");
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/** Component sources: not stories, tests or sample data (their SVG pictures have colours). */
function componentFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(css|tsx)$/.test(file))
    .filter((file) => !/\.(stories|test)\.tsx$/.test(file) && !/sample/.test(file));
}

describe("the UI kit's components", () => {
  it("take every colour from tenant tokens", () => {
    const files = componentFiles();
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      readFileSync(join(srcDir, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          line.match(colourLiteral) ? [`${file}:${(index + 1).toString()}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders, "use a token (var(--color-...)) or color-mix() over one instead").toEqual([]);
  });
});
