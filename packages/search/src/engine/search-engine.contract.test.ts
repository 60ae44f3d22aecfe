import { describeSearchEngineContract } from "../../test/search-engine-contract.js";
import { buildSearchIndex } from "./build-index.js";
import { createEmbeddedEngine } from "./search-engine.js";

describeSearchEngineContract("embedded", (catalogue, config) =>
  Promise.resolve(createEmbeddedEngine(buildSearchIndex(catalogue, config))),
);
