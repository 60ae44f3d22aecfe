// What a customer can do from a prop card in any grid: the favourite heart, and the quick "add to set list",
// which opens one dialog for the grid (loaded on the first press, with the set lists' code, so browsing carries
// none of it). A prop with variants is added in the one the customer chooses, which a card cannot ask: its quick
// add opens its page. A visitor is asked to log in; a returning customer whose sign-in is still being restored
// (decision 0050) gets the dialog, which waits for them. Spread `grid` into PropGrid and render `dialog` beside it.
import type { PropGridProps } from "@backlot/ui/PropGrid";
import type { PropSummary } from "@backlot/ui/PropCard";
import { type ReactNode, Suspense, lazy, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useFavorites } from "../../account/use-favorites.js";
import { hrefs } from "../../app/hrefs.js";
import { useLoggedInUid, useSignInRestoring } from "../../app/use-auth.js";
import styles from "./PropCardActions.module.css";

const QuickAddDialog = lazy(() =>
  import("../../set-lists/QuickAddDialog.js").then((module) => ({ default: module.QuickAddDialog })),
);

type CardActions = Required<Pick<PropGridProps, "favorites" | "onToggleFavorite" | "onAddToSetList">>;

/** Whether the card's prop comes in variants: the grids' props are the catalogue's, with their variants. */
const hasVariants = (prop: PropSummary & { variants?: readonly unknown[] }) => (prop.variants?.length ?? 0) > 0;

export function usePropCardActions(): { grid: CardActions; dialog: ReactNode } {
  const favorites = useFavorites();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useLoggedInUid() !== null;
  const restoring = useSignInRestoring();
  const [chosen, setChosen] = useState<PropSummary | null>(null);

  const addToSetList = (prop: PropSummary) => {
    if (hasVariants(prop)) return void navigate(hrefs.prop(prop.id));
    if (signedIn || restoring) return setChosen(prop);
    void navigate(hrefs.login(location.pathname + location.search));
  };

  return {
    grid: { favorites: favorites.ids, onToggleFavorite: favorites.toggle, onAddToSetList: addToSetList },
    dialog: chosen && (
      // On a slow connection the dialog's code takes a moment: the press says so at once.
      <Suspense
        fallback={
          <p className={styles.opening} role="status">
            Opening your set lists…
          </p>
        }
      >
        <QuickAddDialog
          propId={chosen.id}
          propName={chosen.name}
          stock={chosen.quantity}
          onClose={() => setChosen(null)}
        />
      </Suspense>
    ),
  };
}
