import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { searchedRows } from "../testing/searched-rows.js";
import { DataTable, type DataTableState } from "./index.js";
import {
  type SampleRow,
  type SampleStock,
  sampleColumns,
  sampleLabels,
  sampleRows,
  sampleSearch,
  sampleViews,
} from "./sample-rows.js";

/** A table as an app holds it: the view and the search are the app's, and it filters the page it passes. */
function Table({ state }: { state: DataTableState<SampleRow> }) {
  const [view, setView] = useState<SampleStock>("in");
  const [search, setSearch] = useState("");
  const shown = searchedRows(state, search, (row) => `${row.name} ${row.id}`);
  return (
    <DataTable
      title="Catalogue"
      views={sampleViews}
      view={view}
      onViewChange={setView}
      search={sampleSearch(search, setSearch)}
      rowHeader={{ header: "Name", text: (row) => row.name, href: (row) => `#${row.id}` }}
      columns={sampleColumns}
      state={shown}
      empty={view === "in" ? "No props in stock." : "No props out of stock."}
      onLoadMore={() => undefined}
      labels={sampleLabels}
    />
  );
}

const meta = {
  title: "Data/DataTable",
  component: Table,
  args: { state: { status: "ready", rows: sampleRows, hasMore: true } },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop" }), "rotary");
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop" }), "sofa");
    await expect(canvas.getByRole("status")).toHaveTextContent("No props match “sofa”.");
  },
};

export const AnotherView: Story = {
  args: { state: { status: "ready", rows: [], hasMore: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Out of stock" }));
    await expect(canvas.getByRole("button", { name: "Out of stock" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const LoadingMore: Story = {
  args: { state: { status: "ready", rows: sampleRows, hasMore: true, loadingMore: true } },
};
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
