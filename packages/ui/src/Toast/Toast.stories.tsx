import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type ToastOptions, ToastProvider, useToast } from "./index.js";

/** A page with a button that shows the toast, as a form or a favourite toggle would. */
function Demo(options: ToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Show the toast
    </button>
  );
}

const meta = {
  title: "Feedback/Toast",
  render: (args) => (
    <ToastProvider>
      <Demo {...args} />
    </ToastProvider>
  ),
  args: { message: "Added to Diner, scene 12", tone: "success" },
} satisfies Meta<ToastOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const show = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Show the toast" }));
  return canvas;
};

/** Success: announced politely, leaves after five seconds unless hovered or focused. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await show(canvasElement);
    // waitFor: the toast fades in, and is not visible until it has.
    await waitFor(() => expect(within(canvas.getByRole("status")).getByText("Added to Diner, scene 12")).toBeVisible());
  },
};

/** Information with an action: choosing it also dismisses the toast. */
export const WithAction: Story = {
  args: { message: "Removed from favourites", tone: "info", action: { label: "Undo", onAction: () => undefined } },
  play: async ({ canvasElement }) => {
    const canvas = await show(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(canvas.queryByText("Removed from favourites")).toBeNull());
  },
};

/** Error: announced at once and stays until dismissed. */
export const ErrorStaysUntilDismissed: Story = {
  args: { message: "Could not send the quote request. Check your connection and try again.", tone: "error" },
  play: async ({ canvasElement }) => {
    const canvas = await show(canvasElement);
    await waitFor(() => expect(within(canvas.getByRole("alert")).getByText(/Could not send/)).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: /^Dismiss: Could not send/ }));
    await expect(canvas.queryByText(/Could not send/)).toBeNull();
  },
};
