import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DownloadButton } from "./index.js";

const meta = {
  title: "Utilities/DownloadButton",
  component: DownloadButton,
  args: {
    label: "Download the quote (PDF)",
    busyLabel: "Making the PDF…",
    onMake: fn(() => Promise.resolve("Saved quote-Q-7F3K2QX1.pdf.")),
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Making: Story = {
  args: { onMake: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Download the quote (PDF)" }));
    await expect(canvas.getByRole("button", { name: "Making the PDF…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Download the quote (PDF)" }));
    await expect(await canvas.findByText("Saved quote-Q-7F3K2QX1.pdf.")).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    onMake: fn(() =>
      Promise.reject(new Error("The quote's PDF could not be made: you are offline. Try again when you are back.")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Download the quote (PDF)" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/you are offline/);
  },
};
