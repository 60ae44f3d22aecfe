// The kit's theming rule holds for the console's own screens too: every colour comes from the tenant's tokens.
import { join } from "node:path";
import { colourLiteralsBelow, tokenAdvice } from "@backlot/ui/testing/colour-literals";
import { describe, expect, it } from "vitest";

describe("the console's screens", () => {
  it("take every colour from tenant tokens", () => {
    const { files, offenders } = colourLiteralsBelow(join(import.meta.dirname, ".."));
    expect(files.length).toBeGreaterThan(20);
    expect(offenders, tokenAdvice).toEqual([]);
  });
});
