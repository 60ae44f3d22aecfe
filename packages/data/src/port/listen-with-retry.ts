// Wraps a store so that a listener that fails is logged and set up again after the retry backoff,
// for as long as someone is listening. Adapters stay simple; this is the one place retries live.
import type { DocumentStore, Unsubscribe } from "./document-store.js";
import { type BackoffPolicy, listenerBackoff, retryDelay } from "./retry-backoff.js";

export interface RetryOptions {
  policy?: BackoffPolicy;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  log?: (message: string, error: Error) => void;
  /** Called when a listener is about to be set up again, for tests and diagnostics. */
  onRetry?: (attempt: number, delayMs: number) => void;
}

type Subscribe = (onError: (error: Error) => void) => Unsubscribe;

function resilient(what: string, subscribe: Subscribe, options: RetryOptions): Unsubscribe {
  const {
    policy = listenerBackoff,
    random = Math.random,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    log = (message, error) => console.error(message, error),
    onRetry,
  } = options;
  let attempt = 0;
  let stopped = false;
  let timer: unknown;
  let current: Unsubscribe | undefined;

  const start = () => {
    let failed = false;
    const unsubscribe = subscribe((error) => {
      failed = true;
      current?.();
      current = undefined;
      if (stopped) return;
      const delay = retryDelay(attempt, policy, random);
      log(`Listener on ${what} failed; retrying in ${Math.round(delay / 1000)} s`, error);
      onRetry?.(attempt, delay);
      attempt += 1;
      timer = setTimer(() => {
        timer = undefined;
        if (!stopped) start();
      }, delay);
    });
    // A listener may fail while it is being set up; then there is nothing to keep.
    if (failed) unsubscribe();
    else current = unsubscribe;
  };
  start();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    current?.();
  };
}

/** The same store, whose onDocument and onQuery listeners survive errors. */
export function withListenerRetry(store: DocumentStore, options: RetryOptions = {}): DocumentStore {
  return {
    newId: () => store.newId(),
    get: (path) => store.get(path),
    set: (path, data, setOptions) => store.set(path, data, setOptions),
    update: (path, data) => store.update(path, data),
    delete: (path) => store.delete(path),
    add: (collection, data) => store.add(collection, data),
    query: (spec) => store.query(spec),
    batch: () => store.batch(),
    runTransaction: (work) => store.runTransaction(work),
    close: () => store.close(),
    onDocument: (path, onNext, onError) =>
      resilient(
        `document ${path}`,
        (fail) => store.onDocument(path, onNext, (error) => (onError?.(error), fail(error))),
        options,
      ),
    onQuery: (spec, onNext, onError) =>
      resilient(
        `query on ${spec.collection}`,
        (fail) => store.onQuery(spec, onNext, (error) => (onError?.(error), fail(error))),
        options,
      ),
  };
}
