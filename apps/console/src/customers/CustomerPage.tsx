// /customers/:uid: one customer, live. Who they are, whether their address is verified, and where
// they stand, with approve (asking first for an unverified address) and deny (approveCustomer);
// what they have at the prop house (quote requests, orders, set lists and favourites, each linking
// to the console's page where it has one); their paperwork (reviewed in place, and account terms granted); and
// "Sign in as" them (startImpersonation), with the audit trail of every time staff did.
import { useParams } from "react-router";
import { type AuditEntry, type QuoteRequest, customers, vendorPaths } from "@backlot/data";
import { formatMoney } from "@backlot/domain/money";
import {
  type CommandDone,
  type Order,
  type SetList,
  type StartImpersonationResult,
  type VendorUser,
  orderReference,
  quoteReference,
  standingOf,
} from "@backlot/domain";
import { orderStatusLabels, quoteStatusLabels } from "@backlot/ui/labels";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { CustomerActivity, type ActivityItem, type ActivityState } from "./CustomerActivity/index.js";
import { CustomerCard } from "./CustomerCard/index.js";
import { type AuditTrailEntry, type AuditTrailState, SignInAs } from "./SignInAs/index.js";
import { LiveStatus } from "../app/LiveStatus.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { type Live, useLiveDocument, useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { customerName } from "./customer-name.js";
import { useApprovalQuestion } from "./use-approval-question.js";
import { useFavouriteProps } from "./use-favourite-props.js";
import { CustomerPaperworkSection } from "../paperwork/CustomerPaperworkSection.js";
import { CustomerProductionsSection } from "../productions/CustomerProductionsSection.js";
import styles from "./CustomerPage.module.css";
import { isoOf } from "../app/server-time.js";

/** A live list as the activity lists take it. */
function activityOf<T>(live: Live<(T & { id: string })[]>, itemOf: (item: T & { id: string }) => ActivityItem) {
  if (live.status === "error") return { status: "error", onRetry: live.retry } satisfies ActivityState;
  if (live.status === "loading") return { status: "loading" } satisfies ActivityState;
  return { status: "ready", items: live.value.map(itemOf) } satisfies ActivityState;
}

function trailEntry(entry: AuditEntry & { id: string }): AuditTrailEntry {
  return {
    id: entry.id,
    at: isoOf(entry.at),
    staff: entry.staffEmail ?? entry.staffUid,
    reason: entry.reason,
    outcome: entry.tokenIssued ? "signedIn" : entry.tokenError ? "failed" : "unfinished",
    error: entry.tokenError,
  };
}

export function CustomerPage() {
  const { uid = "" } = useParams();
  const { documents, call } = useServices();
  const tenant = useTenant();
  const { locale } = tenant.settings;
  const repository = customers(documents, { vendorId: tenant.vendor.id });
  const activity = repository.queryActivity(uid);
  const live = useLiveDocument<VendorUser>(vendorPaths(tenant.vendor.id).user(uid));
  const quotes = useLiveQuery<QuoteRequest>(activity.quotes);
  const orders = useLiveQuery<Order>(activity.orders);
  const setLists = useLiveQuery<SetList>(activity.setLists);
  const audit = useLiveQuery<AuditEntry>(repository.queryAudit(uid));
  const user = live.status === "ready" ? live.value : undefined;
  const favourites = useFavouriteProps(user?.favorites);
  const name = customerName(user);
  const askApproval = useApprovalQuestion();
  useTitle(user ? name : "Customer");

  if (!user)
    return <LiveStatus live={live} name="customer" back={{ href: "/customers", label: "Back to the customers" }} />;

  const trail: AuditTrailState =
    audit.status === "ready"
      ? { status: "ready", entries: audit.value.map(trailEntry) }
      : audit.status === "error"
        ? { status: "error", onRetry: audit.retry }
        : { status: "loading" };

  return (
    <div className={styles.customer}>
      <p>
        <RouterLink href="/customers">Customers</RouterLink> ·{" "}
        <RouterLink href={`/inbox/${uid}`}>Messages with {name}</RouterLink>
      </p>
      <CustomerCard
        customer={{
          name,
          email: user.email,
          emailVerified: user.isEmailVerified,
          phone: user.phone,
          studio: user.studio,
          production: user.production,
          title: user.title,
          joinedAt: isoOf(user.createdAt),
          lastSignInAt: isoOf(user.lastLoginAt),
          standing: standingOf(user.isAuthorized),
        }}
        onDecide={async (isAuthorized) => {
          await call<CommandDone>("approveCustomer", { uid, isAuthorized });
        }}
        {...(user.isEmailVerified ? {} : { confirmApproval: () => askApproval({ name, email: user.email }) })}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
      />
      <CustomerActivity
        quotes={activityOf(quotes, (quote) => ({
          id: quote.id,
          label: `${quoteReference(quote.id)}, ${quote.production}`,
          detail: [quoteStatusLabels[quote.status], formatRentalDates(quote.pickUpDate, quote.returnDate, locale)].join(
            " · ",
          ),
          href: `/quotes/${quote.id}`,
        }))}
        orders={activityOf(orders, (order) => ({
          id: order.id,
          label: `${orderReference(order.id)}, ${order.setListName}`,
          detail:
            orderStatusLabels[order.status] +
            (order.estimate ? ` · ${formatMoney(order.estimate.subtotal, order.estimate.currency, locale)}` : ""),
          href: `/orders/${order.id}`,
        }))}
        setLists={activityOf(setLists, (list) => ({
          id: list.id,
          label: list.name,
          detail: [list.lines.length === 1 ? "1 prop" : `${list.lines.length.toString()} props`, list.production]
            .filter(Boolean)
            .join(" · "),
        }))}
        favorites={favourites}
        LinkComponent={RouterLink}
      />
      <CustomerProductionsSection uid={uid} />
      <CustomerPaperworkSection uid={uid} />
      <SignInAs
        customerName={name}
        onStart={async (reason) => {
          const { token } = await call<StartImpersonationResult>("startImpersonation", { uid, reason });
          // The token rides in the fragment, which the browser never sends to a server.
          return new URL(`/auth/impersonate#token=${encodeURIComponent(token)}`, tenant.storefrontUrl).href;
        }}
        trail={trail}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
      />
    </div>
  );
}
