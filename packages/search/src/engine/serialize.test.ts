// The index as the storefront gets it, written and read back. The demo catalogues' round trip and the index
// budget are checked in apps/cli (src/search/demo-index.test.ts): this package may not use the demo.
import { describe, expect, it } from "vitest";
import { contractCatalogue, contractConfig } from "../../test/search-engine-contract.js";
import type { Prop } from "@backlot/domain";
import { buildSearchIndex } from "./build-index.js";
import type { SearchIndexData } from "./search-index-data.js";
import { type SerializedIndex, indexFormatVersion, loadIndex, serializeIndex } from "./serialize.js";

/** As the storefront gets it: written by the tenant build, read back from /catalogue/index.json. */
const throughJson = (index: SearchIndexData): SerializedIndex =>
  JSON.parse(JSON.stringify(serializeIndex(index))) as SerializedIndex;

describe("serialised index", () => {
  it("refuses an index written in another format, saying to rebuild", () => {
    const data = serializeIndex(buildSearchIndex([], { priceBins: [], colorOrder: [], customFields: [], tree: [] }));
    expect(() => loadIndex({ ...data, version: (indexFormatVersion - 1) as typeof indexFormatVersion })).toThrow(
      /rebuild the tenant/,
    );
  });

  it("publishes no prop's dock facts: where the house keeps it, what a lost one costs", () => {
    const [stool, booth] = contractCatalogue as [Prop, Prop];
    const kept = [
      { ...stool, location: "Aisle 3 · Bay 12", replacementValue: 45_000 },
      // Kept whole by the serialiser (a tag twice), where a dock fact would otherwise ride along.
      { ...booth, tags: ["booth", "booth"], location: "Cage B / Shelf 4", replacementValue: 91_300 },
    ];
    const index = buildSearchIndex(kept, contractConfig);
    const published = JSON.stringify(serializeIndex(index));
    expect(published).not.toMatch(/Aisle 3|Cage B|45000|91300|location|replacementValue/);
    expect(index.props).toStrictEqual([stool, { ...booth, tags: ["booth", "booth"] }]);
    expect(loadIndex(JSON.parse(published) as SerializedIndex).props).toStrictEqual(index.props);
  });

  it("gives back props the columns cannot rebuild, keeping whole only those", () => {
    const [stool, booth, mugs] = contractCatalogue as [Prop, Prop, Prop];
    const odd: Prop[] = [
      // Rebuilt from the columns and the rest: odd ids, timestamps without milliseconds, decimals,
      // an empty list of a facet field, a field the schema does not know, photos named after the prop.
      {
        ...stool,
        id: "A-007",
        createdAt: "2026-01-01T00:00:00Z",
        weight: 12.25,
        dimensions: { width: 1.5, height: 2, depth: 3 },
      },
      { ...booth, id: "booth", custom: { era: [] }, notes: "extra" } as Prop,
      {
        ...mugs,
        id: "M-9",
        images: [{ url: "/photos/M-9.jpg", alt: mugs.name, width: 10, height: 20 }],
        variants: [{ id: "M-9-v1", name: "Blue", quantity: 2 }],
      },
      // Kept whole: a tag twice (the column keeps one), a string holding a template's mark.
      { ...stool, id: "twice", tags: ["diner", "diner"] },
      { ...booth, id: "marked", variants: [{ id: "v\u0001", name: "Odd" }] },
    ];
    const data = throughJson(buildSearchIndex(odd, contractConfig));
    expect(loadIndex(data).props).toStrictEqual(odd);
    expect(Object.keys(data.props.whole)).toEqual(["3", "4"]);
  });
});
