import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import type { SetListOption } from "../SetListPicker/index.js";
import { SetListDialog } from "./index.js";

const sampleLists: SetListOption[] = [
  { id: "diner", name: "Diner, scene 12", itemCount: 14, containsProp: false },
  { id: "precinct", name: "17th Precinct squad room", itemCount: 31, containsProp: true },
];

/** A grid's dialog, opened from a card's button, saving after a short wait. */
function Demo({ maxQuantity }: { maxQuantity: number }) {
  const [open, setOpen] = useState(true);
  const [lists, setLists] = useState(sampleLists);
  const save = () => new Promise<void>((resolve) => setTimeout(resolve, 300));
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Add Chrome Diner Stool to a set list
      </button>
    );
  return (
    <SetListDialog
      propName="Chrome Diner Stool"
      state={{ status: "ready", lists }}
      maxQuantity={maxQuantity}
      onClose={() => setOpen(false)}
      onToggle={async (id, include, quantity) => {
        await save();
        setLists((all) =>
          all.map((list) =>
            list.id === id
              ? { ...list, containsProp: include, itemCount: list.itemCount + (include ? quantity : -1) }
              : list,
          ),
        );
      }}
      onCreate={async (name) => {
        await save();
        setLists((all) => [...all, { id: name, name, itemCount: 1, containsProp: true }]);
      }}
    />
  );
}

const meta = {
  title: "SetLists/SetListDialog",
  render: (args) => (
    <ConfirmProvider>
      <Demo {...args} />
    </ConfirmProvider>
  ),
  args: { maxQuantity: 6 },
} satisfies Meta<{ maxQuantity: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three stools onto the diner's list; Escape closes and the grid's button has focus back. */
export const AddThree: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole("dialog", { name: "Save Chrome Diner Stool to a set list" })).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "One more" }));
    await userEvent.click(body.getByRole("button", { name: "One more" }));
    await userEvent.click(body.getByRole("checkbox", { name: "Diner, scene 12" }));
    await waitFor(() =>
      expect(body.getByRole("checkbox", { name: "Diner, scene 12" })).toHaveAccessibleDescription("17 props"),
    );
    await expect(body.getByText("Added to Diner, scene 12")).toHaveAttribute("role", "status");
  },
};

/** A one-off piece: no "how many". */
export const OneOff: Story = { args: { maxQuantity: 1 } };

/** A new list's name typed, then closing: the dialog asks before the name is lost. */
export const ClosingWithANameTyped: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "New set list" }));
    await userEvent.type(body.getByRole("textbox", { name: "Set list name" }), "Rooftop bar");
    // Out of the field first, so its change event is not played inside the question's commit (see Modal's story).
    await userEvent.tab();
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await expect(await body.findByRole("alertdialog", { name: "Discard the new set list?" })).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "Keep it" }));
    await expect(body.getByRole("textbox", { name: "Set list name" })).toHaveValue("Rooftop bar");
  },
};
