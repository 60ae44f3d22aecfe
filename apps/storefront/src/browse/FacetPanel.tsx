// The filters beside the results: departments > categories > subcategories, price bins (unless
// the tenant hides them), colours as swatches, vendors, tags, and the tenant's own fields.
import type { CategoryPath, FacetSelections, HierarchyValue, SearchFacets } from "@backlot/search";
import { CategoryMenu } from "@backlot/ui/CategoryMenu";
import { FacetList } from "@backlot/ui/FacetList";
import { settings } from "../app/tenant.js";
import styles from "./BrowsePage.module.css";

type ListFacet = "vendors" | "tags" | "colors" | "priceBins";

export interface FacetPanelProps {
  facets: SearchFacets | null;
  hierarchy: HierarchyValue[];
  filters: FacetSelections;
  onFilters: (filters: FacetSelections) => void;
  onPath: (path: CategoryPath) => void;
}

const toggle = (values: readonly string[] | undefined, value: string) => (values?.includes(value) ? values.filter((each) => each !== value) : [...(values ?? []), value]);
const priceLabel = new Map(settings.priceBins.map((bin) => [bin.id, bin.label]));

export function FacetPanel({ facets, hierarchy, filters, onFilters, onPath }: FacetPanelProps) {
  const toggleList = (facet: ListFacet) => (value: string) => onFilters({ ...filters, [facet]: toggle(filters[facet], value) });
  const toggleCustom = (field: string) => (value: string) => onFilters({ ...filters, custom: { ...filters.custom, [field]: toggle(filters.custom?.[field], value) } });
  return (
    <aside className={styles.facets} aria-label="Filters">
      <CategoryMenu values={hierarchy} onSelect={onPath} />
      {facets && (
        <>
          {!settings.hidePriceFilter && <FacetList title="Weekly price" values={facets.priceBins} onToggle={toggleList("priceBins")} labelOf={(id) => priceLabel.get(id) ?? id} />}
          <FacetList title="Colour" variant="swatches" values={facets.colors} onToggle={toggleList("colors")} />
          {settings.customFields
            .filter((field) => field.facet)
            .map((field) => (
              <FacetList key={field.id} title={field.label} values={facets.custom[field.id] ?? []} onToggle={toggleCustom(field.id)} />
            ))}
          <FacetList title="Vendor" values={facets.vendors} onToggle={toggleList("vendors")} />
          <FacetList title="Tags" values={facets.tags} onToggle={toggleList("tags")} />
        </>
      )}
    </aside>
  );
}
