// The worker's side: answers search and getProp requests from an engine it loads on first use.
// Loading (fetching and parsing a 2 MB index) is the expensive part and the reason for the
// worker: the page's main thread never parses the index, so it stays free for input.
import type { SearchEngine } from "../engine/search-engine.js";
import type { MessageEndpoint, SearchReply, SearchRequest } from "./protocol.js";

export interface ServedEngine {
  /** Starts loading the engine now (before the first request), so the first answer comes sooner. */
  warm(): void;
}

export function serveSearchEngine(endpoint: MessageEndpoint, load: () => Promise<SearchEngine>): ServedEngine {
  let engine: Promise<SearchEngine> | undefined;
  const loaded = () => {
    // A failed load (the network dropped) is forgotten, so the next request tries again.
    engine ??= load().catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
    return engine;
  };

  const answer = async (request: SearchRequest): Promise<SearchReply> => {
    try {
      const searchEngine = await loaded();
      const value =
        request.method === "search"
          ? await searchEngine.search(request.query)
          : await searchEngine.getProp(request.propId);
      return { id: request.id, ok: true, value };
    } catch (error) {
      return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  };

  endpoint.addEventListener("message", (event) => {
    const request = event.data as SearchRequest;
    void answer(request).then((reply) => endpoint.postMessage(reply));
  });
  endpoint.start?.();
  return { warm: () => void loaded().catch(() => undefined) };
}
