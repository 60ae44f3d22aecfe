// /account/favorites: the props the customer saved, newest first, in the same grid as browsing.
import type { Prop } from "@backlot/domain";
import { PropGrid } from "@backlot/ui/PropGrid";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCatalogueProps } from "../app/use-catalogue-props.js";
import { usePropCardActions } from "../catalogue/props/use-prop-card-actions.js";
import styles from "./AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";
import { withPictures } from "../catalogue/props/prop-pictures.js";

export function FavoritesPage() {
  const cardActions = usePropCardActions();
  const favorites = cardActions.grid.favorites;
  useDocumentMeta("Favourites");
  const load = useCatalogueProps([...favorites]);
  // Newest first: the user record keeps favourites in the order they were added.
  const props =
    load.status === "ready"
      ? [...favorites].reverse().flatMap((id): Prop[] => {
          const prop = load.value.get(id);
          return prop ? [prop] : [];
        })
      : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Favourites</h1>
      <PropGrid
        props={props.map(withPictures)}
        total={props.length}
        status={load.status}
        onLoadMore={load.retry}
        settings={settings}
        hrefOf={(prop) => hrefs.prop(prop.id)}
        {...cardActions.grid}
        LinkComponent={RouterLink}
        labels={{ empty: "No favourites yet.", emptyHint: "Tap the heart on any prop to keep it here." }}
      />
      {cardActions.dialog}
    </div>
  );
}
