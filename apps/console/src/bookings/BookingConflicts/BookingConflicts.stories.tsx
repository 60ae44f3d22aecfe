import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import { BookingConflicts } from "./index.js";

const names: Record<string, string> = { "BPH-10432": "Chrome diner stool", "BPH-20817": "Brass desk lamp" };

const meta = {
  title: "Console/BookingConflicts",
  component: BookingConflicts,
  args: { state: [], nameOf: (propId: string) => names[propId] ?? propId, locale: "en-US" },
} satisfies Meta<typeof BookingConflicts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoConflicts: Story = {};

export const Checking: Story = { args: { state: "loading" } };

export const Failed: Story = { args: { state: "error", onRetry: () => undefined } };

export const Conflicts: Story = {
  args: {
    state: [
      { propId: "BPH-10432", wanted: 6, stock: 8, available: 4, bookedUntil: null, conflicts: ["order O-8JD2KQ0A"] },
      {
        propId: "BPH-20817",
        wanted: 1,
        stock: 1,
        available: 0,
        bookedUntil: "2027-03-14" as CalendarDate,
        conflicts: ["hold by Dana Reyes"],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Conflicts for these dates" })).toBeVisible();
    await expect(canvas.getByText(/6 wanted, only 4 free/)).toBeVisible();
    await expect(canvas.getByText(/1 wanted, booked until Mar 14/)).toBeVisible();
  },
};
