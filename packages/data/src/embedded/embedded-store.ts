// The embedded DocumentStore: Firestore's semantics over a local backend (IndexedDB or memory),
// with live listeners that fire on this tab's writes and, through a BroadcastChannel, on other
// tabs' writes to the same database.
import type {
  DocumentData,
  DocumentSnapshot,
  DocumentStore,
  QuerySpec,
  SetOptions,
  Transaction,
  Unsubscribe,
  WriteBatch,
  WriteData,
} from "../port/document-store.js";
import { DocumentStoreError, isDocumentStoreError } from "../port/errors.js";
import { checkCollectionPath, randomId, splitDocumentPath } from "../port/paths.js";
import { evaluateQuery } from "./evaluate-query.js";
import { type Operation, deleteOperation, planCommit, setOperation, updateOperation } from "./operations.js";
import type { StorageBackend, StoredDocument } from "./storage-backend.js";

export interface EmbeddedStoreOptions {
  /** Name of the BroadcastChannel shared by tabs using the same database; no cross-tab events without it. */
  channelName?: string;
  /** The clock for server timestamps. */
  now?: () => Date;
  /** How often a transaction runs again after concurrent changes before giving up. */
  maxTransactionAttempts?: number;
}

interface QueryListener {
  spec: QuerySpec;
  emit: () => void;
}

function snapshot<T>(path: string, stored: StoredDocument | undefined): DocumentSnapshot<T> {
  const { id } = splitDocumentPath(path);
  return { id, path, exists: stored !== undefined, data: stored ? (structuredClone(stored.data) as T) : undefined };
}

export class EmbeddedStore implements DocumentStore {
  readonly #backend: StorageBackend;
  readonly #now: () => Date;
  readonly #maxAttempts: number;
  readonly #documentListeners = new Map<string, Set<() => void>>();
  readonly #queryListeners = new Set<QueryListener>();
  readonly #channel: BroadcastChannel | undefined;

  constructor(backend: StorageBackend, options: EmbeddedStoreOptions = {}) {
    this.#backend = backend;
    this.#now = options.now ?? (() => new Date());
    this.#maxAttempts = options.maxTransactionAttempts ?? 5;
    if (options.channelName && typeof BroadcastChannel === "function") {
      this.#channel = new BroadcastChannel(options.channelName);
      this.#channel.onmessage = (event: MessageEvent<{ paths?: unknown }>) => {
        const paths = event.data.paths;
        if (Array.isArray(paths)) this.#notify(paths.filter((path): path is string => typeof path === "string"));
      };
    }
  }

  /** Which backend holds the data: "memory" means nothing survives a reload. */
  get backendKind(): StorageBackend["kind"] {
    return this.#backend.kind;
  }

  newId(): string {
    return randomId();
  }

  async get<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>> {
    splitDocumentPath(path);
    return snapshot<T>(path, await this.#backend.read(path));
  }

  async query<T = DocumentData>(spec: QuerySpec): Promise<DocumentSnapshot<T>[]> {
    checkCollectionPath(spec.collection);
    const documents = await this.#backend.readCollection(spec.collection);
    const candidates = documents.map((doc) => ({ id: splitDocumentPath(doc.path).id, data: doc.data, stored: doc }));
    return evaluateQuery(candidates, spec).map((candidate) => snapshot<T>(candidate.stored.path, candidate.stored));
  }

  set(path: string, data: WriteData, options?: SetOptions): Promise<void> {
    return this.#commit([setOperation(path, data, options)]);
  }

  update(path: string, data: WriteData): Promise<void> {
    return this.#commit([updateOperation(path, data)]);
  }

  delete(path: string): Promise<void> {
    return this.#commit([deleteOperation(path)]);
  }

  async add(collection: string, data: WriteData): Promise<string> {
    const id = this.newId();
    await this.set(`${checkCollectionPath(collection)}/${id}`, data);
    return id;
  }

  batch(): WriteBatch {
    const operations: Operation[] = [];
    let committed = false;
    const batch: WriteBatch = {
      set: (path, data, options) => (operations.push(setOperation(path, data, options)), batch),
      update: (path, data) => (operations.push(updateOperation(path, data)), batch),
      delete: (path) => (operations.push(deleteOperation(path)), batch),
      commit: () => {
        if (committed)
          return Promise.reject(new DocumentStoreError("failed-precondition", "A batch can be committed only once"));
        committed = true;
        return this.#commit(operations);
      },
    };
    return batch;
  }

  async runTransaction<R>(work: (transaction: Transaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      const versions = new Map<string, number>();
      const operations: Operation[] = [];
      const transaction: Transaction = {
        get: async <T>(path: string) => {
          if (operations.length > 0)
            throw new DocumentStoreError("invalid-argument", "A transaction must do all its reads before its writes");
          const stored = await this.#backend.read(path);
          versions.set(path, stored?.version ?? 0);
          return snapshot<T>(path, stored);
        },
        set: (path, data, options) => (operations.push(setOperation(path, data, options)), transaction),
        update: (path, data) => (operations.push(updateOperation(path, data)), transaction),
        delete: (path) => (operations.push(deleteOperation(path)), transaction),
      };
      const result = await work(transaction);
      try {
        await this.#commit(operations, versions);
        return result;
      } catch (error) {
        if (!isDocumentStoreError(error, "aborted") || attempt >= this.#maxAttempts) throw error;
      }
    }
  }

  onDocument<T = DocumentData>(
    path: string,
    onNext: (snapshot: DocumentSnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    splitDocumentPath(path);
    let active = true;
    let last: string | undefined;
    const emit = () => {
      this.get<T>(path).then(
        (snap) => {
          const key = JSON.stringify(snap.data ?? null);
          if (active && key !== last) {
            last = key;
            onNext(snap);
          }
        },
        (error: unknown) => active && onError?.(error instanceof Error ? error : new Error(String(error))),
      );
    };
    const listeners = this.#documentListeners.get(path) ?? new Set();
    listeners.add(emit);
    this.#documentListeners.set(path, listeners);
    emit();
    return () => {
      active = false;
      listeners.delete(emit);
      if (listeners.size === 0) this.#documentListeners.delete(path);
    };
  }

  onQuery<T = DocumentData>(
    spec: QuerySpec,
    onNext: (snapshots: DocumentSnapshot<T>[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    checkCollectionPath(spec.collection);
    let active = true;
    let last: string | undefined;
    const listener: QueryListener = {
      spec,
      emit: () => {
        this.query<T>(spec).then(
          (snaps) => {
            const key = JSON.stringify(snaps.map((snap) => [snap.id, snap.data]));
            if (active && key !== last) {
              last = key;
              onNext(snaps);
            }
          },
          (error: unknown) => active && onError?.(error instanceof Error ? error : new Error(String(error))),
        );
      },
    };
    this.#queryListeners.add(listener);
    listener.emit();
    return () => {
      active = false;
      this.#queryListeners.delete(listener);
    };
  }

  close(): Promise<void> {
    this.#documentListeners.clear();
    this.#queryListeners.clear();
    this.#channel?.close();
    this.#backend.close();
    return Promise.resolve();
  }

  async #commit(
    operations: readonly Operation[],
    expectedVersions: ReadonlyMap<string, number> = new Map(),
  ): Promise<void> {
    if (operations.length === 0 && expectedVersions.size === 0) return;
    const paths = [...new Set([...operations.map((operation) => operation.path), ...expectedVersions.keys()])];
    const now = this.#now();
    let changed: string[] = [];
    await this.#backend.commit(paths, (current) => {
      const mutations = planCommit(operations, current, now, expectedVersions);
      changed = mutations.map((mutation) => mutation.path);
      return mutations;
    });
    this.#notify(changed);
    this.#channel?.postMessage({ paths: changed });
  }

  /** Re-evaluates the listeners that the changed documents can affect. */
  #notify(paths: readonly string[]): void {
    const collections = new Set<string>();
    for (const path of paths) {
      for (const emit of this.#documentListeners.get(path) ?? []) emit();
      collections.add(splitDocumentPath(path).collection);
    }
    for (const listener of this.#queryListeners) if (collections.has(listener.spec.collection)) listener.emit();
  }
}
