// /productions/:productionId: one production as the prop house sees it, live. Its team and the invitations waiting,
// its lists (each opening to a read-only page), the quote requests made from them, its members' orders and paperwork,
// and its activity feed. Staff read; they act in a production only by signing in as a member (decision 0049).
import { useState } from "react";
import { useParams } from "react-router";
import {
  type ActivityWithId,
  type PaperWithId,
  type ProductionListWithId,
  type QuoteRequest,
  activityPageSize,
  customers,
  papers,
  productions,
} from "@backlot/data";
import { type Order, orderReference, quoteReference } from "@backlot/domain";
import type { Production } from "@backlot/domain/production";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { orderStatusLabels, paperKindLabels, paperStateLabels, quoteStatusLabels } from "@backlot/ui/labels";
import { usePages } from "../app/desk-address.js";
import { LiveStatus } from "../app/LiveStatus.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument, useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { ProductionFeed } from "./ProductionFeed/index.js";
import { ProductionListsTable, type ProductionListsTableState } from "./ProductionListsTable/index.js";
import { ProductionRecords } from "./ProductionRecords/index.js";
import { feedOf, recordsOf } from "./live-states.js";
import { ProductionTeam } from "./ProductionTeam/index.js";
import { queriesForMembers } from "./member-records.js";
import { countOf, whenFormat, whoDid } from "./production-words.js";
import { useMemberRecords } from "./use-member-records.js";
import styles from "./ProductionPage.module.css";

const back = { href: "/productions", label: "Back to the productions" };

export function ProductionPage() {
  const { productionId = "" } = useParams();
  const { documents } = useServices();
  const tenant = useTenant();
  const path = productions(documents, { vendorId: tenant.vendor.id }).productionPath(productionId);
  const live = useLiveDocument<Production>(path);
  const production = live.status === "ready" ? live.value : undefined;
  useTitle(production?.name ?? "Production");
  if (!production) return <LiveStatus live={live} name="production" back={back} />;
  return <ProductionDetail id={productionId} production={production} />;
}

function ProductionDetail({ id, production }: { id: string; production: Production }) {
  const { documents } = useServices();
  const tenant = useTenant();
  const { locale } = tenant.settings;
  const { timezone } = tenant.vendor;
  const vendor = { vendorId: tenant.vendor.id };
  const repository = productions(documents, vendor);
  const when = whenFormat(locale, timezone);
  const memberName = (uid: string) => production.members[uid]?.name ?? "a former member";

  const lists = useLiveQuery<ProductionListWithId>(repository.queryLists(id));
  const quotes = useLiveQuery<QuoteRequest>(repository.queryQuotes(id));
  const [feedPages, setFeedPages] = useState(1);
  const feedSize = feedPages * activityPageSize;
  const activity = useLiveQuery<ActivityWithId>(repository.queryActivity(id, feedSize));

  // Orders and papers are the members' own (a member's personal orders too): the house deals with people.
  const uids = Object.keys(production.members);
  const orderPages = usePages(`orders\u0000${id}`);
  const paperPages = usePages(`papers\u0000${id}`);
  const orders = useMemberRecords<Order>(
    queriesForMembers((uid) => customers(documents, vendor).queryActivity(uid).orders, uids, orderPages.pageSize),
    orderPages.pageSize,
  );
  const memberPapers = useMemberRecords<PaperWithId>(
    queriesForMembers(papers(documents, vendor).queryForCustomer, uids, paperPages.pageSize),
    paperPages.pageSize,
  );

  const listsState: ProductionListsTableState =
    lists.status === "ready"
      ? { status: "ready", lists: lists.value }
      : lists.status === "error"
        ? { status: "error", onRetry: lists.retry }
        : { status: "loading" };

  return (
    <div className={styles.production}>
      <p>
        <RouterLink href="/productions">Productions</RouterLink>
      </p>
      <header className={styles.header}>
        <h1 className={styles.title}>{production.name}</h1>
        <p className={styles.muted}>
          Started by {whoDid(production.createdBy)}, {when(production.createdAt)} ·{" "}
          {countOf(production.listCount, "list")} · last activity {when(production.updatedAt)}
        </p>
        <p className={styles.muted}>
          Staff read everything here. To act in the production, sign in as one of its members from their customer page.
        </p>
      </header>
      <ProductionTeam
        members={production.members}
        invites={production.invites}
        customerHref={(uid) => `/customers/${uid}`}
        settings={tenant.settings}
        timeZone={timezone}
        LinkComponent={RouterLink}
      />
      <ProductionListsTable
        state={listsState}
        listHref={(listId) => `/productions/${id}/lists/${listId}`}
        settings={tenant.settings}
        timeZone={timezone}
        LinkComponent={RouterLink}
      />
      <ProductionRecords
        quotes={recordsOf(quotes, (quote) => ({
          id: quote.id,
          label: `${quoteReference(quote.id)}, ${quote.fromProduction?.listName ?? quote.production}`,
          detail: [quoteStatusLabels[quote.status], formatRentalDates(quote.pickUpDate, quote.returnDate, locale)].join(
            " · ",
          ),
          href: `/quotes/${quote.id}`,
        }))}
        orders={recordsOf(
          orders,
          (order) => ({
            id: order.id,
            label: `${orderReference(order.id)}, ${order.setListName}`,
            detail: `${orderStatusLabels[order.status]} · ${memberName(order.uid)}`,
            href: `/orders/${order.id}`,
          }),
          { pageSize: orderPages.pageSize, onShowMore: orderPages.loadMore },
        )}
        papers={recordsOf(
          memberPapers,
          (paper) => ({
            id: paper.id,
            label: `${paperKindLabels[paper.kind]}, ${memberName(paper.uid)}`,
            detail: `${paperStateLabels[paper.state]} · sent ${when(paper.sentAt)}`,
            href: `/customers/${paper.uid}`,
          }),
          { pageSize: paperPages.pageSize, onShowMore: paperPages.loadMore },
        )}
        LinkComponent={RouterLink}
      />
      <ProductionFeed
        state={feedOf(activity, feedSize)}
        onShowMore={() => setFeedPages((pages) => pages + 1)}
        listHref={(listId) => `/productions/${id}/lists/${listId}`}
        settings={tenant.settings}
        timeZone={timezone}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
