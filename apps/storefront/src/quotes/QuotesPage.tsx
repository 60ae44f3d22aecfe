// /account/quotes: the quote requests the customer sent from their set lists, newest first.
import { type QuoteRequest, quoteRequests } from "@backlot/data";
import { settings, tenant } from "../app/tenant.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../account/use-customer.js";
import { quoteReference } from "@backlot/data";
import { RouterLink } from "../app/router-link.js";
import styles from "../account/AccountPage.module.css";

const statusLabel: Record<QuoteRequest["status"], string> = {
  new: "Sent, waiting for our reply",
  quoted: "Quoted",
  closed: "Closed",
};

export function QuotesPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Quote requests");
  // Live: a reply from the prop house shows without a reload.
  const load = useWatchedQuery<QuoteRequest>(
    ({ documents }) => quoteRequests(documents, { vendorId: tenant.vendor.id }).queryForUser(uid),
    [uid],
  );
  const money = (cents: number) =>
    new Intl.NumberFormat(settings.locale, { style: "currency", currency: settings.currency }).format(cents / 100);
  const date = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(settings.locale, { dateStyle: "medium", timeZone: "UTC" });

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
          No quote requests yet. Ask for one from a <RouterLink href="/account/set-lists">set list</RouterLink> or the{" "}
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
