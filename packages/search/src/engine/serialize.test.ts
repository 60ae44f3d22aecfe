import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index.js";
import { indexFormatVersion, loadIndex, serializeIndex } from "./serialize.js";

describe("serialised index", () => {
  it("refuses an index written in another format, saying to rebuild", () => {
    const data = serializeIndex(buildSearchIndex([], { priceBins: [], colorOrder: [], customFields: [], tree: [] }));
    expect(() => loadIndex({ ...data, version: (indexFormatVersion - 1) as typeof indexFormatVersion })).toThrow(
      /rebuild the tenant/,
    );
  });
});
