// Live reads for a page: a query or a document, listened to while the page shows it, with a retry
// after an error. The console's pages each own their listener (a desk page, a request), so there is
// no shared watcher as in the storefront.
import { useEffect, useState } from "react";
import type { DocumentStore, QuerySpec } from "@backlot/data";
import { useServices } from "./services-context.js";

export type Live<T> =
  { status: "loading" } | { status: "error"; error: Error; retry: () => void } | { status: "ready"; value: T };

function useListener<T>(
  listen: ((documents: DocumentStore, next: (value: T) => void, fail: (error: Error) => void) => () => void) | null,
  key: string,
): Live<T> {
  const { documents } = useServices();
  const [state, setState] = useState<Live<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!listen) return;
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    return listen(
      documents,
      (value) => setState({ status: "ready", value }),
      (error) => setState({ status: "error", error, retry: () => setAttempt((count) => count + 1) }),
    );
    // `listen` is a new function each render; `key` says when it listens to something else.
  }, [documents, key, attempt]);
  return state;
}

/** A query's documents (with their ids), live. */
export function useLiveQuery<T>(spec: QuerySpec | null): Live<(T & { id: string })[]> {
  return useListener<(T & { id: string })[]>(
    spec &&
      ((documents, next, fail) =>
        documents.onQuery<T>(
          spec,
          (snapshots) => next(snapshots.flatMap((snap) => (snap.data ? [{ ...snap.data, id: snap.id }] : []))),
          fail,
        )),
    JSON.stringify(spec),
  );
}

/** One document (undefined when there is none), live. */
export function useLiveDocument<T>(path: string): Live<T | undefined> {
  return useListener<T | undefined>(
    (documents, next, fail) => documents.onDocument<T>(path, (snap) => next(snap.data), fail),
    path,
  );
}
