// The home page's "New this week" grid, with the cards' heart and quick add: below the fold, so a visitor's phone
// fetches its code (the grid, the cards, the favourites) only as they scroll towards it (app/island.tsx).
import { PropGrid } from "@backlot/ui/PropGrid";
import type { PropSummary } from "@backlot/ui/PropCard";
import { RouterLink } from "../../app/router-link.js";
import { hrefs } from "../../app/hrefs.js";
import { settings } from "../../app/tenant.js";
import { usePropCardActions } from "../../catalogue/props/use-prop-card-actions.js";

export function NewProps({ cards }: { cards: PropSummary[] }) {
  const cardActions = usePropCardActions();
  return (
    <>
      <PropGrid
        props={cards}
        total={cards.length}
        status="ready"
        onLoadMore={() => undefined}
        settings={settings}
        hrefOf={(prop) => hrefs.prop(prop.id)}
        {...cardActions.grid}
        LinkComponent={RouterLink}
      />
      {cardActions.dialog}
    </>
  );
}
