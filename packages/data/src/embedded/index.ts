// The embedded adapter: the DocumentStore on IndexedDB (or memory), for local runs and tests.
export { EmbeddedStore } from "./embedded-store.js";
export type { EmbeddedStoreOptions } from "./embedded-store.js";
export { memoryBackend } from "./memory-backend.js";
export { memoryFallbackNotice, openEmbeddedStore } from "./open-embedded-store.js";
export type { OpenEmbeddedStoreOptions } from "./open-embedded-store.js";
