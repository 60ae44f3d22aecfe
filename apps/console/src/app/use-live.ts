// Live reads for a page: a query or a document, listened to while the page shows it, with a retry
// after an error. The console's pages each own their listener (a desk page, a request), so there is
// no shared watcher as in the storefront.
import { useEffect, useState } from "react";
import type { DocumentStore, QuerySpec } from "@backlot/data";
import { useServices } from "./services-context.js";

export type Live<T> =
  | { status: "loading" }
  | { status: "error"; error: Error; retry: () => void }
  /** `stale`: the last value of the same series (a shorter page of the same query) while the new one loads. */
  | { status: "ready"; value: T; stale?: boolean };

interface Heard<T> {
  /** What the value is of: a value of another key is never shown as this one's. */
  key: string;
  series: string;
  live: Live<T>;
}

function useListener<T>(
  listen: ((documents: DocumentStore, next: (value: T) => void, fail: (error: Error) => void) => () => void) | null,
  key: string,
  series = key,
): Live<T> {
  const { documents } = useServices();
  const [heard, setHeard] = useState<Heard<T>>({ key, series, live: { status: "loading" } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!listen) return;
    const retry = () => {
      setHeard({ key, series, live: { status: "loading" } });
      setAttempt((count) => count + 1);
    };
    return listen(
      documents,
      (value) => setHeard({ key, series, live: { status: "ready", value } }),
      (error) => setHeard({ key, series, live: { status: "error", error, retry } }),
    );
    // `listen` is a new function each render; `key` says when it listens to something else.
  }, [documents, key, attempt]);
  if (heard.key === key) return heard.live;
  // Another page of the same query: the rows already shown stay while the longer page loads.
  if (heard.series === series && heard.live.status === "ready") return { ...heard.live, stale: true };
  return { status: "loading" };
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
    JSON.stringify({ ...spec, limit: null }),
  );
}

/** One document (undefined when there is none), live. */
export function useLiveDocument<T>(path: string): Live<T | undefined> {
  return useListener<T | undefined>(
    (documents, next, fail) => documents.onDocument<T>(path, (snap) => next(snap.data), fail),
    path,
  );
}

/** Several documents by path (undefined for those there are none of), live; ready once each has been heard. */
export function useLiveDocuments<T>(paths: readonly string[]): Live<Map<string, T | undefined>> {
  return useListener<Map<string, T | undefined>>((documents, next, fail) => {
    const heard = new Map<string, T | undefined>();
    const stops = paths.map((path) =>
      documents.onDocument<T>(
        path,
        (snap) => {
          heard.set(path, snap.data);
          if (heard.size === paths.length) next(new Map(heard));
        },
        fail,
      ),
    );
    if (paths.length === 0) next(heard);
    return () => stops.forEach((stop) => stop());
  }, paths.join("\n"));
}
