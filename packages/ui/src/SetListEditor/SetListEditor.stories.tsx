import type { Meta, StoryObj } from "@storybook/react-vite";
import { sameLine } from "@backlot/domain";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import { chosenCopy, sampleResponsiveImage } from "../testing/sample-responsive-image.js";
import { type EditableSetList, SetListEditor, SetListEditorSkeleton } from "./index.js";
import { sampleSetList, sampleSetListWithVariants } from "./sample-set-list.js";

interface DemoProps {
  initial: EditableSetList;
  /** Every save fails, as when the connection drops. */
  failSaves?: boolean;
  onRequestQuote: () => void;
}

/** The editor with saves that take a moment, as the set list page holds it. */
function Demo({ initial, failSaves = false, onRequestQuote }: DemoProps) {
  const [list, setList] = useState(initial);
  const save = () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (failSaves ? reject(new Error("You are offline. Reconnect and try again.")) : resolve()), 300),
    );
  return (
    <ConfirmProvider>
      <SetListEditor
        setList={list}
        settings={{ currency: "USD", locale: "en" }}
        browseHref="/categories"
        onRename={async (name) => {
          await save();
          setList((current) => ({ ...current, name }));
        }}
        onSaveNotes={async (notes) => {
          await save();
          setList((current) => ({ ...current, notes }));
        }}
        onChangeQuantity={async (changed, quantity) => {
          await save();
          setList((current) => ({
            ...current,
            lines: current.lines.map((line) => (sameLine(line, changed) ? { ...line, quantity } : line)),
          }));
        }}
        onRemove={async (removed) => {
          await save();
          setList((current) => ({ ...current, lines: current.lines.filter((line) => !sameLine(line, removed)) }));
        }}
        onRequestQuote={onRequestQuote}
      />
    </ConfirmProvider>
  );
}

const meta = {
  title: "SetLists/SetListEditor",
  component: Demo,
  args: { initial: sampleSetList, onRequestQuote: fn() },
  parameters: { layout: "padded" },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stepping a quantity saves it and updates the total; the quote button goes on. */
export const EditQuantities: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity of Rotary Payphone" }));
    await waitFor(() =>
      expect(canvas.getByText("Total weekly rate").nextElementSibling).toHaveTextContent("$507.50 per week"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Request a quote for this set list" }));
    await expect(args.onRequestQuote).toHaveBeenCalledOnce();
  },
};

/** Remove asks first; after removal focus lands on the list's heading. */
export const RemoveWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Chrome Diner Stool" }));
    const question = await page.findByRole("alertdialog", { name: "Remove Chrome Diner Stool from Diner, scene 12?" });
    await userEvent.click(within(question).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(canvas.getByRole("heading", { name: "2 props" })).toHaveFocus());
  },
};

/** Rename: an empty name is refused with a message. */
export const RenameValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Set list name" });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole("button", { name: "Rename" }));
    await expect(name).toHaveAccessibleDescription(/Enter a name for the set list\./);
    await expect(name).toHaveFocus();
  },
};

/** Saves fail: the quantity goes back with a message on its line; typed notes stay. */
export const SavesFail: Story = {
  args: { failSaves: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Decrease quantity of Chrome Diner Stool" }));
    await expect(await canvas.findByText(/The quantity of Chrome Diner Stool could not be saved/)).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Quantity of Chrome Diner Stool" })).toHaveValue(6);
    await userEvent.type(canvas.getByRole("textbox", { name: "Notes" }), " Add the booth seats.");
    await userEvent.click(canvas.getByRole("button", { name: "Save notes" }));
    await waitFor(() => expect(canvas.getByText("You are offline. Reconnect and try again.")).toBeVisible());
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toHaveValue(
      `${sampleSetList.notes} Add the booth seats.`,
    );
  },
};

/** Photos the catalogue import resized: each thumbnail is the smallest copy, in the best format the browser shows. */
export const ResponsivePhotos: Story = {
  name: "Responsive photos",
  args: {
    initial: {
      ...sampleSetList,
      lines: sampleSetList.lines.map((line, index) => ({ ...line, image: sampleResponsiveImage("", index * 110) })),
    },
  },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector("li img");
    if (!(thumbnail instanceof HTMLImageElement)) throw new Error("No thumbnail");
    await waitFor(() => expect(chosenCopy(thumbnail)).toBe("AVIF 320w"));
  },
};

/** One stool in two finishes: two lines, each named and priced by its finish, changed and removed on its own. */
export const TwoFinishesOfOneProp: Story = {
  args: { initial: sampleSetListWithVariants },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Chrome Diner Stool (Red vinyl)" })).toBeVisible();
    await expect(canvas.getByText("$55.00 per week each · 8 available")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: "Increase quantity of Chrome Diner Stool (Matte black)" }),
    );
    await waitFor(() =>
      expect(canvas.getByRole("spinbutton", { name: "Quantity of Chrome Diner Stool (Matte black)" })).toHaveValue(3),
    );
    await expect(canvas.getByRole("spinbutton", { name: "Quantity of Chrome Diner Stool (Red vinyl)" })).toHaveValue(4);
    // 4 × 45 + 3 × 55
    await waitFor(() =>
      expect(canvas.getByText("Total weekly rate").nextElementSibling).toHaveTextContent("$345.00 per week"),
    );
  },
};

export const Empty: Story = { args: { initial: { ...sampleSetList, lines: [] } } };

export const Loading: Story = { render: () => <SetListEditorSkeleton /> };
