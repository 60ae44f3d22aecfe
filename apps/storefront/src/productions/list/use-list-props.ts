// The catalogue's props a production list shows (its lines', alternatives' and replaced props'), by id, and the
// finder's search. Props are kept once found, so a line added live loads one prop, not the list's every one, and the
// page never falls back to "loading" as the list changes; a prop the finder found is shown at once when added.
import type { Prop } from "@backlot/domain";
import { useEffect, useState } from "react";
import { getSearchEngine } from "../../catalogue/search/search-engine.js";

/** Props found so far, by id; null for an id the catalogue does not have. */
const known = new Map<string, Prop | null>();

/** How many props the finder shows for what was typed. */
const finderResults = 8;

/**
 * The catalogue searched for what a buyer typed; the props found are kept for the lines they go on. An item number
 * (as typed, or as labels print it: "bph-10432" is BPH-10432) finds its prop first: the search matches words of the
 * names and descriptions, never item numbers.
 */
export async function findProps(text: string): Promise<Prop[]> {
  const engine = await getSearchEngine();
  const [byNumber, result] = await Promise.all([
    Promise.all([...new Set([text, text.toUpperCase()])].map((id) => engine.getProp(id))),
    engine.search({ text, pageSize: finderResults }),
  ]);
  const numbered = byNumber.find((prop) => prop !== undefined);
  const hits = numbered ? [numbered, ...result.hits.filter((prop) => prop.id !== numbered.id)] : result.hits;
  for (const prop of hits) known.set(prop.id, prop);
  return hits.slice(0, finderResults);
}

export type ListProps =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  /** `version` changes whenever more props arrived: the page's views depend on it. */
  | { status: "ready"; propOf: (propId: string) => Prop | undefined; version: number };

const propOf = (propId: string) => known.get(propId) ?? undefined;

/** The props `ids` name, loading only those not known yet; "loading" only before the first ones arrive. */
export function useListProps(ids: readonly string[]): ListProps {
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = [...new Set(ids)].filter((id) => !known.has(id)).sort();
  const key = missing.join("\u0000");

  useEffect(() => {
    if (key === "") return;
    let current = true;
    void (async () => {
      try {
        const engine = await getSearchEngine();
        const found = await Promise.all(key.split("\u0000").map(async (id) => [id, await engine.getProp(id)] as const));
        for (const [id, prop] of found) known.set(id, prop ?? null);
        if (current) {
          setFailed(false);
          setVersion((count) => count + 1);
        }
      } catch {
        if (current) setFailed(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [key, attempt]);

  if (failed) return { status: "error", retry: () => setAttempt((count) => count + 1) };
  // Only the first load waits: later, a new line shows by its item number for the moment its prop loads.
  if (missing.length > 0 && version === 0) return { status: "loading" };
  return { status: "ready", propOf, version: version + known.size };
}
