// The filters themselves: departments > categories > subcategories, price bins (unless the tenant hides them), colours
// as swatches, vendors, tags, and the tenant's own fields. An island inside the filter panel (decision 0051): on a
// phone the panel is folded, so their code comes when the visitor opens it; on a wide screen, at once.
import type { CategoryPath, FacetSelections, FacetValue, HierarchyValue, SearchFacets } from "@backlot/search";
import { CategoryMenu } from "@backlot/ui/CategoryMenu";
import { FacetList } from "@backlot/ui/FacetList";
import { settings } from "../../app/tenant.js";

type ListFacet = "vendors" | "tags" | "colors" | "priceBins";

export interface FacetListsProps {
  facets: SearchFacets;
  hierarchy: HierarchyValue[];
  filters: FacetSelections;
  onFilters: (filters: FacetSelections) => void;
  onPath: (path: CategoryPath) => void;
}

const toggle = (values: readonly string[] | undefined, value: string) =>
  values?.includes(value) ? values.filter((each) => each !== value) : [...(values ?? []), value];
const priceLabel = new Map(settings.priceBins.map((bin) => [bin.id, bin.label]));

/**
 * The values with their ticks taken from the address bar, not from the last results: a click
 * shows at once, before the new counts arrive.
 */
function ticked(values: readonly FacetValue[], selected: readonly string[] | undefined): FacetValue[] {
  const chosen = new Set(selected ?? []);
  const listed = values.map((option) => ({ ...option, selected: chosen.has(option.value) }));
  for (const value of chosen)
    if (!values.some((option) => option.value === value)) listed.push({ value, count: 0, selected: true });
  return listed;
}

export function FacetLists({ facets, hierarchy, filters, onFilters, onPath }: FacetListsProps) {
  const toggleList = (facet: ListFacet) => (value: string) =>
    onFilters({ ...filters, [facet]: toggle(filters[facet], value) });
  const toggleCustom = (field: string) => (value: string) =>
    onFilters({ ...filters, custom: { ...filters.custom, [field]: toggle(filters.custom?.[field], value) } });
  return (
    <>
      <CategoryMenu values={hierarchy} onSelect={onPath} />
      {!settings.hidePriceFilter && (
        <FacetList
          title="Weekly price"
          values={ticked(facets.priceBins, filters.priceBins)}
          onToggle={toggleList("priceBins")}
          labelOf={(id) => priceLabel.get(id) ?? id}
        />
      )}
      <FacetList
        title="Colour"
        variant="swatches"
        values={ticked(facets.colors, filters.colors)}
        onToggle={toggleList("colors")}
      />
      {settings.customFields
        .filter((field) => field.facet)
        .map((field) => (
          <FacetList
            key={field.id}
            title={field.label}
            values={ticked(facets.custom[field.id] ?? [], filters.custom?.[field.id])}
            onToggle={toggleCustom(field.id)}
          />
        ))}
      <FacetList title="Vendor" values={ticked(facets.vendors, filters.vendors)} onToggle={toggleList("vendors")} />
      <FacetList title="Tags" values={ticked(facets.tags, filters.tags)} onToggle={toggleList("tags")} />
    </>
  );
}
