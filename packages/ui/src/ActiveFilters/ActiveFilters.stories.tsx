import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useRef, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { type ActiveFilter, ActiveFilters, type ActiveFiltersProps } from "./index.js";

const era: ActiveFilter = { facet: "era", value: "1950s", label: "1950s" };
const red: ActiveFilter = { facet: "colors", value: "Red", label: "Red" };
const cheap: ActiveFilter = { facet: "priceBin", value: "under-25", label: "Under $25" };

/**
 * The bar as a results page holds it: a chip removes its filter. The bar is gone with its last
 * filter, so the page puts focus on its results heading then (that part is the app's job).
 */
function ResultsPage(props: ActiveFiltersProps) {
  const [filters, setFilters] = useState(props.filters);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby={headingId} style={{ display: "grid", gap: 12, maxWidth: 640 }}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        style={{ margin: 0, fontFamily: "var(--font-heading)", fontSize: "1.25rem" }}
      >
        Results
      </h2>
      <ActiveFilters
        {...props}
        filters={filters}
        onRemove={(gone) => {
          props.onRemove(gone);
          if (filters.length === 1) heading.current?.focus();
          setFilters((all) => all.filter((filter) => filter !== gone));
        }}
        onClearAll={() => {
          props.onClearAll();
          heading.current?.focus();
          setFilters([]);
        }}
      />
    </section>
  );
}

const meta = {
  title: "Search/ActiveFilters",
  component: ActiveFilters,
  render: (args) => <ResultsPage {...args} />,
  args: { filters: [era, red, cheap], onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few filters in force, then "Clear all". */
export const AFewChips: Story = {};

export const OneChip: Story = { args: { filters: [red] } };

/** Long labels in a narrow column: the chips wrap onto more rows, and a long label within its chip. */
export const LongLabels: Story = {
  args: {
    filters: [
      { facet: "era", value: "mid-century", label: "Mid-century modern (1945 to 1969)" },
      { facet: "vendor", value: "harbour", label: "Harbour Scenic Studios, Toronto warehouse" },
      { facet: "material", value: "fr-fabric", label: "Fire-retardant treated fabric and soft furnishings" },
      cheap,
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getAllByRole("button", { name: /^Remove filter/ });
    await expect(chips).toHaveLength(4);
    for (const chip of chips) await expect(chip).toBeVisible();
    // More than one row, and no chip wider than the column.
    const first = chips[0]?.getBoundingClientRect();
    const last = chips[3]?.getBoundingClientRect();
    await expect(last?.top).toBeGreaterThan(first?.bottom ?? 0);
    for (const chip of chips) await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/** Enter on a chip removes its filter; focus moves to the chip that took its place, not the page. */
export const RemoveWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const chip = canvas.getByRole("button", { name: "Remove filter: Red" });
    await expect(chip).toHaveFocus();
    // The kit's shared focus ring (internal/focus-ring.module.css), composed onto the chip.
    const ring = getComputedStyle(chip);
    await expect([ring.outlineStyle, ring.outlineWidth, ring.outlineOffset]).toEqual(["solid", "3px", "2px"]);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith(red);
    await expect(canvas.queryByRole("button", { name: "Remove filter: Red" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Remove filter: Under $25" })).toHaveFocus();
  },
};

/** "Clear all" removes every filter; the bar goes, and the page puts focus on its results heading. */
export const ClearAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Remove filter: Under $25" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Clear all" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("list", { name: "Active filters" })).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Results" })).toHaveFocus();
  },
};

/**
 * No filters in force: the component renders nothing at all (no empty bar, no "Clear all"), so
 * only the page's "Results" heading shows here.
 */
export const Empty: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("list", { name: "Active filters" })).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
