// What a customer can do from a prop card in any grid: the favourite heart, and the quick "add to set list",
// which opens one dialog for the grid (loaded on the first press, so browsing does not carry its code). A prop
// with variants is added in the one the customer chooses, which a card cannot ask: its quick add opens its page.
// Spread `grid` into PropGrid and render `dialog` beside it.
import type { PropGridProps } from "@backlot/ui/PropGrid";
import type { PropSummary } from "@backlot/ui/PropCard";
import { type ReactNode, Suspense, lazy, useState } from "react";
import { useNavigate } from "react-router";
import { useFavorites } from "../../account/use-favorites.js";
import { hrefs } from "../../app/hrefs.js";
import { useSetListChoices } from "../../set-lists/use-set-list-choices.js";

const QuickAddDialog = lazy(() =>
  import("../../set-lists/QuickAddDialog.js").then((module) => ({ default: module.QuickAddDialog })),
);

type CardActions = Required<Pick<PropGridProps, "favorites" | "onToggleFavorite" | "onAddToSetList">>;

/** Whether the card's prop comes in variants: the grids' props are the catalogue's, with their variants. */
const hasVariants = (prop: PropSummary & { variants?: readonly unknown[] }) => (prop.variants?.length ?? 0) > 0;

export function usePropCardActions(): { grid: CardActions; dialog: ReactNode } {
  const favorites = useFavorites();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PropSummary | null>(null);
  const { loggedIn, requireLogin, ...choices } = useSetListChoices(
    chosen && { propId: chosen.id, stock: chosen.quantity },
  );

  return {
    grid: {
      favorites: favorites.ids,
      onToggleFavorite: favorites.toggle,
      onAddToSetList: (prop) =>
        hasVariants(prop) ? void navigate(hrefs.prop(prop.id)) : loggedIn ? setChosen(prop) : requireLogin(),
    },
    dialog: chosen && (
      <Suspense fallback={null}>
        <QuickAddDialog propName={chosen.name} onClose={() => setChosen(null)} {...choices} />
      </Suspense>
    ),
  };
}
