// The theming rule, for the kit's tests and for an app's that holds components of its own: every colour comes from
// the tenant's tokens. A literal in a component's CSS or markup would look right in one tenant and wrong in the next.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/**
 * The component sources below `dir` (CSS and TSX, not stories, tests or sample data: their SVG pictures have colours),
 * and each of their lines that holds a colour literal, as "file:line: text".
 */
export function colourLiteralsBelow(dir: string): { files: string[]; offenders: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(css|tsx)$/.test(file))
    .filter((file) => !/\.(stories|test)\.tsx$/.test(file) && !/sample/.test(file));
  const offenders = files.flatMap((file) =>
    readFileSync(join(dir, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        line.match(colourLiteral) ? [`${file}:${(index + 1).toString()}: ${line.trim()}`] : [],
      ),
  );
  return { files, offenders };
}

/** What a test says when it finds one. */
export const tokenAdvice = "use a token (var(--color-...)) or color-mix() over one instead";
