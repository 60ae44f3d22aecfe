// The search engine in a Web Worker: the worker serves an engine, the page searches through it.
export type { MessageEndpoint, SearchReply, SearchRequest } from "./protocol.js";
export { serveSearchEngine } from "./serve-search-engine.js";
export type { ServedEngine } from "./serve-search-engine.js";
export { SearchWorkerError, createWorkerEngine } from "./worker-engine.js";
export type { WorkerEngine } from "./worker-engine.js";
