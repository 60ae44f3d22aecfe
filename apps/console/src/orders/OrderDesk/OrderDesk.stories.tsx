import type { Meta, StoryObj } from "@storybook/react-vite";
import type { OrderStatus } from "@backlot/domain";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { OrderDesk, type OrderDeskProps } from "./index.js";
import { sampleOrderRows } from "./sample-orders.js";

/** The desk as the console holds it: the status and the day are its own. */
function Desk(props: Omit<OrderDeskProps, "status" | "onStatusChange" | "pickUpDay" | "onPickUpDayChange">) {
  const [status, setStatus] = useState<OrderStatus>("confirmed");
  const [day, setDay] = useState("");
  const state =
    props.state.status === "ready" && day
      ? { ...props.state, rows: props.state.rows.filter((row) => row.pickUpDate === day) }
      : props.state;
  return (
    <OrderDesk
      {...props}
      status={status}
      onStatusChange={setStatus}
      pickUpDay={day}
      onPickUpDayChange={setDay}
      state={state}
    />
  );
}

const meta = {
  title: "Console/OrderDesk",
  component: Desk,
  args: {
    state: { status: "ready", rows: sampleOrderRows, hasMore: true },
    onLoadMore: () => undefined,
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en", currency: "USD" },
  },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

export const OneDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Picked up on"), "2026-12-02");
    await expect(await canvas.findByRole("status")).toHaveTextContent("go out on 2026-12-02");
  },
};

export const Empty: Story = { args: { state: { status: "ready", rows: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
