// The customer's final invoice on their order's page, once the house has issued it: what was charged (the weeks each
// piece was out, loss, damage, delivery, tax, the card fee), what has been paid and what is due, and its PDF. Watched
// only once the order names its invoice: the rules answer for an invoice that exists.
import { vendorPaths } from "@backlot/data";
import type { Invoice, Order } from "@backlot/domain";
import { InvoiceSummary } from "@backlot/ui/InvoiceSummary";
import { LoadError } from "@backlot/ui/LoadError";
import { makeAndSavePdf } from "@backlot/ui/save-file";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { settings, tenant, vendor } from "../../app/tenant.js";
import { useWatchedDocument } from "../../app/use-watched-document.js";

export function OrderInvoice({ orderId, order }: { orderId: string; order: Pick<Order, "invoiceNumber"> }) {
  const watched = useWatchedDocument<Invoice>(order.invoiceNumber ? vendorPaths(vendor.id).invoice(orderId) : null);
  if (!order.invoiceNumber) return null;
  if (watched.status === "loading") return <p role="status">Loading the invoice…</p>;
  if (watched.status === "error")
    return <LoadError message="The invoice did not load." onRetry={watched.retry} retryLabel="Try again" />;
  const invoice = watched.data;
  if (!invoice) return null;
  return (
    <>
      <InvoiceSummary invoice={invoice} locale={settings.locale} timeZone={vendor.timezone} />
      <DownloadButton
        label="Download the invoice (PDF)"
        busyLabel="Making the PDF…"
        onMake={() =>
          makeAndSavePdf(`The PDF of ${invoice.number}`, async () =>
            (await import("@backlot/print/invoice")).houseInvoicePdf(invoice, tenant),
          )
        }
      />
    </>
  );
}
