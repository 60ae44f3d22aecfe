// /quotes: the quote desk. The status and the search are in the address (?status=quoted&q=kauf),
// so a desk can be bookmarked and the back button works. The page listens to its query, so a new
// request appears without a reload; "Show more" listens to a longer page.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type QuoteRequest, type QuoteStatus, quoteReference, quoteSearchTerm, quoteStatuses } from "@backlot/data";
import { QuoteDesk, type QuoteDeskRow } from "@backlot/ui/QuoteDesk";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { deskPageSize } from "../app/paging.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";

const isStatus = (value: string | null): value is QuoteStatus => quoteStatuses.includes(value as QuoteStatus);

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
    // A request just written has no server time yet: it arrived now.
    receivedAt: (quote.createdAt instanceof Date ? quote.createdAt : new Date()).toISOString(),
  };
}

export function QuoteDeskPage() {
  const { quoteRequests } = useServices();
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as QuoteStatus) : "new";
  const search = params.get("q") ?? "";
  const [pages, setPages] = useState(1);
  // The query follows the search a moment after typing stops.
  const [term, setTerm] = useState(() => quoteSearchTerm(search));
  useEffect(() => {
    const timer = setTimeout(() => setTerm(quoteSearchTerm(search)), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => setPages(1), [status, term]);
  useTitle("Quote desk");

  const pageSize = pages * deskPageSize;
  const live = useLiveQuery<QuoteRequest>(quoteRequests.queryForDesk({ status, term, pageSize }));
  const update = (next: { status?: QuoteStatus; q?: string }) => {
    const merged = { status, q: search, ...next };
    setParams(
      {
        ...(merged.status === "new" ? {} : { status: merged.status }),
        ...(merged.q ? { q: merged.q } : {}),
      },
      { replace: next.q !== undefined },
    );
  };

  return (
    <QuoteDesk
      status={status}
      onStatusChange={(next) => update({ status: next })}
      search={search}
      onSearchChange={(q) => update({ q })}
      state={
        live.status === "ready"
          ? { status: "ready", rows: live.value.map(rowOf), hasMore: live.value.length >= pageSize }
          : live.status === "error"
            ? { status: "error", onRetry: live.retry }
            : { status: "loading" }
      }
      onLoadMore={() => setPages((count) => count + 1)}
      hrefOf={(id) => `/quotes/${id}`}
      settings={tenant.settings}
      timeZone={tenant.vendor.timezone}
      LinkComponent={RouterLink}
    />
  );
}
