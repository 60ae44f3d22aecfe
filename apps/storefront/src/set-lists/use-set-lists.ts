// The customer's set lists, live from the store while a page shows them (through the app's query
// watcher, so every component showing them shares one listener), and the repository to change
// them. Nothing loads for a logged-out visitor.
import type { SetListWithId } from "@backlot/data";
import type { SetList } from "@backlot/domain";
import { useWatchedQuery } from "../app/use-watched-query.js";

export type SetListsState =
  { status: "loading" } | { status: "error"; error: Error } | { status: "ready"; lists: SetListWithId[] };

export function useSetLists(uid: string | null, enabled = true): { state: SetListsState; retry: () => void } {
  const query = useWatchedQuery<SetList>(uid && enabled ? (services) => services.setLists.queryForUser(uid) : null, [
    uid,
    enabled,
  ]);
  switch (query.status) {
    case "ready":
      return { state: { status: "ready", lists: query.docs }, retry: () => undefined };
    case "error":
      return { state: { status: "error", error: query.error }, retry: query.retry };
    default:
      return { state: { status: "loading" }, retry: () => undefined };
  }
}
