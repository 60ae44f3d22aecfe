// The Firestore adapter: the DocumentStore over Cloud Firestore, SDK loaded on first use.
export { createFirestoreStore } from "./firestore-store.js";
export type { FirestoreStoreOptions } from "./firestore-store.js";
