// /catalogue: the prop house's props, shown or hidden, by name, found by name or item number (its
// address keeps both: desk-address.ts). Live: a prop changed in the console, or pushed again, is
// listed as it now is. Under the list, how the storefront catches up with changes.
import { type StoredProp, catalogueProps } from "@backlot/data";
import { CatalogueDesk, type CatalogueDeskRow, type CatalogueVisibility } from "./CatalogueDesk/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { deskState, useSearchedDesk } from "../app/desk-address.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { StorefrontCatchesUp } from "./StorefrontCatchesUp.js";

const visibilities: readonly CatalogueVisibility[] = ["shown", "hidden"];

const rowOf = (prop: StoredProp & { id: string }): CatalogueDeskRow => ({
  id: prop.id,
  name: prop.name,
  weeklyRate: prop.weeklyRate,
  quantity: prop.quantity,
  department: prop.department,
  category: prop.category,
});

export function CatalogueDeskPage() {
  const { documents } = useServices();
  const tenant = useTenant();
  const desk = useSearchedDesk(visibilities, "shown");
  useTitle("Catalogue");
  const { status: visibility, term, pageSize } = desk;
  const query = catalogueProps(documents, { vendorId: tenant.vendor.id }).queryForDesk({
    listed: visibility === "shown",
    term,
    pageSize,
  });
  const live = useLiveQuery<StoredProp>(query);

  return (
    <>
      <CatalogueDesk
        visibility={visibility}
        onVisibilityChange={desk.setStatus}
        search={desk.search}
        onSearchChange={desk.setSearch}
        state={deskState(live, pageSize, rowOf)}
        onLoadMore={desk.loadMore}
        hrefOf={(id) => `/catalogue/${encodeURIComponent(id)}`}
        settings={tenant.settings}
        LinkComponent={RouterLink}
      />
      <StorefrontCatchesUp />
    </>
  );
}
