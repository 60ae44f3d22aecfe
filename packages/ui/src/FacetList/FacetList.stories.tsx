import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ActiveFilters } from "../ActiveFilters/index.js";
import { SortMenu } from "../SortMenu/index.js";
import { FacetList, type FacetOption } from "./index.js";

const eraCounts: [string, number][] = [
  ["Victorian", 12],
  ["1920s", 31],
  ["1940s", 8],
  ["1950s", 44],
  ["1960s", 19],
  ["1970s", 23],
  ["1980s", 17],
  ["1990s", 9],
  ["2000s", 4],
  ["Contemporary", 61],
];
const colorCounts: [string, number][] = [
  ["Red", 22],
  ["Navy", 14],
  ["Brown", 30],
  ["Gold", 5],
  ["Chrome", 11],
];
const bins: [string, string, number][] = [
  ["under-25", "Under $25", 40],
  ["25-to-50", "$25 to $50", 52],
  ["50-to-100", "$50 to $100", 33],
];

/** The search filters together, as on a department page. */
function Filters() {
  const [selected, setSelected] = useState<Record<string, string[]>>({ era: [], color: [], price: [] });
  const [sort, setSort] = useState("relevance");
  const toggle = (facet: string) => (value: string) =>
    setSelected((all) => ({
      ...all,
      [facet]: all[facet]?.includes(value)
        ? (all[facet] ?? []).filter((v) => v !== value)
        : [...(all[facet] ?? []), value],
    }));
  const options = (facet: string, counts: [string, number][]): FacetOption[] =>
    counts.map(([value, count]) => ({ value, count, selected: selected[facet]?.includes(value) ?? false }));
  const binLabel = (id: string) => bins.find(([binId]) => binId === id)?.[1] ?? id;
  const active = Object.entries(selected).flatMap(([facet, values]) =>
    values.map((value) => ({ facet, value, label: facet === "price" ? binLabel(value) : value })),
  );
  return (
    <div style={{ display: "grid", gridTemplateColumns: "240px 1fr", gap: 24 }}>
      <aside aria-label="Filters">
        <FacetList title="Eras" values={options("era", eraCounts)} onToggle={toggle("era")} limit={6} />
        <FacetList
          title="Colours"
          variant="swatches"
          values={options("color", colorCounts)}
          onToggle={toggle("color")}
        />
        <FacetList
          title="Weekly price"
          values={bins.map(([id, , count]) => ({ value: id, count, selected: selected.price?.includes(id) ?? false }))}
          labelOf={binLabel}
          onToggle={toggle("price")}
        />
      </aside>
      <main style={{ display: "grid", gap: 12, alignContent: "start" }}>
        <SortMenu total={125} sort={sort} onSort={setSort} />
        <ActiveFilters
          filters={active}
          onRemove={(filter) => toggle(filter.facet)(filter.value)}
          onClearAll={() => setSelected({ era: [], color: [], price: [] })}
        />
      </main>
    </div>
  );
}

const meta = { title: "Search/Filters", render: () => <Filters /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Toggling values adds chips; a chip removes its filter; clear all removes them all. */
export const ToggleAndClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /1950s/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Red/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Under \$25/ }));
    await expect(canvas.getByRole("button", { name: "Remove filter: Under $25" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove filter: Red" }));
    await expect(canvas.getByRole("checkbox", { name: /Red/ })).not.toBeChecked();
    const clearAll = canvas.getByRole("button", { name: "Clear all" });
    // Styled as a link through the shared text-button class (CSS modules `composes`).
    await expect(getComputedStyle(clearAll).textDecorationLine).toBe("underline");
    await userEvent.click(clearAll);
    await expect(canvas.queryByRole("list", { name: "Active filters" })).toBeNull();
  },
};

/** Searching within a long facet, and showing the rest. */
export const SearchWithinAndShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const showMore = canvas.getByRole("button", { name: "Show 4 more" });
    await expect(getComputedStyle(showMore).textDecorationLine).toBe("underline");
    await userEvent.click(showMore);
    await expect(canvas.getByRole("checkbox", { name: /Contemporary/ })).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search eras" }), "19");
    await expect(canvas.queryByRole("checkbox", { name: /Victorian/ })).toBeNull();
  },
};
