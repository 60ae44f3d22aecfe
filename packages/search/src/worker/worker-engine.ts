// The page's side: a SearchEngine whose searches run in a worker (see serve-search-engine.ts).
// Each request gets an id; its reply settles the matching promise.
import type { SearchEngine } from "../engine/search-engine.js";
import type { Prop } from "@backlot/domain";
import type { SearchResult } from "../query/search-query.js";
import type { MessageEndpoint, SearchReply, SearchRequest } from "./protocol.js";

/** The worker itself failed (its script did not load, or it threw outside a request). */
export class SearchWorkerError extends Error {
  constructor(detail: string) {
    super(`The catalogue search stopped working (${detail}); try again, and reload the page if it keeps failing`);
    this.name = "SearchWorkerError";
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface WorkerEngine extends SearchEngine {
  /** Fails every request in flight and every later one, e.g. when the worker reports an error. */
  fail(detail: string): void;
}

export function createWorkerEngine(endpoint: MessageEndpoint): WorkerEngine {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: SearchWorkerError | undefined;

  endpoint.addEventListener("message", (event) => {
    const reply = event.data as SearchReply;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (reply.ok) request.resolve(reply.value);
    else request.reject(new Error(reply.message));
  });
  endpoint.start?.();

  const send = <T>(request: DistributiveOmit<SearchRequest, "id">): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      endpoint.postMessage({ ...request, id });
    });
  };

  return {
    search: (query) => send<SearchResult>({ method: "search", query }),
    getProp: (propId) => send<Prop | undefined>({ method: "getProp", propId }),
    fail(detail) {
      failure = new SearchWorkerError(detail);
      for (const request of pending.values()) request.reject(failure);
      pending.clear();
    },
  };
}
