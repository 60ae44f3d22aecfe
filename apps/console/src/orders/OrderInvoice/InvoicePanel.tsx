// The order page's invoice, live: the stored invoice (under the order's id) and the commands that issue it, record
// payments and charge the card. Its PDF is built in the browser by @backlot/print/invoice, loaded on the click.
import { vendorPaths } from "@backlot/data";
import type { Invoice, IssueInvoiceResult, Order, PaymentResult } from "@backlot/domain";
import { makeAndSavePdf } from "@backlot/ui/save-file";
import { LoadError } from "@backlot/ui/LoadError";
import { useServices, useTenant } from "../../app/services-context.js";
import { useLiveDocument } from "../../app/use-live.js";
import { OrderInvoice } from "./OrderInvoice.js";

export function InvoicePanel({ orderId, order }: { orderId: string; order: Order }) {
  const { call, documents } = useServices();
  const tenant = useTenant();
  const live = useLiveDocument<Invoice>(vendorPaths(tenant.vendor.id).invoice(orderId));
  if (live.status === "loading") return <p role="status">Loading the invoice…</p>;
  if (live.status === "error")
    return (
      <LoadError
        message="The invoice could not be loaded. Check the connection, then try again."
        onRetry={live.retry}
        retryLabel="Try again"
      />
    );
  const invoice = live.value ?? null;
  return (
    <OrderInvoice
      invoice={invoice}
      returned={order.status === "returned"}
      card={order.cardAuthorisation}
      currency={tenant.settings.currency}
      locale={tenant.settings.locale}
      timeZone={tenant.vendor.timezone}
      onIssue={async () => {
        await call<IssueInvoiceResult>("issueInvoice", { orderId });
      }}
      onRecord={async (payment) => {
        await call<PaymentResult>("recordPayment", { invoiceId: orderId, ...payment });
      }}
      onCharge={async () => {
        await call<PaymentResult>("chargeInvoice", { invoiceId: orderId });
      }}
      newId={() => documents.newId()}
      onSavePdf={() =>
        makeAndSavePdf(`The PDF of ${invoice?.number ?? "the invoice"}`, async () => {
          if (!invoice) throw new Error("There is no invoice yet");
          return (await import("@backlot/print/invoice")).houseInvoicePdf(invoice, tenant);
        })
      }
    />
  );
}
