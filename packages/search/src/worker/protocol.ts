// The messages between a page and the worker that holds its search engine. Plain data only:
// they cross by structured clone, and an error crosses as its message (Error objects lose their
// class on the way).
import type { Prop } from "@backlot/domain";
import type { SearchQuery, SearchResult } from "../query/search-query.js";

export type SearchRequest =
  { id: number; method: "search"; query: SearchQuery } | { id: number; method: "getProp"; propId: string };

export type SearchReply =
  { id: number; ok: true; value: SearchResult | Prop | undefined } | { id: number; ok: false; message: string };

/** A Worker, a worker's global scope or a MessagePort: whatever can post and hear messages. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  /** MessagePorts deliver nothing until started; Workers and worker scopes need no start. */
  start?(): void;
}
