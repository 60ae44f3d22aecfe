import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ScanField } from "./index.js";

const meta = {
  title: "Console/ScanField",
  component: ScanField,
  args: {
    label: "Scan a label, or type its item number",
    onScan: (code: string) =>
      code === "BPH-10432"
        ? Promise.resolve("Chrome diner stool: 2 of 6")
        : Promise.reject(new Error(`${code} is not on order O-8K2M4PQ7: keep it off the truck`)),
  },
} satisfies Meta<typeof ScanField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scanning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText("Scan a label, or type its item number");
    await userEvent.type(field, "BPH-10432{Enter}");
    await userEvent.type(field, "BPH-99999{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/BPH-99999 is not on order/);
    const scans = canvas.getByRole("list", { name: "Last scans" });
    await expect(scans).toHaveTextContent(/Chrome diner stool: 2 of 6/);
  },
};
