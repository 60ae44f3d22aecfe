import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QuoteStatus } from "@backlot/domain";
import { searchedRows } from "@backlot/ui/testing/searched-rows";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { QuoteDesk, type QuoteDeskProps } from "./index.js";
import { sampleRows } from "./sample-rows.js";

/** The desk as the console holds it: the status and search are its own. */
function Desk(props: Omit<QuoteDeskProps, "status" | "onStatusChange" | "search" | "onSearchChange">) {
  const [status, setStatus] = useState<QuoteStatus>("new");
  const [search, setSearch] = useState("");
  const state = searchedRows(props.state, search, (row) => `${row.customer} ${row.company} ${row.production}`);
  return (
    <QuoteDesk
      {...props}
      status={status}
      onStatusChange={setStatus}
      search={search}
      onSearchChange={setSearch}
      state={state}
    />
  );
}

const meta = {
  title: "Console/QuoteDesk",
  component: Desk,
  args: {
    state: { status: "ready", rows: sampleRows, hasMore: true },
    onLoadMore: () => undefined,
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find by customer or production" }), "diner");
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
  },
};

export const Empty: Story = { args: { state: { status: "ready", rows: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
