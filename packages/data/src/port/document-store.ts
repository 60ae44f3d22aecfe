// The DocumentStore port (docs/decisions/0005): the document operations the app needs, shaped like
// Firestore so the production adapter is thin, but free of any SDK so pure code and the embedded
// adapter never load Firebase. Timestamps are JavaScript Dates on both sides of the port.
/** A document's fields. Values: null, boolean, number, string, Date, arrays and nested maps. */
export type DocumentData = { [field: string]: unknown };

/** Data as written: like DocumentData, but any field (at any depth) may be a FieldValue sentinel. */
export type WriteData = { [field: string]: unknown };

export interface DocumentSnapshot<T = DocumentData> {
  /** The last segment of the path. */
  id: string;
  /** Full slash-separated path, like "vendors/bowery/users/u1". */
  path: string;
  exists: boolean;
  /** The fields, or undefined when the document does not exist. */
  data: T | undefined;
}

export type WhereOperator =
  "==" | "!=" | "<" | "<=" | ">" | ">=" | "array-contains" | "array-contains-any" | "in" | "not-in";

export interface QuerySpec {
  /** Collection path, like "vendors/bowery/setLists". */
  collection: string;
  where?: readonly (readonly [field: string, op: WhereOperator, value: unknown])[];
  orderBy?: readonly (readonly [field: string, direction: "asc" | "desc"])[];
  limit?: number;
  /** Cursor: values of the orderBy fields; results start after (or at) that position. */
  startAfter?: readonly unknown[];
  startAt?: readonly unknown[];
}

export interface SetOptions {
  /** Merge into an existing document instead of replacing it (nested maps merge too). */
  merge?: boolean;
}

export type Unsubscribe = () => void;

export interface WriteBatch {
  set(path: string, data: WriteData, options?: SetOptions): WriteBatch;
  /** Fails the whole batch with "not-found" if the document does not exist. */
  update(path: string, data: WriteData): WriteBatch;
  delete(path: string): WriteBatch;
  commit(): Promise<void>;
}

export interface Transaction {
  get<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>>;
  set(path: string, data: WriteData, options?: SetOptions): Transaction;
  update(path: string, data: WriteData): Transaction;
  delete(path: string): Transaction;
}

export interface DocumentStore {
  /** A new random document id (20 characters, like Firestore's). */
  newId(): string;
  get<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>>;
  set(path: string, data: WriteData, options?: SetOptions): Promise<void>;
  /** Changes fields of an existing document; dotted keys ("stats.orderCount") reach into maps. */
  update(path: string, data: WriteData): Promise<void>;
  delete(path: string): Promise<void>;
  /** Adds a document with a new id to a collection and returns the id. */
  add(collection: string, data: WriteData): Promise<string>;
  query<T = DocumentData>(spec: QuerySpec): Promise<DocumentSnapshot<T>[]>;
  batch(): WriteBatch;
  /**
   * Runs `work` atomically: its reads see one consistent state and its writes apply together, or
   * it runs again when another writer changed what it read. Reads must come before writes.
   */
  runTransaction<R>(work: (transaction: Transaction) => Promise<R>): Promise<R>;
  /** Calls `onNext` with the document now and after every change, until unsubscribed. */
  onDocument<T = DocumentData>(
    path: string,
    onNext: (snapshot: DocumentSnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Calls `onNext` with the query's results now and after every change, until unsubscribed. */
  onQuery<T = DocumentData>(
    spec: QuerySpec,
    onNext: (snapshots: DocumentSnapshot<T>[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Stops listeners and releases connections. */
  close(): Promise<void>;
}
