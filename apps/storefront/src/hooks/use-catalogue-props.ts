// Props by id from the catalogue the build shipped (for set lists, favourites and orders).
import { useEffect, useState } from "react";
import type { Prop } from "@backlot/search";
import { getSearchEngine } from "../app/search-engine.js";

export type PropsLoad = { status: "loading" } | { status: "error" } | { status: "ready"; byId: Map<string, Prop> };

export function useCatalogueProps(ids: readonly string[]): { load: PropsLoad; retry: () => void } {
  const [load, setLoad] = useState<PropsLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const key = [...new Set(ids)].sort().join("\u0000");
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split("\u0000") : [];
    getSearchEngine()
      .then((engine) => Promise.all(wanted.map((id) => engine.getProp(id))))
      .then(
        (props) =>
          current &&
          setLoad({
            status: "ready",
            byId: new Map(props.filter((prop): prop is Prop => prop !== undefined).map((prop) => [prop.id, prop])),
          }),
      )
      .catch(() => current && setLoad({ status: "error" }));
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { load, retry: () => setAttempt((value) => value + 1) };
}
