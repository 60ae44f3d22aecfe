// A production's members' orders or papers, live: one listener per query of queriesForMembers, merged into one
// page once each has answered. A longer page ("Show more") keeps the rows shown while it loads, as useLiveQuery does.
import { useEffect, useState } from "react";
import type { QuerySpec } from "@backlot/data";
import { useServices } from "../app/services-context.js";
import type { Live } from "../app/use-live.js";
import { mergedPages } from "./member-records.js";

interface Heard<T> {
  key: string;
  series: string;
  live: Live<T[]>;
}

export function useMemberRecords<T extends object>(
  specs: readonly QuerySpec[] | null,
  pageSize: number,
): Live<(T & { id: string })[]> {
  const { documents } = useServices();
  const key = JSON.stringify(specs);
  const series = JSON.stringify(specs?.map((spec) => ({ ...spec, limit: null })));
  const [heard, setHeard] = useState<Heard<T & { id: string }>>({ key, series, live: { status: "loading" } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!specs) return;
    const pages = new Map<number, (T & { id: string })[]>();
    const retry = () => {
      setHeard({ key, series, live: { status: "loading" } });
      setAttempt((count) => count + 1);
    };
    const stops = specs.map((spec, index) =>
      documents.onQuery<T>(
        spec,
        (snapshots) => {
          pages.set(
            index,
            snapshots.flatMap((snap) => (snap.data ? [{ ...snap.data, id: snap.id }] : [])),
          );
          if (pages.size < specs.length) return;
          const value = mergedPages([...pages.values()], specs[0]?.orderBy, pageSize);
          setHeard({ key, series, live: { status: "ready", value } });
        },
        (error) => setHeard({ key, series, live: { status: "error", error, retry } }),
      ),
    );
    if (specs.length === 0) setHeard({ key, series, live: { status: "ready", value: [] } });
    return () => stops.forEach((stop) => stop());
    // `specs` is a new array each render; `key` says when it is another set of queries.
  }, [documents, key, attempt]);
  if (heard.key === key) return heard.live;
  if (heard.series === series && heard.live.status === "ready") return { ...heard.live, stale: true };
  return { status: "loading" };
}
