// /pages/request-a-quote: the tenant's words about quotes, then the form. It carries a prop
// (?prop=, in the variant chosen on its page: &variant=) or, for a logged-in customer, one of their
// set lists (?setList=), each line with its variant; a visitor can also
// describe a fabrication or graphics job in the notes alone. The server (requestQuote) takes it; one
// request id per submission, kept across retries, so a second press never sends it twice.
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { usePageData } from "../app/page-router/page-context.js";
import { vendorToday } from "@backlot/domain/quote";
import { QuoteRequestForm, type QuoteRequestItem } from "@backlot/ui/QuoteRequestForm";
import type { ContentPageData } from "../content/content-page-data.js";
import { withListAtChosenLocation } from "../pickup/list-location.js";
import { atChosenLocation } from "../pickup/chosen-location.js";
import { getServices } from "../app/services.js";
import { tenant } from "../app/tenant.js";
import { useAuthState } from "../app/use-auth.js";
import { useCatalogueProps } from "../app/use-catalogue-props.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { useSetLists } from "../set-lists/use-set-lists.js";
import { ContentView } from "../content/ContentRoute.js";
import { quoteReference, withVariant } from "@backlot/domain";
import { RouterLink } from "../app/router-link.js";
import { hrefs, variantParam } from "../app/hrefs.js";
import { datesOfList, useHydrated, useRentalDates } from "../catalogue/availability/rental-dates.js";
import { lineItem } from "../set-lists/line-items.js";

export function RequestQuotePage() {
  const page = usePageData<ContentPageData>();
  const [search] = useSearchParams();
  const auth = useAuthState();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : null;
  const user = auth.status === "authenticated" ? auth.vendorUser : null;
  const requestId = useRef<string | null>(null);
  const browsingDates = useRentalDates();
  const hydrated = useHydrated();
  usePreparedCommands("quoteRequest");
  const setListId = search.get("setList");
  const propId = search.get("prop");
  const { state: lists } = useSetLists(uid, setListId !== null);
  const list = setListId && lists.status === "ready" ? lists.lists.find((each) => each.id === setListId) : undefined;
  const wanted = list ? list.lines.map((line) => line.propId) : propId ? [propId] : [];
  const load = useCatalogueProps(wanted);
  const propOf = (id: string) => (load.status === "ready" ? load.value.get(id) : undefined);
  const prop = propId ? propOf(propId) : undefined;
  // A variant the prop does not offer (an old link) is left out: the request is for the prop.
  const variantId = prop?.variants.find((variant) => variant.id === search.get(variantParam))?.id;
  const items: QuoteRequestItem[] = list
    ? list.lines.map((line) => lineItem(line, propOf(line.propId)))
    : prop
      ? [lineItem({ propId: prop.id, ...withVariant({ variantId }), quantity: 1 }, prop)]
      : [];
  const ready = load.status !== "loading" && (!setListId || !uid || lists.status !== "loading");

  return (
    <ContentView page={page}>
      {ready && !list && items.length > 0 && (
        <p>
          This request is for{" "}
          <RouterLink href={hrefs.prop(items[0]?.propId ?? "", items[0]?.variantId)}>{items[0]?.name}</RouterLink>. To
          ask about several props at once, put them in a set list first.
        </p>
      )}
      {ready ? (
        <QuoteRequestForm
          // Once the page has hydrated, the form starts again with the remembered dates (before anyone types).
          key={`${list?.id ?? ""}:${items.length}:${hydrated ? "dated" : ""}`}
          {...(list ? { setList: { id: list.id, name: list.name, items } } : { items })}
          initialValues={{
            // The list's dates, else the ones the customer browses for: chosen once, not typed again.
            ...(list ? datesOfList(list, browsingDates) : browsingDates),
            ...(user
              ? {
                  name: [user.firstName, user.lastName].filter(Boolean).join(" "),
                  email: user.email,
                  phone: user.phone,
                  production: list?.production || user.production,
                }
              : {}),
          }}
          headingLevel={2}
          // The vendor's calendar day, as the contract checks pick-up dates (not the browser's).
          today={vendorToday(tenant.vendor.timezone)}
          onSubmit={async (request) => {
            const { commands, setLists } = await getServices();
            requestId.current ??= commands.newId();
            const setList = uid && list ? list.id : null;
            if (uid && setList) await withListAtChosenLocation(setLists, uid, setList);
            // A set list's request is at its dock (withListAtChosenLocation); any other names the chosen one.
            const { id } = await commands.requestQuote({
              requestId: requestId.current,
              setListId: setList,
              ...(setList ? {} : atChosenLocation()),
              request,
            });
            requestId.current = null;
            return { reference: quoteReference(id) };
          }}
        />
      ) : (
        <p role="status">Loading the quote form…</p>
      )}
    </ContentView>
  );
}
