import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SortMenu, type SortMenuProps } from "./index.js";

/** The bar above the results, holding the chosen order as the search page does. */
function ResultsBar(props: SortMenuProps) {
  const [sort, setSort] = useState(props.sort);
  return (
    <div style={{ maxWidth: 720 }}>
      <SortMenu
        {...props}
        sort={sort}
        onSort={(value) => {
          props.onSort(value);
          setSort(value);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Search/SortMenu",
  component: SortMenu,
  render: (args) => <ResultsBar {...args} />,
  args: { total: 1240, sort: "relevance", onSort: fn() },
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count of matches (announced politely as it changes) and the sort order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("1,240 props");
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
  },
};

/** While results load the count says so, instead of showing a stale number. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Searching…");
  },
};

/** Nothing matches: the count says so; the sort stays usable for when filters change. */
export const ZeroResults: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("0 props");
  },
};

/** Tab reaches the sort (with the kit's focus ring) and a new order is chosen from there. */
export const ChangeSortWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Sort by" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    const ring = getComputedStyle(select);
    await expect([ring.outlineStyle, ring.outlineWidth, ring.outlineOffset]).toEqual(["solid", "3px", "2px"]);
    // A person presses the arrow keys on the focused select; user-event's key presses are
    // synthetic, which a native select ignores, so the choice is made with selectOptions.
    await userEvent.selectOptions(select, "Newest");
    await expect(select).toHaveValue("newest");
    await expect(args.onSort).toHaveBeenCalledWith("newest");
    await expect(select).toHaveFocus();
  },
};
