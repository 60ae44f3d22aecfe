// A coordinator's quote request for an approved production list: the kit's quote form, with the approved lines shown
// (the server takes them from the list, rejected and undecided ones left out), the production's name, the list's
// dates and the coordinator's own contact filled in. Sent as requestQuote naming the list, with the captcha's token
// like every quote request; one request id per submission, kept across retries.
import { useRef } from "react";
import { type Prop, quoteReference } from "@backlot/domain";
import { vendorToday } from "@backlot/domain/quote";
import { type ProductionList, approvedLines } from "@backlot/domain/production";
import { QuoteRequestForm } from "@backlot/ui/QuoteRequestForm";
import { getServices } from "../../app/services.js";
import { tenant } from "../../app/tenant.js";
import { useAuthState } from "../../app/use-auth.js";
import { usePreparedCommands } from "../../app/use-prepared-commands.js";
import { lineItem } from "../../set-lists/line-items.js";
import { contactPrefill } from "../../orders/OrderForm.js";

export interface ListQuoteRequestProps {
  productionId: string;
  listId: string;
  production: { name: string };
  list: Pick<ProductionList, "name" | "lines" | "pickUpDate" | "returnDate">;
  propOf: (propId: string) => Prop | undefined;
}

export function ListQuoteRequest({ productionId, listId, production, list, propOf }: ListQuoteRequestProps) {
  const auth = useAuthState();
  const user = auth.status === "authenticated" ? auth.vendorUser : null;
  const requestId = useRef<string | null>(null);
  usePreparedCommands("quoteRequest");
  const items = approvedLines(list.lines).map((line) => lineItem(line, propOf(line.propId)));

  return (
    <QuoteRequestForm
      setList={{ id: listId, name: list.name, items }}
      initialValues={{
        pickUpDate: list.pickUpDate,
        returnDate: list.returnDate,
        production: production.name,
        ...contactPrefill(user),
      }}
      headingLevel={2}
      today={vendorToday(tenant.vendor.timezone)}
      onSubmit={async (request) => {
        const { commands } = await getServices();
        requestId.current ??= commands.newId();
        // The approved lines replace the request's lines on the server; the list is named, not a set list of mine.
        const call = {
          requestId: requestId.current,
          setListId: null,
          productionList: { productionId, listId },
          request,
        };
        const { id } = await commands.requestQuote(call);
        requestId.current = null;
        return { reference: quoteReference(id) };
      }}
    />
  );
}
