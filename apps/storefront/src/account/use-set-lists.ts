// The customer's set lists, live from the store while a page shows them, and the repository to
// change them. Nothing loads for a logged-out visitor.
import { useEffect, useState } from "react";
import type { SetListWithId } from "@backlot/data";
import { getServices } from "../app/services.js";

export type SetListsState = { status: "loading" } | { status: "error"; error: Error } | { status: "ready"; lists: SetListWithId[] };

export async function setListsRepository() {
  return (await getServices()).setLists;
}

export function useSetLists(uid: string | null, enabled = true): { state: SetListsState; retry: () => void } {
  const [state, setState] = useState<SetListsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!uid || !enabled) return;
    let stop: (() => void) | undefined;
    let current = true;
    setState({ status: "loading" });
    setListsRepository()
      .then((lists) => {
        if (!current) return;
        stop = lists.listenForUser(
          uid,
          (found) => setState({ status: "ready", lists: found }),
          (error) => setState({ status: "error", error }),
        );
      })
      .catch((error: unknown) => current && setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }));
    return () => {
      current = false;
      stop?.();
    };
  }, [uid, enabled, attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
