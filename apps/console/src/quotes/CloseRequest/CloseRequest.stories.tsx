import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CloseRequest } from "./index.js";

const meta = {
  title: "Console/CloseRequest",
  component: CloseRequest,
  args: { onClose: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
} satisfies Meta<typeof CloseRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Asking: Story = {
  // The close stays pending, so the story's picture is "Closing…" however long the screenshot takes to start (a
  // close that settled after 400 ms was captured settled on a busy machine).
  args: { onClose: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close without a quote" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Why, for the customer/ }), "Out until March.");
    await userEvent.click(canvas.getByRole("button", { name: "Close the request" }));
    await expect(args.onClose).toHaveBeenCalledWith("Out until March.");
  },
};

export const Failed: Story = {
  args: { onClose: fn(() => Promise.reject(new Error("Quote Q-4F2K9XQ1 is accepted already"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close without a quote" }));
    await userEvent.click(canvas.getByRole("button", { name: "Close the request" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("accepted already");
  },
};
