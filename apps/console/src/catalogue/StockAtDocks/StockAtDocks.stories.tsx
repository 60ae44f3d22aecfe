import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import type { StoredTransfer } from "@backlot/domain/pickup-locations";
import { StockAtDocks } from "./index.js";

/** harbour-scenic's two docks (decision 0053), and a third to choose between. */
const docks = [
  { id: "toronto", displayName: "Toronto" },
  { id: "vancouver", displayName: "Vancouver" },
  { id: "montreal", displayName: "Montreal" },
];

const recorded = { propId: "HS-2041", byUid: "staff-sam", byName: "Sam Staff", recordedAt: "2026-11-20T15:00:00.000Z" };
const day = (date: string) => date as CalendarDate;
const transfers: StoredTransfer[] = [
  {
    ...recorded,
    id: "TR-4K2M9",
    quantity: 2,
    from: "toronto",
    to: "vancouver",
    leaves: day("2026-11-02"),
    arrives: day("2026-11-05"),
  },
  {
    ...recorded,
    id: "TR-7Q1X3",
    quantity: 1,
    from: "vancouver",
    to: "montreal",
    leaves: day("2026-12-03"),
    arrives: day("2026-12-05"),
    byName: "Priya Dock",
  },
];

const meta = {
  title: "Console/StockAtDocks",
  component: StockAtDocks,
  args: {
    docks,
    stock: { toronto: 4, vancouver: 2, montreal: 0 },
    transfers,
    today: "2026-11-24",
    locale: "en-US",
    onMove: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
} satisfies Meta<typeof StockAtDocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stock split between the docks, with the transfers recorded, newest leaving day first. */
export const Split: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Docks and transfers" });
    await expect(within(table).getByRole("row", { name: "Toronto 4" })).toBeVisible();
    await expect(within(table).getByRole("row", { name: "All docks 6" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1 from Vancouver to Montreal, leaving Dec 3, arriving Dec 5 · recorded by Priya Dock",
      "2 from Toronto to Vancouver, leaving Nov 2, arriving Nov 5 · recorded by Sam Staff",
    ]);
    const form = within(canvas.getByRole("form", { name: "Move stock" }));
    await expect(form.getByLabelText("From")).toHaveValue("toronto");
    await expect(form.getByLabelText("To")).toHaveValue("vancouver");
  },
};

export const NoTransfers: Story = {
  args: { transfers: [], stock: { toronto: 6, vancouver: 0, montreal: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No stock moved between docks yet.")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The stock moves: the button says it is moving, then the form says what moved and clears the quantity. */
export const MoveSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByLabelText("Quantity");
    await userEvent.type(quantity, "2");
    await userEvent.click(canvas.getByRole("button", { name: "Move stock" }));
    await expect(canvas.getByRole("button", { name: "Moving…" })).toHaveAttribute("aria-busy", "true");
    await expect(await canvas.findByText("Moved 2 from Toronto to Vancouver.")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Moved 2 from Toronto to Vancouver.");
    await expect(args.onMove).toHaveBeenCalledWith({
      quantity: 2,
      from: "toronto",
      to: "vancouver",
      leaves: "2026-11-24",
      arrives: "2026-11-24",
    });
    await expect(quantity).toHaveValue(null);
  },
};

/** The server refuses (the source's bookings come first): its message is shown, and what was typed is kept. */
export const MoveFails: Story = {
  args: {
    onMove: fn(() =>
      Promise.reject(new Error("Toronto can spare only 1 on Dec 4: order ORD-4821 holds 3 from Dec 2 to Dec 9.")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Quantity"), "3");
    await userEvent.selectOptions(canvas.getByLabelText("To"), "montreal");
    await userEvent.click(canvas.getByRole("button", { name: "Move stock" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Toronto can spare only 1 on Dec 4: order ORD-4821 holds 3 from Dec 2 to Dec 9.",
    );
    await expect(canvas.getByLabelText("Quantity")).toHaveValue(3);
    await expect(canvas.getByLabelText("To")).toHaveValue("montreal");
  },
};

/** What the form checks before sending, each problem by its field. */
export const Problems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Quantity"), "5");
    await userEvent.selectOptions(canvas.getByLabelText("To"), "toronto");
    await userEvent.click(canvas.getByRole("button", { name: "Move stock" }));
    await expect(canvas.getByText("Enter a whole number from 1 to 4: Toronto has 4.")).toBeVisible();
    await expect(canvas.getByText("It leaves Toronto: choose another dock for it to go to.")).toBeVisible();
    await expect(canvas.getByLabelText("Quantity")).toHaveFocus();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};
