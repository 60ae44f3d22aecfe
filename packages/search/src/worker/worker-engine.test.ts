import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { contractCatalogue, contractConfig } from "../../test/search-engine-contract.js";
import { buildSearchIndex } from "../engine/build-index.js";
import { type SearchEngine, createEmbeddedEngine } from "../engine/search-engine.js";
import type { MessageEndpoint } from "./protocol.js";
import { serveSearchEngine } from "./serve-search-engine.js";
import { SearchWorkerError, createWorkerEngine } from "./worker-engine.js";

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

/** A page and its worker over a real MessageChannel, with the worker's loader given. */
function connect(load: () => Promise<SearchEngine>) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const served = serveSearchEngine(port1 as unknown as MessageEndpoint, load);
  return { served, engine: createWorkerEngine(port2 as unknown as MessageEndpoint) };
}

const realEngine = () => Promise.resolve(createEmbeddedEngine(buildSearchIndex(contractCatalogue, contractConfig)));

describe("the search engine in a worker", () => {
  it("loads the engine once, on the first request, and answers several requests in flight", async () => {
    let loads = 0;
    const { engine } = connect(() => (loads++, realEngine()));
    const [all, red, prop] = await Promise.all([
      engine.search({}),
      engine.search({ filters: { colors: ["Red"] } }),
      engine.getProp(contractCatalogue[0]?.id ?? ""),
    ]);
    expect(loads).toBe(1);
    expect(all.total).toBe(contractCatalogue.filter((each) => each.listed !== false).length);
    expect(red.hits.every((hit) => hit.colors.includes("Red"))).toBe(true);
    expect(prop?.id).toBe(contractCatalogue[0]?.id);
  });

  it("starts loading when warmed, before any request", () => {
    let loads = 0;
    const { served } = connect(() => (loads++, realEngine()));
    served.warm();
    expect(loads).toBe(1);
  });

  it("passes a failed load on with its message, and loads again on the next request", async () => {
    let loads = 0;
    const { engine } = connect(() =>
      ++loads === 1
        ? Promise.reject(new Error("The catalogue index could not be loaded (HTTP 503 for /catalogue/index.json)"))
        : realEngine(),
    );
    await expect(engine.search({})).rejects.toThrow(
      "The catalogue index could not be loaded (HTTP 503 for /catalogue/index.json)",
    );
    await expect(engine.search({})).resolves.toMatchObject({ page: 0 });
    expect(loads).toBe(2);
  });

  it("answers an unknown prop with undefined, not an error", async () => {
    const { engine } = connect(realEngine);
    await expect(engine.getProp("no-such-prop")).resolves.toBeUndefined();
  });

  it("fails the requests in flight and every later one once the worker itself has failed", async () => {
    // The worker never answers (its script did not load); the page hears an error event instead.
    const { engine } = connect(() => new Promise(() => undefined));
    const inFlight = engine.search({});
    engine.fail("the worker script could not be loaded");
    await expect(inFlight).rejects.toThrow(SearchWorkerError);
    await expect(engine.getProp("a")).rejects.toThrow(
      "The catalogue search stopped working (the worker script could not be loaded); try again, and reload the page " +
        "if it keeps failing",
    );
  });
});
