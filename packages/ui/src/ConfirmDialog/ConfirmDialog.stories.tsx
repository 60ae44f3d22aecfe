import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type ConfirmOptions, ConfirmProvider, type ConfirmResult, useConfirm } from "./index.js";

/** A page with a trigger, as the storefront uses the dialog. */
function Demo(options: ConfirmOptions) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<ConfirmResult | "none">("none");
  return (
    <div>
      <button type="button" onClick={() => void confirm(options).then(setAnswer)}>
        Open the dialog
      </button>
      <p>
        Answer: <output aria-label="answer">{answer}</output>
      </p>
    </div>
  );
}

const meta = {
  title: "Feedback/ConfirmDialog",
  render: (args) => (
    <ConfirmProvider>
      <Demo {...args} />
    </ConfirmProvider>
  ),
  args: {
    title: "Delete this set list?",
    paragraphs: ["Diner, scene 12 has 14 props.", "People you shared it with will lose access."],
    confirmLabel: "Delete",
    cancelLabel: "Keep it",
    tone: "danger",
  },
} satisfies Meta<ConfirmOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole("button", { name: "Open the dialog" }));
  // The dialog's code loads on first use: wait until it is open and has focus.
  const dialog = await canvas.findByRole("alertdialog");
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return canvas;
};

/** Destructive confirm: the confirm button in the danger colour. */
export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByRole("alertdialog", { name: "Delete this set list?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Delete" })).toHaveFocus();
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByLabelText("answer")).toHaveTextContent("canceled");
    await expect(canvas.getByRole("button", { name: "Open the dialog" })).toHaveFocus();
  },
};

/** Enter confirms. */
export const EnterConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByLabelText("answer")).toHaveTextContent("confirmed");
  },
};

/** With the optional alternative button. */
export const WithAlternative: Story = {
  args: {
    title: "Leave this quote request?",
    paragraphs: ["You have changes that are not sent yet."],
    confirmLabel: "Discard",
    cancelLabel: "Stay",
    altLabel: "Save as draft",
    tone: "default",
  },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save as draft" }));
    await expect(canvas.getByLabelText("answer")).toHaveTextContent("alt");
  },
};

/** Width stays within 280-420 px. */
export const Width: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    const width = canvas.getByRole("alertdialog").getBoundingClientRect().width;
    await expect(width).toBeGreaterThanOrEqual(280);
    await expect(width).toBeLessThanOrEqual(420);
  },
};
