// The embedded engine: build or load an index, then search it.
export { Bitset } from "./bitset.js";
export { buildSearchIndex } from "./build-index.js";
export { indexBudgetPerProp } from "./index-budget.js";
export type { SearchIndexData } from "./search-index-data.js";
export { categoryKey, indexConfigFromTenant, priceBinOf, subcategoryKey } from "./index-config.js";
export type { IndexConfig, PriceBinRange } from "./index-config.js";
export { runSearch } from "./run-search.js";
export { createEmbeddedEngine } from "./search-engine.js";
export type { SearchEngine } from "./search-engine.js";
export { indexFormatVersion, loadIndex, serializeIndex } from "./serialize.js";
export type { SerializedIndex } from "./serialize.js";
export { allowedTypos, fieldWeights, matchQuality, termQuality, tokenize } from "./text.js";
