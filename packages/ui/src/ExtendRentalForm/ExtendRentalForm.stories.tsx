import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ExtendRentalForm } from "./index.js";
import { sampleExtension, sampleOrderDates } from "./sample-extension.js";

const meta = {
  title: "Account/ExtendRentalForm",
  component: ExtendRentalForm,
  args: {
    ...sampleOrderDates,
    settings: { locale: "en-US" },
    onExtend: fn(() => Promise.resolve(sampleExtension)),
    newChangeId: () => "change1",
  },
} satisfies Meta<typeof ExtendRentalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {};

export const Extended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("New return date"), "2026-12-22");
    await userEvent.click(canvas.getByRole("button", { name: "Extend the rental" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("The estimate is now $247.50.");
  },
};

export const NotFree: Story = {
  args: {
    onExtend: fn(() =>
      Promise.reject(
        new Error(
          "Not enough free for these dates: Brass desk lamp (BPH-20817): 2 wanted, only 1 free. " +
            "Change the dates or quantities, or ask the prop house.",
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("New return date"), "2026-12-22");
    await userEvent.click(canvas.getByRole("button", { name: "Extend the rental" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("only 1 free");
  },
};
