import type { Meta, StoryObj } from "@storybook/react-vite";
import { searchedRows } from "@backlot/ui/testing/searched-rows";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CatalogueDesk, type CatalogueDeskProps, type CatalogueVisibility } from "./index.js";
import { sampleProps } from "./sample-props.js";

/** The catalogue as the console holds it: the visibility and search are its own. */
function Desk(props: Omit<CatalogueDeskProps, "visibility" | "onVisibilityChange" | "search" | "onSearchChange">) {
  const [visibility, setVisibility] = useState<CatalogueVisibility>("shown");
  const [search, setSearch] = useState("");
  const state = searchedRows(props.state, search, (row) => `${row.name} ${row.id}`);
  return (
    <CatalogueDesk
      {...props}
      visibility={visibility}
      onVisibilityChange={setVisibility}
      search={search}
      onSearchChange={setSearch}
      state={state}
    />
  );
}

const meta = {
  title: "Console/CatalogueDesk",
  component: Desk,
  args: {
    state: { status: "ready", rows: sampleProps, hasMore: true },
    onLoadMore: () => undefined,
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en", currency: "USD" },
  },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop" }), "bph-31");
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
  },
};

export const Empty: Story = { args: { state: { status: "ready", rows: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
