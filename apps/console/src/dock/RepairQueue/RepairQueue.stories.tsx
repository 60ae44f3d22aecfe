import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { RepairQueue } from "./index.js";

const reported = {
  orderId: "8K2M4PQ7aaaaaaaaaaaa",
  reference: "O-8K2M4PQ7",
  uid: "u1",
  on: "2027-03-15",
  reportedAt: new Date("2027-03-15T15:00:00Z"),
  reportedByName: "Sam Ortiz",
  status: "open" as const,
};

const meta = {
  title: "Console/RepairQueue",
  component: RepairQueue,
  args: {
    onClear: fn(() => Promise.resolve()),
    onShowMore: fn(),
    onOpenPhoto: fn(() => Promise.resolve()),
    settings: { currency: "USD", locale: "en-US" },
    state: {
      status: "ready",
      hasMore: false,
      repairs: [
        {
          ...reported,
          id: "r1",
          key: "BPH-30021/walnut",
          propId: "BPH-30021",
          name: "Bentwood chair (Walnut)",
          condition: "damaged",
          pieces: 1,
          note: "Back rail split",
          charge: 6500,
          photos: [{ path: "damage/ny-props/p1-rail.jpg", name: "rail.jpg", contentType: "image/jpeg", size: 204_800 }],
        },
        {
          ...reported,
          id: "r2",
          key: "BPH-20817",
          propId: "BPH-20817",
          name: "Brass desk lamp",
          condition: "missing",
          pieces: 1,
          note: "Not on the truck",
          charge: 0,
        },
      ],
    },
  },
} satisfies Meta<typeof RepairQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPieces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Back rail split · charged $65.00")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: "ready", repairs: [], hasMore: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^Nothing in the repair queue/);
  },
};
