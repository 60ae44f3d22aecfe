import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { HoldPanel, type HoldPanelProps, type ListHold } from "./index.js";

const now = new Date("2026-11-24T12:00:00Z");
const dates = { pickUpDate: "2026-12-01", returnDate: "2026-12-08" };
const held: ListHold = { ...dates, expiresAt: "2026-11-26T12:00:00Z", stale: false };

/** Holds and releases as the app would, once the spies' promises have gone through. */
function WithHold(props: HoldPanelProps) {
  const [hold, setHold] = useState(props.hold);
  return (
    <div style={{ maxWidth: 480 }}>
      <HoldPanel
        {...props}
        hold={hold}
        onHold={async () => {
          await props.onHold();
          const expiresAt = new Date(now.getTime() + props.holdHours * 3_600_000).toISOString();
          setHold({ ...dates, expiresAt, stale: false });
        }}
        onRelease={async () => {
          await props.onRelease();
          setHold(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Rental/HoldPanel",
  render: (args) => <WithHold {...args} />,
  args: {
    hasDates: true,
    shortfalls: [],
    hold: null,
    holdHours: 48,
    locale: "en",
    timeZone: "America/New_York",
    onHold: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onRelease: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onRetry: fn(),
    now,
  },
} satisfies Meta<HoldPanelProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDates: Story = {
  args: { hasDates: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Choose the dates above");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Checking: Story = {
  args: { shortfalls: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Checking availability…");
    await expect(canvas.getByRole("button", { name: "Hold these props for 48 hours" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const CheckFailed: Story = {
  args: { shortfalls: "error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllFree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Hold these props for 48 hours" }));
    await expect(args.onHold).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Release hold" })).toHaveFocus());
    await expect(canvas.getByText(/Held until Thu, Nov 26/)).toBeVisible();
  },
};

export const SomeShort: Story = {
  args: {
    shortfalls: [
      { propId: "BPH-10432", name: "Chrome Diner Stool", wanted: 6, available: 4, bookedUntil: null, stock: 6 },
      { propId: "BPH-31120", name: "Rotary Payphone", wanted: 2, available: 0, bookedUntil: "2026-12-14", stock: 2 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Not free for your dates" })).toBeVisible();
    const hold = canvas.getByRole("button", { name: "Hold these props for 48 hours" });
    await expect(hold).toHaveAccessibleDescription("Everything on the list must be free for your dates to hold it.");
    await userEvent.click(hold);
    await expect(args.onHold).not.toHaveBeenCalled();
  },
};

export const Held: Story = {
  args: { hold: held },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Release hold" }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Hold these props for 48 hours" })).toHaveFocus());
  },
};

export const HeldStale: Story = {
  args: { hold: { ...held, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your list changed since you held it/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Hold again" })).toBeEnabled();
  },
};

export const Lapsed: Story = {
  args: { hold: { ...held, expiresAt: "2026-11-24T11:00:00Z" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("(lapsed)", { exact: false })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Hold again" })).toBeVisible();
  },
};

export const HoldFails: Story = {
  args: {
    onHold: fn(() => Promise.reject(new Error("Rotary Payphone: 2 wanted, booked until Dec 14"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Hold these props for 48 hours" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Rotary Payphone: 2 wanted, booked until Dec 14");
  },
};
