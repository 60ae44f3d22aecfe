import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ChecklistItem } from "@backlot/domain";
import { ReleaseGate } from "./index.js";

const missing: ChecklistItem[] = [
  { requirement: "insurance", met: false, detail: "Insurance expires Mar 2, 2027, before the return on Mar 9, 2027" },
  { requirement: "payment", met: true, detail: "An account on Net 30 terms, up to $25,000.00" },
  { requirement: "agreement", met: false, detail: "The rental agreement is not signed" },
];

const allOnFile: ChecklistItem[] = [
  { requirement: "insurance", met: true, detail: "Hudson Mutual HM-2231-77, Nov 1, 2026 to Apr 30, 2027" },
  { requirement: "payment", met: true, detail: "An account on Net 30 terms, up to $25,000.00" },
];

const meta = {
  title: "Console/ReleaseGate",
  component: ReleaseGate,
  args: {
    state: { status: "ready", items: missing },
    reference: "O-8K2M4PQ7",
    paperworkHref: "#dana",
  },
} satisfies Meta<typeof ReleaseGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {};
export const AllOnFile: Story = { args: { state: { status: "ready", items: allOnFile } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };

export const AsksWhy: Story = {
  args: { override: { onRelease: fn(), onKeep: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Release without them" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Give the reason to release it");
    await expect(args.override?.onRelease).not.toHaveBeenCalled();
  },
};
