import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CameraScan } from "./index.js";

// Only the camera off: turning it on needs a camera and the browser's leave, which a story cannot count on (the dock's
// end-to-end spec films a label with Chromium's fake camera instead).
const meta = {
  title: "Console/CameraScan",
  component: CameraScan,
  args: { onCode: fn((code: string) => Promise.resolve(`${code}: 1 of 2`)) },
} satisfies Meta<typeof CameraScan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Scan with the camera" })).toBeEnabled();
    await expect(canvas.queryByLabelText("What the camera sees")).not.toBeVisible();
  },
};
