// The production DocumentStore over Cloud Firestore (modular SDK). The SDK is imported on first
// use, never at startup, so it stays off the first paint; every call waits for that one import.
import type { FirebaseApp } from "firebase/app";
import type * as Firestore from "firebase/firestore";
import type {
  DocumentSnapshot,
  DocumentStore,
  QuerySpec,
  SetOptions,
  Transaction,
  Unsubscribe,
  WriteBatch,
  WriteData,
} from "../port/document-store.js";
import { checkCollectionPath, randomId, splitDocumentPath } from "../port/paths.js";
import { type FirestoreSdk, fromSdkError, fromSdkValue, toSdkData } from "./convert.js";

export interface FirestoreStoreOptions {
  app: FirebaseApp;
  /**
   * Use the Firestore emulator at this address (local runs, tests). Tests may act as a given user
   * with an unsigned token (`{ sub, email, firebase: { sign_in_provider } }`), or as "owner" to
   * pass the rules, as only the emulator allows.
   */
  emulator?: { host: string; port: number; mockUserToken?: string | (Record<string, unknown> & { sub: string }) };
  /** A named database; the default database when left out. */
  databaseId?: string;
  /** Loads the SDK; tests may pass the module they already imported. */
  loadSdk?: () => Promise<FirestoreSdk>;
}

/** As many attempts as the SDK makes for a transaction that lost a race. */
const maxTransactionAttempts = 5;

interface Connection {
  sdk: FirestoreSdk;
  db: Firestore.Firestore;
}

export function createFirestoreStore(options: FirestoreStoreOptions): DocumentStore {
  let connecting: Promise<Connection> | undefined;
  const connect = (): Promise<Connection> =>
    (connecting ??= (options.loadSdk ?? (() => import("firebase/firestore")))().then((sdk) => {
      const db = options.databaseId ? sdk.getFirestore(options.app, options.databaseId) : sdk.getFirestore(options.app);
      if (options.emulator) {
        const { host, port, mockUserToken } = options.emulator;
        sdk.connectFirestoreEmulator(db, host, port, mockUserToken ? { mockUserToken } : {});
      }
      return { sdk, db };
    }));

  /** Runs an SDK call, turning its errors into DocumentStoreErrors. */
  const call = async <R>(work: (connection: Connection) => Promise<R>): Promise<R> => {
    const connection = await connect();
    try {
      return await work(connection);
    } catch (error) {
      throw fromSdkError(error);
    }
  };

  const ref = ({ sdk, db }: Connection, path: string) => {
    splitDocumentPath(path);
    return sdk.doc(db, path);
  };

  function snapshot<T>({ sdk }: Connection, snap: Firestore.DocumentSnapshot): DocumentSnapshot<T> {
    const exists = snap.exists();
    return {
      id: snap.id,
      path: snap.ref.path,
      exists,
      data: exists ? (fromSdkValue(sdk, snap.data()) as T) : undefined,
    };
  }

  function buildQuery({ sdk, db }: Connection, spec: QuerySpec): Firestore.Query {
    const constraints: Firestore.QueryConstraint[] = [
      ...(spec.where ?? []).map(([field, op, value]) => sdk.where(field, op, value)),
      ...(spec.orderBy ?? []).map(([field, direction]) => sdk.orderBy(field, direction)),
    ];
    if (spec.startAfter) constraints.push(sdk.startAfter(...spec.startAfter));
    if (spec.startAt) constraints.push(sdk.startAt(...spec.startAt));
    if (spec.limit !== undefined) constraints.push(sdk.limit(spec.limit));
    return sdk.query(sdk.collection(db, checkCollectionPath(spec.collection)), ...constraints);
  }

  /** Starts a listener once the SDK is loaded, unless it was stopped before that. */
  function lazyListener(start: (connection: Connection) => Unsubscribe, onError?: (error: Error) => void): Unsubscribe {
    let stopped = false;
    let stop: Unsubscribe | undefined;
    connect().then(
      (connection) => {
        if (!stopped) stop = start(connection);
      },
      (error: unknown) => onError?.(fromSdkError(error)),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  return {
    newId: randomId,

    get: <T>(path: string) => call(async (c) => snapshot<T>(c, await c.sdk.getDoc(ref(c, path)))),

    set: (path: string, data: WriteData, setOptions?: SetOptions) =>
      call((c) => c.sdk.setDoc(ref(c, path), toSdkData(c.sdk, data), { merge: setOptions?.merge === true })),

    update: (path: string, data: WriteData) => call((c) => c.sdk.updateDoc(ref(c, path), toSdkData(c.sdk, data))),

    delete: (path: string) => call((c) => c.sdk.deleteDoc(ref(c, path))),

    add: (collection: string, data: WriteData) =>
      call(
        async (c) =>
          (await c.sdk.addDoc(c.sdk.collection(c.db, checkCollectionPath(collection)), toSdkData(c.sdk, data))).id,
      ),

    query: <T>(spec: QuerySpec) =>
      call(async (c) => (await c.sdk.getDocs(buildQuery(c, spec))).docs.map((snap) => snapshot<T>(c, snap))),

    batch(): WriteBatch {
      // Writes are recorded and replayed on commit, because the SDK's batch needs the SDK loaded.
      const steps: ((c: Connection, batch: Firestore.WriteBatch) => void)[] = [];
      const batch: WriteBatch = {
        set: (path, data, setOptions) => (
          steps.push((c, b) => b.set(ref(c, path), toSdkData(c.sdk, data), { merge: setOptions?.merge === true })),
          batch
        ),
        update: (path, data) => (steps.push((c, b) => b.update(ref(c, path), toSdkData(c.sdk, data))), batch),
        delete: (path) => (steps.push((c, b) => b.delete(ref(c, path))), batch),
        commit: () =>
          call((c) => {
            const sdkBatch = c.sdk.writeBatch(c.db);
            for (const step of steps) step(c, sdkBatch);
            return sdkBatch.commit();
          }),
      };
      return batch;
    },

    runTransaction: <R>(work: (transaction: Transaction) => Promise<R>) =>
      call(async (c) => {
        // The emulator checks the rules before it checks that a transaction's reads are still
        // current, so a transaction that lost a race to another tab comes back permission-denied
        // (its writes were worked out from old data) instead of aborted. Run it again while what it
        // reads keeps changing; the same reads denied twice are a real denial.
        let previousReads: string | undefined;
        for (let attempt = 1; ; attempt++) {
          let reads: unknown[] = [];
          try {
            return await c.sdk.runTransaction(c.db, (sdkTransaction) => {
              reads = [];
              const transaction: Transaction = {
                get: async <T>(path: string) => {
                  const snap = snapshot<T>(c, await sdkTransaction.get(ref(c, path)));
                  reads.push([path, snap.data]);
                  return snap;
                },
                set: (path, data, setOptions) => {
                  const merge = setOptions?.merge === true;
                  sdkTransaction.set(ref(c, path), toSdkData(c.sdk, data), { merge });
                  return transaction;
                },
                update: (path, data) => (sdkTransaction.update(ref(c, path), toSdkData(c.sdk, data)), transaction),
                delete: (path) => (sdkTransaction.delete(ref(c, path)), transaction),
              };
              return work(transaction);
            });
          } catch (error) {
            const seen = JSON.stringify(reads);
            const denied = fromSdkError(error).code === "permission-denied";
            if (!denied || attempt >= maxTransactionAttempts || seen === previousReads) throw error;
            previousReads = seen;
          }
        }
      }),

    onDocument: <T>(path: string, onNext: (snapshot: DocumentSnapshot<T>) => void, onError?: (error: Error) => void) =>
      lazyListener(
        (c) =>
          c.sdk.onSnapshot(
            ref(c, path),
            (snap) => onNext(snapshot<T>(c, snap)),
            (error) => onError?.(fromSdkError(error)),
          ),
        onError,
      ),

    onQuery: <T>(
      spec: QuerySpec,
      onNext: (snapshots: DocumentSnapshot<T>[]) => void,
      onError?: (error: Error) => void,
    ) =>
      lazyListener(
        (c) =>
          c.sdk.onSnapshot(
            buildQuery(c, spec),
            (result) => onNext(result.docs.map((snap) => snapshot<T>(c, snap))),
            (error) => onError?.(fromSdkError(error)),
          ),
        onError,
      ),

    close: async () => {
      if (!connecting) return;
      const { sdk, db } = await connecting;
      await sdk.terminate(db);
    },
  };
}
