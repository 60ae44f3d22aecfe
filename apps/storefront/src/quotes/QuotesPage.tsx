// /account/quotes: the quote requests the customer sent from their set lists, newest first.
import type { QuoteRequest } from "@backlot/data";
import { formatCalendarDate, isCalendarDate } from "@backlot/data/calendar-date";
import { formatMoney } from "@backlot/data/money";
import { settings } from "../app/tenant.js";
import { useWatchedQuery } from "../hooks/use-watched-query.js";
import { useDocumentMeta } from "../hooks/use-document-meta.js";
import { useCustomer } from "../hooks/use-customer.js";
import { quoteReference } from "@backlot/data";
import { RouterLink } from "../app/router-link.js";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";

const statusLabel: Record<QuoteRequest["status"], string> = {
  new: "Sent, waiting for our reply",
  quoted: "Quoted",
  closed: "Closed",
};

export function QuotesPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Quote requests");
  // Live: a reply from the prop house shows without a reload.
  const load = useWatchedQuery<QuoteRequest>(({ quoteRequests }) => quoteRequests.queryForUser(uid), [uid]);
  const money = (minorUnits: number) => formatMoney(minorUnits, settings.currency, settings.locale);
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
      {load.status === "ready" && load.docs.length > 0 && (
        <ul className={styles.sections}>
          {load.docs.map((quote) => (
            <li key={quote.id} className={styles.section}>
              <span className={styles.label}>{quoteReference(quote.id)}</span>
              <span>
                {date(quote.pickUpDate)} to {date(quote.returnDate)} ·{" "}
                {quote.lines.length === 1 ? "1 prop" : `${quote.lines.length} props`}
              </span>
              <span className={styles.muted}>{statusLabel[quote.status]}</span>
              {quote.answer && (
                <span>
                  {quote.answer.message}
                  {quote.answer.total !== null && ` Quoted total: ${money(quote.answer.total)}.`}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
