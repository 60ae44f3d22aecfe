// /account/quotes: the customer's quote requests, newest first, live: the prop house's price shows
// without a reload, line by line and week by week, to accept (it becomes an order) or decline, and
// to download as a PDF in the house's brand.
import { useRef } from "react";
import { type QuoteRequest } from "@backlot/data";
import { orderReference, quoteReference } from "@backlot/domain";
import { quoteStatusCustomerLabels } from "@backlot/ui/labels";
import { formatCalendarDate, isCalendarDate } from "@backlot/domain/calendar-date";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { QuoteDecision } from "@backlot/ui/QuoteDecision";
import { settings } from "../app/tenant.js";
import { getServices } from "../app/services.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { RouterLink } from "../app/router-link.js";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";
import { saveQuotePdf } from "./quote-pdf.js";

const quoteSummaryLabels = { title: "The prop house's quote", subtotal: "Quoted total" };

export function QuotesPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Quote requests");
  usePreparedCommands("quoteDecision");
  // Live: a reply from the prop house shows without a reload.
  const load = useWatchedQuery<QuoteRequest>(({ quoteRequests }) => quoteRequests.queryForUser(uid), [uid]);
  const date = (day: string) => (isCalendarDate(day) ? formatCalendarDate(day, settings.locale) : day);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Quote requests</h1>
      {load.status === "loading" && <p role="status">Loading your quote requests…</p>}
      {load.status === "error" && (
        <p role="alert">
          Your quote requests could not be loaded.{" "}
          <button type="button" onClick={load.retry}>
            Try again
          </button>
        </p>
      )}
      {load.status === "ready" && load.docs.length === 0 && (
        <p>
          No quote requests yet. Ask for one from a <RouterLink href={hrefs.setLists}>set list</RouterLink> or the{" "}
          <RouterLink href={settings.request.basepath}>{settings.request.label}</RouterLink> page.
        </p>
      )}
      {load.status === "ready" &&
        load.docs.map((quote) => (
          <section
            key={quote.id}
            className={styles.order}
            aria-label={`${quoteReference(quote.id)}, ${quote.production}`}
          >
            <h2 className={styles.label}>
              {quoteReference(quote.id)}: {quote.production}
            </h2>
            <p>
              {date(quote.pickUpDate)} to {date(quote.returnDate)} ·{" "}
              {quote.lines.length === 1 ? "1 prop" : `${quote.lines.length} props`}
            </p>
            <p className={styles.muted}>{quoteStatusCustomerLabels[quote.status]}</p>
            {quote.status === "accepted" && quote.orderId && (
              <p>
                Order {orderReference(quote.orderId)}: see it in{" "}
                <RouterLink href={hrefs.orders}>your orders</RouterLink>.
              </p>
            )}
            {quote.status === "declined" && quote.declineReason && <p>You said: {quote.declineReason}</p>}
            {quote.status === "closed" && (
              <p>We could not quote this request{quote.closed?.note ? `: ${quote.closed.note}` : "."}</p>
            )}
            {quote.answer && (
              <>
                {quote.answer.note && <p>{quote.answer.note}</p>}
                <OrderSummary
                  state={{ status: "ready", estimate: quote.answer.estimate }}
                  period={{ pickUp: quote.pickUpDate, return: quote.returnDate }}
                  settings={settings}
                  headingLevel={3}
                  labels={quoteSummaryLabels}
                  LinkComponent={RouterLink}
                />
                <DownloadButton
                  label="Download the quote (PDF)"
                  busyLabel="Making the PDF…"
                  onMake={() => saveQuotePdf(quote)}
                />
              </>
            )}
            {quote.status === "quoted" && <Decision quoteRequestId={quote.id} />}
          </section>
        ))}
    </div>
  );
}

/** Accept or decline one quote; the order id is made once and kept for every retry. */
function Decision({ quoteRequestId }: { quoteRequestId: string }) {
  const orderId = useRef<string | null>(null);
  return (
    <QuoteDecision
      onAccept={async () => {
        const { commands } = await getServices();
        orderId.current ??= commands.newId();
        await commands.acceptQuote({ quoteRequestId, orderId: orderId.current });
      }}
      onDecline={async (reason) => {
        const { commands } = await getServices();
        await commands.declineQuote({ quoteRequestId, reason });
      }}
    />
  );
}
