import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type CalendarBooking, PropCalendar } from "./index.js";
import { sampleHold, sampleNow, sampleOrder, sampleToday } from "./sample-bookings.js";

const bookings = [sampleOrder, sampleHold];

const meta = {
  title: "Console/PropCalendar",
  component: PropCalendar,
  args: {
    stock: 3,
    bookings,
    today: sampleToday,
    now: sampleNow,
    locale: "en-US",
    timeZone: "America/New_York",
    hrefOf: (booking: CalendarBooking) => (booking.kind === "order" ? "/orders/8JD2KQ0A" : null),
    onExtend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    onRelease: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PropCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("cell", { name: "Mar 9, 2027: 3 of 3 out or held" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Extend hold" }));
    await expect(args.onExtend).toHaveBeenCalledWith("setlist1234567890ab");
  },
};

export const Quiet: Story = { args: { bookings: [] } };

export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await expect(canvas.getByText("April 2027")).toBeVisible();
    // The list below still shows what is to come.
    await expect(canvas.getByRole("link", { name: "order O-8JD2KQ0A" })).toBeVisible();
  },
};
