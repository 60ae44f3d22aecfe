import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckIn } from "./index.js";

const handedOver = { "BPH-10432": 6, "BPH-20817": 1, "BPH-30021/walnut": 2 };

const meta = {
  title: "Console/CheckIn",
  component: CheckIn,
  args: {
    currency: "USD",
    locale: "en-US",
    onScan: fn(() => Promise.resolve({ line: "BPH-10432", back: 5, out: 6, returned: false })),
    onReport: fn(() => Promise.resolve({ line: "BPH-20817", back: 1, out: 1, returned: false })),
    lines: [
      { key: "BPH-10432", name: "Chrome diner stool", itemNumber: "BPH-10432", quantity: 6, done: 0 },
      { key: "BPH-20817", name: "Brass desk lamp", itemNumber: "BPH-20817", quantity: 1, done: 0 },
      { key: "BPH-30021/walnut", name: "Bentwood chair (Walnut)", itemNumber: "BPH-30021", quantity: 2, done: 0 },
    ],
    order: {
      status: "out",
      lines: [
        { propId: "BPH-10432", quantity: 6, note: "" },
        { propId: "BPH-20817", quantity: 1, note: "" },
        { propId: "BPH-30021", variantId: "walnut", quantity: 2, note: "" },
      ],
      handovers: [
        { id: "h1", at: new Date("2027-03-01T15:00:00Z"), byName: "Sam", driverName: "Dee Driver", pieces: handedOver },
      ],
      checkIns: [
        {
          id: "BPH-10432:2027-03-15",
          key: "BPH-10432",
          condition: "fine",
          pieces: 4,
          on: "2027-03-15",
          at: new Date("2027-03-15T15:00:00Z"),
          byName: "Sam",
          note: "",
        },
        {
          id: "r1",
          key: "BPH-30021/walnut",
          condition: "damaged",
          pieces: 1,
          on: "2027-03-15",
          at: new Date("2027-03-15T15:10:00Z"),
          byName: "Sam",
          note: "Back rail split",
          charge: 6500,
        },
      ],
    },
  },
} satisfies Meta<typeof CheckIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part back: four stools fine, a chair damaged; the lamp and the rest still out. */
export const PartBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent("Back 5 of 9 · 1 damaged");
    await expect(canvas.getByText(/Back rail split \(charged \$65\.00\)/)).toBeVisible();
  },
};

/** Reporting the lamp damaged: what is wrong is required before it is sent. */
export const ReportingDamage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Report Brass desk lamp damaged" }));
    await userEvent.click(canvas.getByRole("button", { name: "Report the damage" }));
    await expect(canvas.getByText("Say what is wrong with it, for the repair queue and the invoice")).toBeVisible();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};
