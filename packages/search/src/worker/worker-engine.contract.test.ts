import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterAll } from "vitest";
import { describeSearchEngineContract } from "../../test/search-engine-contract.js";
import { buildSearchIndex } from "../engine/build-index.js";
import { createEmbeddedEngine } from "../engine/search-engine.js";
import type { MessageEndpoint } from "./protocol.js";
import { serveSearchEngine } from "./serve-search-engine.js";
import { createWorkerEngine } from "./worker-engine.js";

// The worker's messages go over a real MessageChannel, so every answer is structured-cloned as
// it would be between a page and its worker.
const ports: MessagePort[] = [];
afterAll(() => ports.forEach((port) => port.close()));

describeSearchEngineContract("worker", (catalogue, config) => {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveSearchEngine(port1 as unknown as MessageEndpoint, () =>
    Promise.resolve(createEmbeddedEngine(buildSearchIndex(catalogue, config))),
  );
  return Promise.resolve(createWorkerEngine(port2 as unknown as MessageEndpoint));
});
