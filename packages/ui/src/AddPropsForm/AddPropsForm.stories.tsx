import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AddPropsForm } from "./index.js";
import { sampleAddOn, samplePicker } from "./sample-add-props.js";

const meta = {
  title: "Account/AddPropsForm",
  component: AddPropsForm,
  args: {
    settings: { locale: "en-US" },
    picker: samplePicker,
    onAdd: fn(() => Promise.resolve(sampleAddOn)),
    newChangeId: () => "change1",
  },
} satisfies Meta<typeof AddPropsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TwoToAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Brass desk lamp" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add Bentwood chair (Walnut)" }));
    await expect(canvas.getAllByRole("listitem", { name: /Brass|Bentwood/ })).toHaveLength(2);
  },
};

export const NotFree: Story = {
  args: {
    onAdd: fn(() =>
      Promise.reject(
        new Error(
          "Not enough free for these dates: Brass desk lamp (BPH-20817): 1 wanted, booked until Dec 20. " +
            "Change the dates or quantities, or ask the prop house.",
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Brass desk lamp" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add to the order" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("booked until Dec 20");
  },
};
