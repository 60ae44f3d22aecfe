// /productions/:productionId/lists/:listId: one production list, read-only and live: its lines by group with each
// decision and who made it, what was offered and replaced, where it was sent, the quote requests made from it, and
// its own activity. Staff never edit it here; they may sign in as a member to act (decision 0049).
import { useState } from "react";
import { useParams } from "react-router";
import { type ActivityWithId, type QuoteRequest, activityPageSize, productions } from "@backlot/data";
import { quoteReference } from "@backlot/domain";
import type { Production, ProductionList } from "@backlot/domain/production";
import { quoteStatusLabels } from "@backlot/ui/labels";
import { LiveStatus } from "../app/LiveStatus.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument, useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { ListReview } from "./ListReview/index.js";
import { ProductionFeed } from "./ProductionFeed/index.js";
import { ProductionRecords } from "./ProductionRecords/index.js";
import { feedOf, recordsOf } from "./live-states.js";
import { whenFormat } from "./production-words.js";
import { usePropNames } from "./use-prop-names.js";
import styles from "./ProductionPage.module.css";

export function ProductionListPage() {
  const { productionId = "", listId = "" } = useParams();
  const { documents } = useServices();
  const tenant = useTenant();
  const repository = productions(documents, { vendorId: tenant.vendor.id });
  const live = useLiveDocument<ProductionList>(repository.listPath(productionId, listId));
  const production = useLiveDocument<Production>(repository.productionPath(productionId));
  const list = live.status === "ready" ? live.value : undefined;
  useTitle(list?.name ?? "Production list");
  const back = { href: `/productions/${productionId}`, label: "Back to the production" };
  if (!list) return <LiveStatus live={live} name="list" back={back} />;
  const productionName = production.status === "ready" ? production.value?.name : undefined;
  return <ListDetail productionId={productionId} productionName={productionName} listId={listId} list={list} />;
}

function ListDetail({
  productionId,
  productionName,
  listId,
  list,
}: {
  productionId: string;
  productionName: string | undefined;
  listId: string;
  list: ProductionList;
}) {
  const { documents } = useServices();
  const tenant = useTenant();
  const { locale } = tenant.settings;
  const repository = productions(documents, { vendorId: tenant.vendor.id });
  const when = whenFormat(locale, tenant.vendor.timezone);
  const nameOf = usePropNames(
    list.lines.flatMap((line) => [
      line.propId,
      ...(line.replaced ? [line.replaced.propId] : []),
      ...line.alternatives.map((alternative) => alternative.propId),
    ]),
  );
  const quotes = useLiveQuery<QuoteRequest>(repository.queryQuotes(productionId));
  const fromList =
    quotes.status === "ready"
      ? { ...quotes, value: quotes.value.filter((quote) => quote.fromProduction?.listId === listId) }
      : quotes;
  const [feedPages, setFeedPages] = useState(1);
  const feedSize = feedPages * activityPageSize;
  const activity = useLiveQuery<ActivityWithId>(repository.queryActivity(productionId, feedSize, listId));

  return (
    <div className={styles.production}>
      <p>
        <RouterLink href="/productions">Productions</RouterLink> ·{" "}
        <RouterLink href={`/productions/${productionId}`}>{productionName ?? "The production"}</RouterLink>
      </p>
      <ListReview
        list={{ ...list, id: listId }}
        nameOf={nameOf}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        LinkComponent={RouterLink}
      />
      <ProductionRecords
        quotes={recordsOf(fromList, (quote) => ({
          id: quote.id,
          label: quoteReference(quote.id),
          detail: [
            quoteStatusLabels[quote.status],
            `${quote.lines.length === 1 ? "1 line" : `${quote.lines.length.toString()} lines`}`,
            `asked ${when(quote.createdAt)}`,
          ].join(" · "),
          href: `/quotes/${quote.id}`,
        }))}
        titles={{ quotes: "Quote requests from this list" }}
        LinkComponent={RouterLink}
      />
      <ProductionFeed
        title="This list's activity"
        state={feedOf(activity, feedSize)}
        onShowMore={() => setFeedPages((pages) => pages + 1)}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
