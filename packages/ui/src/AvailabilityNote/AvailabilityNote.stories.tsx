import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AvailabilityNote, type AvailabilityNoteProps } from "./index.js";

const meta = {
  title: "Rental/AvailabilityNote",
  component: AvailabilityNote,
  args: { availability: { stock: 3, available: 3, bookedUntil: null }, locale: "en" },
} satisfies Meta<typeof AvailabilityNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};

export const Some: Story = { args: { availability: { stock: 3, available: 2, bookedUntil: null } } };

export const BookedUntil: Story = { args: { availability: { stock: 3, available: 0, bookedUntil: "2027-03-14" } } };

export const FewerThanWanted: Story = {
  args: { availability: { stock: 3, available: 1, bookedUntil: null }, wanted: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("only 1 of 2 wanted free")).toHaveAttribute("data-tone", "none");
  },
};

/** A prop house with more than one dock: none free at the visitor's, some at another. */
export const FreeAtAnotherDock: Story = {
  args: { availability: { stock: 2, available: 0, bookedUntil: "2027-03-14", elsewhere: { Vancouver: 3 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3 free in Vancouver")).toBeVisible();
  },
};

export const Checking: Story = { args: { availability: "loading" } };

export const Unknown: Story = { args: { availability: "error" } };

const every: AvailabilityNoteProps[] = [
  { availability: { stock: 3, available: 3, bookedUntil: null }, locale: "en" },
  { availability: { stock: 3, available: 2, bookedUntil: null }, locale: "en" },
  { availability: { stock: 3, available: 1, bookedUntil: null }, locale: "en", wanted: 2 },
  { availability: { stock: 3, available: 0, bookedUntil: "2027-03-14" }, locale: "en" },
  { availability: { stock: 0, available: 0, bookedUntil: null }, locale: "en" },
  { availability: "loading", locale: "en" },
  { availability: "error", locale: "en" },
];

/** Every tone in a column, as they would read down a set list. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, justifyItems: "start" }}>
      {every.map((props, index) => (
        <AvailabilityNote key={index} {...props} />
      ))}
    </div>
  ),
};
