import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CustomerStanding } from "@backlot/domain";
import { searchedRows } from "@backlot/ui/testing/searched-rows";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CustomerDesk, type CustomerDeskProps } from "./index.js";
import { sampleCustomers } from "./sample-customers.js";

/** The list as the console holds it: the standing and search are its own. */
function Desk(props: Omit<CustomerDeskProps, "standing" | "onStandingChange" | "search" | "onSearchChange">) {
  const [standing, setStanding] = useState<CustomerStanding>("awaiting");
  const [search, setSearch] = useState("");
  const state = searchedRows(props.state, search, (row) => `${row.name} ${row.email} ${row.studio} ${row.production}`);
  return (
    <CustomerDesk
      {...props}
      standing={standing}
      onStandingChange={setStanding}
      search={search}
      onSearchChange={setSearch}
      state={state}
    />
  );
}

const meta = {
  title: "Console/CustomerDesk",
  component: Desk,
  args: {
    state: { status: "ready", rows: sampleCustomers, hasMore: true },
    onLoadMore: () => undefined,
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingApproval: Story = {};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a customer" }), "astoria");
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
  },
};

/** The console knows which addresses are verified: each row says so under the address. */
export const WithVerification: Story = {
  args: {
    state: {
      status: "ready",
      rows: sampleCustomers.map((row, index) => ({ ...row, emailVerified: index === 0 })),
      hasMore: true,
    },
  },
};

export const Empty: Story = { args: { state: { status: "ready", rows: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
