// /catalogue: the prop house's props, shown or hidden, by name, found by name or item number (its
// address keeps both: desk-address.ts). Live: a prop changed in the console, or pushed again, is
// listed as it now is. Labels print for every prop the list finds (not only the page shown). Under the list, how the
// storefront catches up with changes.
import { type StoredProp, catalogueProps } from "@backlot/data";
import { CatalogueDesk, type CatalogueDeskRow, type CatalogueVisibility } from "./CatalogueDesk/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { deskState, useSearchedDesk } from "../app/desk-address.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { StorefrontCatchesUp } from "./StorefrontCatchesUp.js";
import { LabelSheetForm } from "../dock/LabelSheetForm/index.js";
import { saveLabelSheet } from "../dock/label-sheet.js";

/** Labels print for at most this many props at once: a whole catalogue of a large house, in one sheet run. */
const labelRunLimit = 5000;

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
  const props = catalogueProps(documents, { vendorId: tenant.vendor.id });
  const query = props.queryForDesk({ listed: visibility === "shown", term, pageSize });
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
      <LabelSheetForm
        label={term ? "Print labels for the props found" : `Print labels for every ${visibility} prop`}
        onMake={async ({ format, copies }) => {
          const found = await props.listForDesk({ listed: visibility === "shown", term, pageSize: labelRunLimit });
          const fileName = `labels-${visibility}${term ? `-${term}` : ""}`.replace(/[^\w-]+/g, "-");
          return saveLabelSheet({ props: found, format, copies, fileName }, { documents, tenant });
        }}
      />
      <StorefrontCatchesUp />
    </>
  );
}
