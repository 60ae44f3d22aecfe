// /account/favorites: the props the customer saved, newest first, in the same grid as browsing.
import { useEffect, useState } from "react";
import type { Prop } from "@backlot/search";
import { PropGrid } from "@backlot/ui/PropGrid";
import { RouterLink } from "../app/router-link.js";
import { getSearchEngine } from "../app/search-engine.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useFavorites } from "./use-favorites.js";
import styles from "./AccountPage.module.css";

type Load = { kind: "loading" } | { kind: "ready"; props: Prop[] } | { kind: "error" };

export function FavoritesPage() {
  const favorites = useFavorites();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const key = [...favorites.ids].join("\u0000");
  useDocumentMeta("Favourites");

  useEffect(() => {
    let current = true;
    getSearchEngine()
      .then((engine) => Promise.all([...favorites.ids].reverse().map((id) => engine.getProp(id))))
      .then(
        (props) =>
          current && setLoad({ kind: "ready", props: props.filter((prop): prop is Prop => prop !== undefined) }),
      )
      .catch(() => current && setLoad({ kind: "error" }));
    return () => {
      current = false;
    };
    // The key stands for the set of ids.
  }, [key, attempt]);

  const props = load.kind === "ready" ? load.props : [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Favourites</h1>
      <PropGrid
        props={props}
        total={props.length}
        status={load.kind === "loading" ? "loading" : load.kind === "error" ? "error" : "ready"}
        onLoadMore={() => setAttempt((value) => value + 1)}
        settings={settings}
        hrefOf={(prop) => `/props/${encodeURIComponent(prop.id)}`}
        favorites={favorites.ids}
        onToggleFavorite={favorites.toggle}
        LinkComponent={RouterLink}
        labels={{ empty: "No favourites yet.", emptyHint: "Tap the heart on any prop to keep it here." }}
      />
    </div>
  );
}
