// A live query for a component, through the app's query watcher: the first component to watch a
// query starts its listener, the last to leave stops it, and every one of them reads the same
// entry of the query status slice.
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { QuerySpec } from "@backlot/data";
import { queryKey } from "@backlot/data/status";
import { type Services, getServices } from "./services.js";
import { queryStatus } from "./query-status.js";

export type WatchedQuery<T> =
  | { status: "loading" }
  | { status: "error"; error: Error; retry: () => void }
  | { status: "ready"; docs: (T & { id: string })[] };

/**
 * Watches the query `pick` names once the services have started; `pick` null watches nothing
 * (a logged-out visitor, say) and stays loading. `deps` are what `pick` depends on.
 */
export function useWatchedQuery<T>(
  pick: ((services: Services) => QuerySpec) | null,
  deps: readonly unknown[],
): WatchedQuery<T> {
  const [key, setKey] = useState<string>();
  const [startError, setStartError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!pick) return;
    let current = true;
    let leave: (() => void) | undefined;
    getServices().then(
      (services) => {
        if (!current) return;
        const spec = pick(services);
        const watched = queryKey(spec);
        leave = services.queries.watch(spec, watched);
        setKey(watched);
      },
      (error: unknown) => current && setStartError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
      leave?.();
      setKey(undefined);
      setStartError(undefined);
    };
    // `pick` is a new function each render; `deps` say when it picks another query.
  }, [...deps, attempt]);

  // Each selector returns a value the slice already holds, so unchanged entries do not re-render.
  const docs = useStore(queryStatus, (state) => (key ? state.ordered[key] : undefined));
  const error = useStore(queryStatus, (state) => (key ? state.errors.byQuery[key] : undefined));
  const retry = () => setAttempt((value) => value + 1);

  if (startError) return { status: "error", error: startError, retry };
  if (error !== undefined) return { status: "error", error: new Error(error), retry };
  if (docs) return { status: "ready", docs: docs as (T & { id: string })[] };
  return { status: "loading" };
}
