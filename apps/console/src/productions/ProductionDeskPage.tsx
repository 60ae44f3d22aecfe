// /productions: every production at the prop house, live, the most recently active first; "Show more" listens to a
// longer page. Staff read productions under the rules; they never change one here (decision 0049).
import { type ProductionWithId, productions } from "@backlot/data";
import { coordinatorsOf } from "@backlot/domain/production";
import { deskState, usePages } from "../app/desk-address.js";
import { isoOf } from "../app/server-time.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { ProductionDesk, type ProductionDeskRow } from "./ProductionDesk/index.js";

function rowOf(production: ProductionWithId): ProductionDeskRow {
  return {
    id: production.id,
    name: production.name,
    members: Object.keys(production.members).length,
    coordinators: coordinatorsOf(production).map((uid) => production.members[uid]?.name ?? uid),
    lists: production.listCount,
    invites: Object.keys(production.invites).length,
    updatedAt: isoOf(production.updatedAt),
  };
}

export function ProductionDeskPage() {
  const { documents } = useServices();
  const tenant = useTenant();
  useTitle("Productions");
  const { pageSize, loadMore } = usePages("");
  const live = useLiveQuery<ProductionWithId>(
    productions(documents, { vendorId: tenant.vendor.id }).queryAll(pageSize),
  );
  return (
    <ProductionDesk
      state={deskState(live, pageSize, rowOf)}
      onLoadMore={loadMore}
      hrefOf={(id) => `/productions/${id}`}
      settings={tenant.settings}
      timeZone={tenant.vendor.timezone}
      LinkComponent={RouterLink}
    />
  );
}
