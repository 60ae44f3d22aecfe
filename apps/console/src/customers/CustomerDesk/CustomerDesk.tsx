// The customer list of the console: the prop house's customers in one standing at a time (awaiting
// approval, approved, denied), newest first, found by name, email, studio or production, a page
// at a time, each saying whether their address is verified when the console knows. Each row links
// to the customer's page. It loads nothing itself: the console passes the page it has, and is told
// when staff change the standing, the search or ask for more.
import { type CustomerStanding, customerStandings } from "@backlot/domain";
import { customerStandingLabels } from "@backlot/ui/labels";
import { DataTable, type DataTableColumn, type DataTableState } from "@backlot/ui/DataTable";
import type { LinkComponent } from "@backlot/ui/Link";
import styles from "./CustomerDesk.module.css";

/** One customer as the list shows them. */
export interface CustomerDeskRow {
  id: string;
  /** Their name, else their email. */
  name: string;
  email: string;
  /** Whether they proved the address is theirs; the list says so under it when given. */
  emailVerified?: boolean;
  /** "" when they gave none. */
  studio: string;
  production: string;
  /** When they signed up (ISO 8601). */
  joinedAt: string;
  /** When they last signed in (ISO 8601). */
  lastSignInAt: string;
}

export type CustomerDeskState = DataTableState<CustomerDeskRow>;

export interface CustomerDeskLabels {
  title: string;
  statuses: string;
  search: string;
  searchHint: string;
  customer: string;
  email: string;
  verified: string;
  unverified: string;
  work: string;
  joined: string;
  lastSignIn: string;
  loading: string;
  error: string;
  retry: string;
  empty: (standing: string) => string;
  noMatch: (search: string) => string;
  loadMore: string;
  loadingMore: string;
}

export const defaultCustomerDeskLabels: CustomerDeskLabels = {
  title: "Customers",
  statuses: "Customers by standing",
  search: "Find a customer",
  searchHint: "The start of a name, an email, a studio or a production.",
  customer: "Customer",
  email: "Email",
  verified: "Verified",
  unverified: "Not verified",
  work: "Studio and production",
  joined: "Joined",
  lastSignIn: "Last signed in",
  loading: "Loading customers…",
  error: "The customers could not be loaded.",
  retry: "Try again",
  empty: (standing) =>
    standing === customerStandingLabels.awaiting
      ? "No one is awaiting approval."
      : `No ${standing.toLowerCase()} customers.`,
  noMatch: (search) => `No customers with this standing match “${search}”.`,
  loadMore: "Show more",
  loadingMore: "Loading more…",
};

export interface CustomerDeskProps {
  standing: CustomerStanding;
  onStandingChange: (standing: CustomerStanding) => void;
  search: string;
  onSearchChange: (search: string) => void;
  state: CustomerDeskState;
  onLoadMore: () => void;
  /** The address of one customer's page. */
  hrefOf: (id: string) => string;
  settings: { locale: string };
  /** The vendor's time zone, for when customers joined and signed in. */
  timeZone: string;
  LinkComponent?: LinkComponent;
  labels?: Partial<CustomerDeskLabels>;
}

export function CustomerDesk({
  standing,
  onStandingChange,
  search,
  onSearchChange,
  state,
  onLoadMore,
  hrefOf,
  settings,
  timeZone,
  LinkComponent,
  labels: given = {},
}: CustomerDeskProps) {
  const labels = { ...defaultCustomerDeskLabels, ...given };
  const day = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeZone });
  const columns: DataTableColumn<CustomerDeskRow>[] = [
    {
      header: labels.email,
      cell: (row) => (
        <>
          {row.email}
          {row.emailVerified !== undefined && (
            <span className={styles.verification} data-verified={row.emailVerified}>
              {row.emailVerified ? labels.verified : labels.unverified}
            </span>
          )}
        </>
      ),
    },
    {
      header: labels.work,
      cell: (row) => (
        <>
          {row.studio}
          {row.production && <span className={styles.production}>{row.production}</span>}
        </>
      ),
    },
    { header: labels.joined, cell: (row) => day.format(new Date(row.joinedAt)) },
    { header: labels.lastSignIn, cell: (row) => day.format(new Date(row.lastSignInAt)) },
  ];
  return (
    <DataTable
      title={labels.title}
      views={customerStandings.map((value) => ({ value, label: customerStandingLabels[value] }))}
      view={standing}
      onViewChange={onStandingChange}
      search={{
        value: search,
        onChange: onSearchChange,
        label: labels.search,
        hint: labels.searchHint,
        noMatch: labels.noMatch,
      }}
      rowHeader={{ header: labels.customer, text: (row) => row.name, href: (row) => hrefOf(row.id) }}
      columns={columns}
      state={state}
      empty={labels.empty(customerStandingLabels[standing])}
      onLoadMore={onLoadMore}
      LinkComponent={LinkComponent}
      labels={{ ...labels, views: labels.statuses }}
    />
  );
}
