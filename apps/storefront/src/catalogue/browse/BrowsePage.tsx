// A department, category or search results page: the facet panel, the active filters, the sort
// menu and the result grid, all driven by the address bar so a filtered page can be shared and
// the back button steps through the filters.
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePageData, usePageReload, usePendingLocation } from "../../app/page-router/page-context.js";
import {
  type CategoryPath,
  type FacetSelections,
  type SearchQuery,
  type SearchResult,
  type SortOrder,
  sortOrders,
} from "@backlot/search";
import { ActiveFilters, type ActiveFilter } from "@backlot/ui/ActiveFilters";
import { PropGrid } from "@backlot/ui/PropGrid";
import type { PropSummary } from "@backlot/ui/PropCard";
import { SortMenu } from "@backlot/ui/SortMenu";
import { TileGrid } from "@backlot/ui/TileGrid";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import { RouterLink } from "../../app/router-link.js";
import { categories, settings } from "../../app/tenant.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { usePropCardActions } from "../props/use-prop-card-actions.js";
import { FacetPanel } from "./FacetPanel.js";
import type { BrowseData } from "./browse-loader.js";
import { isAvailableOnly, locationOfQuery } from "./browse-url.js";
import { useCatalogueSearch } from "./use-catalogue-search.js";
import styles from "./BrowsePage.module.css";
import { hrefs } from "../../app/hrefs.js";
import { BrowsingDatesIsland } from "../availability/browsing-dates-island.js";
import { hasRentalDates, useRentalDates } from "../availability/rental-dates.js";
import { shownAvailability, useAvailability } from "../availability/use-availability.js";
import { pictureOf, withPictures } from "../props/prop-pictures.js";
import { afterPriceFormatWarmUp } from "../../app/price-format-warmup.js";

const priceLabel = new Map(settings.priceBins.map((bin) => [bin.id, bin.label]));
const fieldLabel = new Map(settings.customFields.map((field) => [field.id, field.label]));

function activeFilterChips(filters: FacetSelections): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const value of filters.priceBins ?? [])
    chips.push({ facet: "priceBins", value, label: priceLabel.get(value) ?? value });
  for (const facet of ["colors", "vendors", "tags"] as const)
    for (const value of filters[facet] ?? []) chips.push({ facet, value, label: value });
  for (const [field, values] of Object.entries(filters.custom ?? {}))
    for (const value of values)
      chips.push({ facet: `custom.${field}`, value, label: `${fieldLabel.get(field) ?? field}: ${value}` });
  return chips;
}

function withoutChip(filters: FacetSelections, chip: ActiveFilter): FacetSelections {
  if (chip.facet.startsWith("custom.")) {
    const field = chip.facet.slice("custom.".length);
    return {
      ...filters,
      custom: { ...filters.custom, [field]: (filters.custom?.[field] ?? []).filter((value) => value !== chip.value) },
    };
  }
  const facet = chip.facet as "priceBins" | "colors" | "vendors" | "tags";
  return { ...filters, [facet]: (filters[facet] ?? []).filter((value) => value !== chip.value) };
}

/** What the "available for my dates" box says about itself. */
function availabilityHint(availability: BrowseData["availability"], hasDates: boolean): string {
  if (availability === "failed") return "";
  if (availability === "noDates" || !hasDates) return "Choose your dates to see only props free for them.";
  if (availability === "applied") return "Showing only props free for your dates.";
  return "Cards show what is free for your dates.";
}

function heading(query: SearchQuery): string {
  const path = query.path ?? {};
  const place = path.subcategory ?? path.category ?? path.department;
  if (query.text) return place ? `“${query.text}” in ${place}` : `Results for “${query.text}”`;
  return place ?? "All props";
}

export function BrowsePage() {
  const { query, result, availableOnly, availability, categories: categoryTiles } = usePageData<BrowseData>();
  const location = useLocation();
  const navigate = useNavigate();
  const dates = useRentalDates();
  const { reload, reloading } = usePageReload();
  // The box follows the press at once, while the page asks the server which props to leave out.
  const pending = usePendingLocation();
  const toggling = pending?.pathname === location.pathname;
  const availableOnlyShown = toggling ? isAvailableOnly(new URLSearchParams(pending.search)) : availableOnly;
  const updating = reloading || (toggling && availableOnlyShown !== availableOnly);
  // New dates leave out other props: the loader asks the server again (also once the page has hydrated).
  const datesKey = `${dates.pickUpDate}/${dates.returnDate}`;
  const loadedFor = useRef(datesKey);
  useEffect(() => {
    if (loadedFor.current === datesKey) return;
    loadedFor.current = datesKey;
    if (availableOnly) void reload();
  }, [datesKey, availableOnly, reload]);
  const onSearchPage = location.pathname === "/search";
  const title = heading(query);
  useDocumentMeta(title);

  const titleRef = useRef<HTMLHeadingElement>(null);
  const go = (next: SearchQuery, onlyAvailable = availableOnly) =>
    void navigate(locationOfQuery(next, onSearchPage, onlyAvailable));
  /** When the last filter goes, its chips go too: focus moves to the page title, not to nowhere. */
  const clearTo = (next: SearchQuery) => {
    void Promise.resolve(navigate(locationOfQuery(next, onSearchPage, availableOnly))).then(() =>
      titleRef.current?.focus(),
    );
  };
  const filters = query.filters ?? {};
  const chips = activeFilterChips(filters);
  const department = categoryTiles && categories.departments.find((each) => each.name === query.path?.department);

  return (
    <div className={styles.page}>
      <header className={styles.banner} data-department={department ? "true" : "false"}>
        <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        {department?.description && <p className={styles.bannerText}>{department.description}</p>}
      </header>
      {categoryTiles && categoryTiles.length > 0 && (
        <nav className={styles.categoryTiles} aria-labelledby="category-tiles-heading">
          {/* The tiles' titles are h3: this keeps the outline in order under the page's h1. */}
          <VisuallyHidden as="h2" id="category-tiles-heading">
            Categories of {title}
          </VisuallyHidden>
          <TileGrid
            scroll
            priorityCount={2}
            tiles={categoryTiles.map((tile) => ({
              title: tile.name,
              href: tile.href,
              count: tile.count,
              ...(tile.picture ? { picture: pictureOf(tile.picture) } : {}),
            }))}
            locale={settings.locale}
            LinkComponent={RouterLink}
          />
        </nav>
      )}
      <div className={styles.layout}>
        <FacetPanel
          facets={result.facets}
          hierarchy={result.hierarchy}
          filters={filters}
          onFilters={(next) => go({ ...query, filters: next })}
          onPath={(path: CategoryPath) => go({ ...query, path })}
          activeCount={chips.length}
        />
        <section className={styles.results} aria-labelledby="results-heading" aria-busy={updating}>
          {/* The props' own headings are h3: this keeps the outline in order for screen readers. */}
          <VisuallyHidden as="h2" id="results-heading">
            Results
          </VisuallyHidden>
          <div className={styles.dates}>
            <BrowsingDatesIsland className={styles.datesForm} now={hasRentalDates(dates)} />
            <label className={styles.availableOnly}>
              <input
                type="checkbox"
                checked={availableOnlyShown}
                disabled={!availableOnlyShown && !hasRentalDates(dates)}
                aria-describedby="available-only-hint"
                onChange={(event) => go(query, event.target.checked)}
              />{" "}
              Available for my dates
            </label>
            <p id="available-only-hint" className={styles.hint} aria-live="polite">
              {updating
                ? "Checking what is free for your dates…"
                : availabilityHint(availability, hasRentalDates(dates))}
            </p>
            {availability === "failed" && !updating && (
              <p role="alert" className={styles.hint}>
                Availability could not be checked, so every prop is shown. Try again later.
              </p>
            )}
          </div>
          <div className={styles.toolbar}>
            <SortMenu
              total={result.total}
              sort={query.sort ?? "relevance"}
              onSort={(sort) =>
                go({
                  ...query,
                  sort: (sortOrders as readonly string[]).includes(sort) ? (sort as SortOrder) : "relevance",
                })
              }
            />
          </div>
          {chips.length > 0 && (
            <ActiveFilters
              filters={chips}
              onRemove={(chip) =>
                (chips.length === 1 ? clearTo : go)({ ...query, filters: withoutChip(filters, chip) })
              }
              onClearAll={() => clearTo({ ...query, filters: {} })}
            />
          )}
          {/* A new query is a new list: the key starts its results afresh. */}
          <BrowseResults
            key={JSON.stringify(query)}
            query={query}
            firstPage={result}
            {...(chips.length ? { onClearFilters: () => go({ ...query, filters: {} }) } : {})}
          />
        </section>
      </div>
    </div>
  );
}

function BrowseResults({
  query,
  firstPage,
  onClearFilters,
}: {
  query: SearchQuery;
  firstPage: SearchResult;
  onClearFilters?: () => void;
}) {
  const { results, hits, loadMore } = useCatalogueSearch(query, firstPage);
  const cardActions = usePropCardActions();
  const availability = useAvailability(
    hits.map((prop) => prop.id),
    useRentalDates(),
  );
  return (
    <>
      <PropGrid
        props={hits.map(withPictures)}
        total={results.queryInfo?.total ?? firstPage.total}
        status={results.error ? "error" : results.isFetching ? "loading" : "ready"}
        onLoadMore={loadMore}
        {...(onClearFilters ? { onClearFilters } : {})}
        settings={settings}
        hrefOf={(prop) => hrefs.prop(prop.id)}
        {...cardActions.grid}
        {...(availability
          ? { availabilityOf: (prop: PropSummary) => shownAvailability(availability.of(prop.id), prop.quantity) }
          : {})}
        LinkComponent={RouterLink}
      />
      {cardActions.dialog}
    </>
  );
}

/** What the route loads: the page, once prices can be formatted without slowing its hydration. */
export const ready = afterPriceFormatWarmUp(BrowsePage);
