// The console's catalogue: props shown to customers or hidden, by name, found by name or item
// number, a page at a time; each row links to the prop's editor. It loads nothing itself: the
// console passes the page it has, and is told when staff switch between shown and hidden, type a
// search, or ask for more.
import { formatMoney } from "@backlot/domain/money";
import { DataTable, type DataTableColumn, type DataTableState } from "@backlot/ui/DataTable";
import type { LinkComponent } from "@backlot/ui/Link";
import styles from "./CatalogueDesk.module.css";

export type CatalogueVisibility = "shown" | "hidden";

/** One prop as the catalogue lists it. */
export interface CatalogueDeskRow {
  /** Its item number ("BPH-10432"). */
  id: string;
  name: string;
  /** Minor units (cents) for one week. */
  weeklyRate: number;
  quantity: number;
  department: string;
  category: string;
}

export type CatalogueDeskState = DataTableState<CatalogueDeskRow>;

export interface CatalogueDeskLabels {
  title: string;
  statuses: string;
  visibility: Record<CatalogueVisibility, string>;
  search: string;
  searchHint: string;
  name: string;
  item: string;
  rate: string;
  stock: string;
  department: string;
  loading: string;
  error: string;
  retry: string;
  empty: Record<CatalogueVisibility, string>;
  noMatch: (search: string) => string;
  loadMore: string;
  loadingMore: string;
}

export const defaultCatalogueDeskLabels: CatalogueDeskLabels = {
  title: "Catalogue",
  statuses: "Props by visibility",
  visibility: { shown: "Shown", hidden: "Hidden" },
  search: "Find a prop",
  searchHint: "The start of its name or item number.",
  name: "Prop",
  item: "Item",
  rate: "Weekly rate",
  stock: "Stock",
  department: "Department",
  loading: "Loading the catalogue…",
  error: "The catalogue could not be loaded.",
  retry: "Try again",
  empty: { shown: "No props are shown to customers.", hidden: "No props are hidden." },
  noMatch: (search) => `No props here match “${search}”.`,
  loadMore: "Show more",
  loadingMore: "Loading more…",
};

export interface CatalogueDeskProps {
  visibility: CatalogueVisibility;
  onVisibilityChange: (visibility: CatalogueVisibility) => void;
  search: string;
  onSearchChange: (search: string) => void;
  state: CatalogueDeskState;
  onLoadMore: () => void;
  /** The address of one prop's editor. */
  hrefOf: (id: string) => string;
  settings: { locale: string; currency: string };
  LinkComponent?: LinkComponent;
  labels?: Partial<CatalogueDeskLabels>;
}

const visibilities: readonly CatalogueVisibility[] = ["shown", "hidden"];

export function CatalogueDesk({
  visibility,
  onVisibilityChange,
  search,
  onSearchChange,
  state,
  onLoadMore,
  hrefOf,
  settings,
  LinkComponent,
  labels: given = {},
}: CatalogueDeskProps) {
  const labels = { ...defaultCatalogueDeskLabels, ...given };
  const columns: DataTableColumn<CatalogueDeskRow>[] = [
    { header: labels.item, cell: (row) => <span className={styles.item}>{row.id}</span> },
    { header: labels.rate, cell: (row) => formatMoney(row.weeklyRate, settings.currency, settings.locale) },
    { header: labels.stock, cell: (row) => row.quantity.toLocaleString(settings.locale) },
    {
      header: labels.department,
      cell: (row) => (
        <>
          {row.department}
          <span className={styles.category}>{row.category}</span>
        </>
      ),
    },
  ];
  return (
    <DataTable
      title={labels.title}
      views={visibilities.map((value) => ({ value, label: labels.visibility[value] }))}
      view={visibility}
      onViewChange={onVisibilityChange}
      search={{
        value: search,
        onChange: onSearchChange,
        label: labels.search,
        hint: labels.searchHint,
        noMatch: labels.noMatch,
      }}
      rowHeader={{ header: labels.name, text: (row) => row.name, href: (row) => hrefOf(row.id) }}
      columns={columns}
      state={state}
      empty={labels.empty[visibility]}
      onLoadMore={onLoadMore}
      LinkComponent={LinkComponent}
      labels={{ ...labels, views: labels.statuses }}
    />
  );
}
