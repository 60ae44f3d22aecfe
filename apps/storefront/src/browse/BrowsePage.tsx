// A department, category or search results page: the facet panel, the active filters, the sort
// menu and the result grid, all driven by the address bar so a filtered page can be shared and
// the back button steps through the filters.
import { useRef } from "react";
import { useLoaderData, useLocation, useNavigate } from "react-router";
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
import { SortMenu } from "@backlot/ui/SortMenu";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../hooks/use-document-meta.js";
import { useFavorites } from "../hooks/use-favorites.js";
import { FacetPanel } from "./FacetPanel.js";
import type { BrowseData } from "./browse-loader.js";
import { locationOfQuery } from "./browse-url.js";
import { useCatalogueSearch } from "./use-catalogue-search.js";
import styles from "./BrowsePage.module.css";
import { hrefs } from "../app/hrefs.js";

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

function heading(query: SearchQuery): string {
  const path = query.path ?? {};
  const place = path.subcategory ?? path.category ?? path.department;
  if (query.text) return place ? `“${query.text}” in ${place}` : `Results for “${query.text}”`;
  return place ?? "All props";
}

export function BrowsePage() {
  const { query, result } = useLoaderData<BrowseData>();
  const location = useLocation();
  const navigate = useNavigate();
  const onSearchPage = location.pathname === "/search";
  const title = heading(query);
  useDocumentMeta(title);

  const titleRef = useRef<HTMLHeadingElement>(null);
  const go = (next: SearchQuery) => void navigate(locationOfQuery(next, onSearchPage));
  /** When the last filter goes, its chips go too: focus moves to the page title, not to nowhere. */
  const clearTo = (next: SearchQuery) => {
    void Promise.resolve(navigate(locationOfQuery(next, onSearchPage))).then(() => titleRef.current?.focus());
  };
  const filters = query.filters ?? {};
  const chips = activeFilterChips(filters);

  return (
    <div className={styles.page}>
      <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
      <div className={styles.layout}>
        <FacetPanel
          facets={result.facets}
          hierarchy={result.hierarchy}
          filters={filters}
          onFilters={(next) => go({ ...query, filters: next })}
          onPath={(path: CategoryPath) => go({ ...query, path })}
          activeCount={chips.length}
        />
        <section className={styles.results} aria-labelledby="results-heading">
          {/* The props' own headings are h3: this keeps the outline in order for screen readers. */}
          <VisuallyHidden as="h2" id="results-heading">
            Results
          </VisuallyHidden>
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
  const favorites = useFavorites();
  return (
    <PropGrid
      props={hits}
      total={results.queryInfo?.total ?? firstPage.total}
      status={results.error ? "error" : results.isFetching ? "loading" : "ready"}
      onLoadMore={loadMore}
      {...(onClearFilters ? { onClearFilters } : {})}
      settings={settings}
      hrefOf={(prop) => hrefs.prop(prop.id)}
      favorites={favorites.ids}
      onToggleFavorite={favorites.toggle}
      LinkComponent={RouterLink}
    />
  );
}
