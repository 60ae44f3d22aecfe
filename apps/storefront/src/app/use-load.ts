// How a page loads what is not a live query (props from the catalogue, an order's estimate): loading,
// then the value or the error, and a retry. An answer that arrives after the page moved on (its deps
// changed, or it left) is dropped, so a slow first answer never overwrites a newer one.
import { useEffect, useState } from "react";

export type Loaded<T> = { status: "loading" } | { status: "error"; error: Error } | { status: "ready"; value: T };

export type LoadState<T> = Loaded<T> & { retry: () => void };

export interface LoadOptions {
  /** Keep showing the last value while a change loads (live lists re-priced), instead of "loading". */
  keepPrevious?: boolean;
}

/**
 * Runs `load` when `deps` change and on retry; `load` null loads nothing (the input is not there yet)
 * and stays loading. `load` is a new function each render: `deps` say when it would load something else.
 */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  deps: readonly unknown[],
  { keepPrevious = false }: LoadOptions = {},
): LoadState<T> {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let current = true;
    if (!keepPrevious) setState((previous) => (previous.status === "loading" ? previous : { status: "loading" }));
    load().then(
      (value) => current && setState({ status: "ready", value }),
      (error: unknown) =>
        current && setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  };
  return { ...state, retry };
}
