// /quotes/:id: one quote request, live. Who asked, for what production, when, how the props travel
// and what they wrote; its lines (a prop in each variant asked for) with each one's picture, stock
// and catalogue rate, priced by staff (QuotePricing) and sent with answerQuote. Once the customer
// accepts or declines, the quote is shown as it was sent, with what became of it. A request staff
// will not price they close (closeQuote), with a note the customer is mailed. Once priced, the quote
// as sent downloads as a PDF in the house's brand.
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { type QuoteRequest, type StoredProp, catalogueProps, vendorPaths } from "@backlot/data";
import {
  type AnswerQuoteResult,
  bookingKey,
  type CommandDone,
  isOpenQuote,
  orderReference,
  quoteReference,
} from "@backlot/domain";
import { quoteStatusLabels } from "@backlot/ui/labels";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { estimateRental, pricingTermsOf } from "@backlot/domain/pricing";
import { BookingConflicts } from "../bookings/BookingConflicts/index.js";
import { CloseRequest } from "./CloseRequest/index.js";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { ProductionApprovals } from "./ProductionApprovals/index.js";
import { QuotePricing } from "./QuotePricing/index.js";
import { linesToPrice } from "./quote-lines.js";
import { saveQuotePdf } from "./quote-pdf.js";
import { catalogueFinder, propImageUrl } from "../catalogue/PropFinder/index.js";
import { LiveStatus } from "../app/LiveStatus.js";
import { RentalFacts } from "../app/RentalFacts.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { useConflicts } from "../bookings/use-conflicts.js";
import { catalogueNameOf } from "../productions/catalogue-names.js";
import styles from "./QuotePage.module.css";

type Props = Map<string, StoredProp | undefined>;

const deskLink = { href: "/quotes", label: "Back to the quote desk" };

export function QuotePage() {
  const { id = "" } = useParams();
  const { documents } = useServices();
  const tenant = useTenant();
  const reference = quoteReference(id);
  useTitle(reference);
  const live = useLiveDocument<QuoteRequest>(`${vendorPaths(tenant.vendor.id).quoteRequests}/${id}`);
  const quote = live.status === "ready" ? live.value : undefined;

  // What the catalogue says of the request's props (and of the ones staff quoted instead).
  const [props, setProps] = useState<Props | "failed">();
  const propIds = quote
    ? [
        ...new Set([
          ...quote.lines.map((line) => line.propId),
          ...(quote.answer?.estimate.lines ?? []).map((l) => l.propId),
          // What the production's designer approved an alternative over.
          ...(quote.fromProduction?.approvals ?? []).flatMap((approval) => approval.replaced ?? []),
        ]),
      ]
    : [];
  const propKey = propIds.join(",");
  useEffect(() => {
    if (!propKey) return;
    let current = true;
    const ids = propKey.split(",");
    catalogueProps(documents, { vendorId: tenant.vendor.id })
      .getMany(ids)
      .then(
        (found) => current && setProps(new Map(ids.map((propId, index) => [propId, found[index]]))),
        () => current && setProps("failed"),
      );
    return () => {
      current = false;
    };
  }, [documents, tenant.vendor.id, propKey]);

  if (!quote) return <LiveStatus live={live} name={`quote request ${reference}`} back={deskLink} />;
  return <QuoteDetail id={id} quote={quote} props={props} />;
}

function QuoteDetail({ id, quote, props }: { id: string; quote: QuoteRequest; props: Props | "failed" | undefined }) {
  const { call, documents } = useServices();
  const tenant = useTenant();
  const { settings } = tenant;
  // The quote's dock may have its own schedule or currency (decision 0053): the server prices it so.
  const terms = pricingTermsOf(tenant, quote.locationId);
  const dates = formatRentalDates(quote.pickUpDate, quote.returnDate, settings.locale);
  const period = { pickUp: quote.pickUpDate, return: quote.returnDate };
  const open = isOpenQuote(quote.status);
  // While it is open, what would stand in the way of the props asked for (or quoted) on these dates.
  const quotedLines = quote.answer?.estimate.lines ?? quote.lines;
  // The customer's own hold on the list asked about gives way when the quote becomes an order.
  const ownHold = quote.setListId ? bookingKey.hold(quote.setListId) : null;
  const conflicts = useConflicts(open ? { ...quote, lines: quotedLines } : undefined, ownHold);

  const imageOf = (prop: StoredProp | undefined) => propImageUrl(tenant, prop);
  const findProps = catalogueFinder(documents, tenant);

  return (
    <article className={styles.quote} aria-labelledby="quote-title">
      <p>
        <RouterLink href="/quotes">Quote desk</RouterLink>
      </p>
      <h1 id="quote-title" className={styles.title}>
        {quoteReference(id)}: {quote.production}
      </h1>
      <p className={styles.status}>{quoteStatusLabels[quote.status]}</p>
      {quote.answer && (
        <DownloadButton
          label="Download the quote (PDF)"
          busyLabel="Making the PDF…"
          onMake={() => saveQuotePdf(id, quote, tenant)}
        />
      )}
      {conflicts && (
        <BookingConflicts
          state={conflicts.status === "ready" ? conflicts.value : conflicts.status}
          {...(conflicts.status === "error" ? { onRetry: conflicts.retry } : {})}
          nameOf={(propId) => (props instanceof Map ? props.get(propId)?.name : undefined) ?? propId}
          locale={settings.locale}
        />
      )}
      {quote.status === "accepted" && quote.orderId && (
        <p>
          The customer accepted it: order{" "}
          <RouterLink href={`/orders/${quote.orderId}`}>{orderReference(quote.orderId)}</RouterLink>.
        </p>
      )}
      {quote.status === "declined" && (
        <p>The customer declined it{quote.declineReason ? `: “${quote.declineReason}”` : ", giving no reason"}.</p>
      )}
      {quote.status === "closed" && (
        <p>Closed without a quote{quote.closed?.note ? `: “${quote.closed.note}”` : ""}.</p>
      )}
      <RentalFacts
        contact={quote.contact}
        fulfilment={quote.fulfilment}
        deliveryAddress={quote.deliveryAddress}
        notes={quote.notes}
        aside={quote.uid ? undefined : "a visitor without an account"}
      >
        <dt>Dates</dt>
        <dd>
          {dates} ({quote.weeks === 1 ? "1 rental week" : `${quote.weeks} rental weeks`})
        </dd>
      </RentalFacts>

      {quote.fromProduction && (
        <ProductionApprovals
          production={quote.fromProduction}
          nameOf={catalogueNameOf(props instanceof Map ? props : undefined)}
          settings={settings}
          timeZone={tenant.vendor.timezone}
          LinkComponent={RouterLink}
        />
      )}
      {props === undefined && <p role="status">Loading the catalogue's pictures, stock and rates…</p>}
      {props === "failed" && (
        <p role="alert">
          The catalogue could not be read, so the lines cannot be priced. Reload the page to try again.
        </p>
      )}
      {props instanceof Map && open && (
        <QuotePricing
          lines={linesToPrice(quote, props, imageOf)}
          note={quote.answer?.note ?? ""}
          settings={settings}
          period={period}
          estimate={(lines) => estimateRental(lines, quote.weeks, terms)}
          findProps={findProps}
          onSubmit={async ({ lines, note }) => {
            await call<AnswerQuoteResult>("answerQuote", { quoteRequestId: id, lines, note });
          }}
          labels={quote.answer ? { title: "Price this request again", submit: "Send the new quote" } : {}}
        />
      )}
      {open && (
        <CloseRequest
          onClose={async (note) => {
            await call<CommandDone>("closeQuote", { quoteRequestId: id, note });
          }}
        />
      )}
      {!open && quote.answer && (
        <OrderSummary
          state={{ status: "ready", estimate: quote.answer.estimate }}
          period={period}
          settings={settings}
          labels={{ title: "The quote as sent" }}
        />
      )}
    </article>
  );
}
