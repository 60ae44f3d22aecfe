import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import { Modal } from "./index.js";

function QuoteModal({ size }: { size: "small" | "medium" }) {
  const [open, setOpen] = useState(true);
  const [notes, setNotes] = useState("");
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Request a quote
      </button>
    );
  }
  return (
    <Modal title="Request a quote" size={size} isDirty={notes !== ""} onClose={() => setOpen(false)}>
      <label style={{ display: "grid", gap: 4 }}>
        Notes for the vendor
        <textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
    </Modal>
  );
}

const meta = {
  title: "Overlays/Modal",
  render: (args) => (
    <ConfirmProvider>
      <QuoteModal {...args} />
    </ConfirmProvider>
  ),
  args: { size: "medium" as "small" | "medium" },
} satisfies Meta<{ size: "small" | "medium" }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole("dialog", { name: "Request a quote" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Close" })).toHaveFocus();
  },
};

export const Small: Story = { args: { size: "small" } };

/** With unsaved changes, Escape asks first; discarding closes it. */
export const DirtyAsksBeforeClosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const notes = canvas.getByLabelText("Notes for the vendor");
    await userEvent.type(notes, "Six stools by Friday");
    // Tab on from the notes before Escape (Tab stays inside: it wraps to Close). user-event plays
    // the browser's "change" on blur; left to fire when the question takes focus, it would fire
    // inside React's commit of that question and nest one act() in another (React then warns
    // that "a component suspended inside an act scope").
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(await canvas.findByRole("alertdialog", { name: "Discard your changes?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Discard" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Discard" }));
    await expect(await canvas.findByRole("button", { name: "Request a quote" })).toBeVisible();
  },
};
