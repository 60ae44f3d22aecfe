// /quotes: the quote desk, by status and searched (its address keeps both: desk-address.ts), at one dock or all. The
// page listens to its query, so a new request appears without a reload.
import { type QuoteRequest } from "@backlot/data";
import { quoteReference, quoteStatuses } from "@backlot/domain";
import { QuoteDesk, type QuoteDeskRow } from "./QuoteDesk/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { deskState, useSearchedDesk } from "../app/desk-address.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { isoOf } from "../app/server-time.js";
import { DockFilter } from "../app/DockFilter/index.js";
import { useDockFilter } from "../app/use-dock-filter.js";

function rowOf(quote: QuoteRequest & { id: string }): QuoteDeskRow {
  return {
    id: quote.id,
    reference: quoteReference(quote.id),
    customer: quote.contact.name,
    company: quote.contact.company,
    production: quote.production,
    pickUpDate: quote.pickUpDate,
    returnDate: quote.returnDate,
    lineCount: quote.lines.length,
    receivedAt: isoOf(quote.createdAt),
  };
}

export function QuoteDeskPage() {
  const { quoteRequests } = useServices();
  const tenant = useTenant();
  const desk = useSearchedDesk(quoteStatuses, "new");
  useTitle("Quote desk");
  const { status, term, pageSize } = desk;
  const { docks, locationId, setDock } = useDockFilter();
  const live = useLiveQuery<QuoteRequest>(quoteRequests.queryForDesk({ status, term, pageSize, locationId }));

  return (
    <QuoteDesk
      status={status}
      onStatusChange={desk.setStatus}
      search={desk.search}
      onSearchChange={desk.setSearch}
      state={deskState(live, pageSize, rowOf)}
      onLoadMore={desk.loadMore}
      hrefOf={(id) => `/quotes/${id}`}
      settings={tenant.settings}
      timeZone={tenant.vendor.timezone}
      dockFilter={docks.length > 0 && <DockFilter docks={docks} value={locationId ?? ""} onChange={setDock} />}
      LinkComponent={RouterLink}
    />
  );
}
