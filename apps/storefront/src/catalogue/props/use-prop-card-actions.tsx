// What a customer can do from a prop card in any grid: the favourite heart, and the quick "add to set list",
// which opens one dialog for the grid (loaded on the first press, with the set lists' code, so browsing carries
// none of it). A prop with variants is added in the one the customer chooses, which a card cannot ask: its quick
// add opens its page. A visitor is asked to log in; a returning customer whose sign-in is still being restored
// (decision 0050) gets the dialog, which waits for them. Spread `grid` into PropGrid and render `dialog` beside it.
import type { PropGridProps } from "@backlot/ui/PropGrid";
import type { PropSummary } from "@backlot/ui/PropCard";
import { type ReactNode, Suspense, lazy, useEffect, useState } from "react";
import { useToast } from "@backlot/ui/Toast";
import { useNavigate } from "react-router";
import { useFavorites } from "../../account/use-favorites.js";
import { hrefs } from "../../app/hrefs.js";
import { useLoggedInUid, useSignInRestoring } from "../../app/use-auth.js";
import { useLogInHere } from "../../app/use-log-in-here.js";

const QuickAddDialog = lazy(() =>
  import("../../set-lists/QuickAddDialog.js").then((module) => ({ default: module.QuickAddDialog })),
);

type CardActions = Required<Pick<PropGridProps, "favorites" | "onToggleFavorite" | "onAddToSetList">>;

/** Said while the dialog's code arrives (a moment on a slow connection), as a toast that goes when the dialog shows. */
function OpeningSetLists() {
  const toast = useToast();
  useEffect(() => {
    const id = toast.show({ tone: "info", message: "Opening your set lists…", durationMs: null });
    return () => toast.dismiss(id);
  }, [toast]);
  return null;
}

/** Whether the card's prop comes in variants: the grids' props are the catalogue's, with their variants. */
const hasVariants = (prop: PropSummary & { variants?: readonly unknown[] }) => (prop.variants?.length ?? 0) > 0;

export function usePropCardActions(): { grid: CardActions; dialog: ReactNode } {
  const favorites = useFavorites();
  const navigate = useNavigate();
  const logInHere = useLogInHere();
  const signedIn = useLoggedInUid() !== null;
  const restoring = useSignInRestoring();
  const [chosen, setChosen] = useState<PropSummary | null>(null);

  const addToSetList = (prop: PropSummary) => {
    if (hasVariants(prop)) return void navigate(hrefs.prop(prop.id));
    if (signedIn || restoring) return setChosen(prop);
    logInHere();
  };

  return {
    grid: { favorites: favorites.ids, onToggleFavorite: favorites.toggle, onAddToSetList: addToSetList },
    dialog: chosen && (
      // On a slow connection the dialog's code takes a moment: the press says so at once.
      <Suspense fallback={<OpeningSetLists />}>
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
