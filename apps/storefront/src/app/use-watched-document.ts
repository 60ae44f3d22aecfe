// One document, live, for a component (the vendor document's release policy, say): listened to while the component
// shows, with a retry after an error. Queries go through the shared watcher (use-watched-query.ts); a document a page
// reads on its own does not need one.
import { useEffect, useState } from "react";
import { getServices } from "./services.js";

export type WatchedDocument<T> =
  | { status: "loading" }
  | { status: "error"; error: Error; retry: () => void }
  /** `data` is undefined when the document does not exist. */
  | { status: "ready"; data: T | undefined };

export function useWatchedDocument<T>(path: string | null): WatchedDocument<T> {
  const [state, setState] = useState<{ path: string | null; watched: WatchedDocument<T> }>({
    path,
    watched: { status: "loading" },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let stop: (() => void) | undefined;
    let current = true;
    const fail = (error: unknown) => {
      if (!current) return;
      const retry = () => setAttempt((count) => count + 1);
      setState({
        path,
        watched: { status: "error", error: error instanceof Error ? error : new Error(String(error)), retry },
      });
    };
    getServices().then(({ documents }) => {
      if (!current) return;
      stop = documents.onDocument<T>(
        path,
        (snap) => current && setState({ path, watched: { status: "ready", data: snap.data } }),
        fail,
      );
    }, fail);
    return () => {
      current = false;
      stop?.();
    };
  }, [path, attempt]);
  return state.path === path ? state.watched : { status: "loading" };
}
