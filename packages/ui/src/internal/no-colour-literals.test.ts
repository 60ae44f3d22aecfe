// The theming rule of the UI kit: every colour comes from the tenant's tokens. A literal in a
// component's CSS or markup would look right in one tenant and wrong in the next.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { colourLiteralsBelow, tokenAdvice } from "../testing/colour-literals.js";

describe("the UI kit's components", () => {
  it("take every colour from tenant tokens", () => {
    const { files, offenders } = colourLiteralsBelow(join(import.meta.dirname, ".."));
    expect(files.length).toBeGreaterThan(20);
    expect(offenders, tokenAdvice).toEqual([]);
  });
});
