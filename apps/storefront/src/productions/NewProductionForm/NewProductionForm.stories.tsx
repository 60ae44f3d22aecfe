import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NewProductionForm } from "./index.js";

const meta = {
  title: "Storefront/Productions/NewProductionForm",
  component: NewProductionForm,
  args: { onCreate: fn(() => Promise.resolve()) },
} satisfies Meta<typeof NewProductionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Unnamed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Start the production" }));
    await expect(canvas.getByRole("textbox", { name: /Production name/ })).toHaveAccessibleDescription(/Name the/);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Started: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Production name/ }), "Harbour Lights, season 2");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Buyer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Start the production" }));
    await expect(args.onCreate).toHaveBeenCalledWith("Harbour Lights, season 2", ["coordinator", "buyer"]);
  },
};

/** A refusal keeps what was typed, to send again. */
export const Refused: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error("Your account is waiting for the prop house's approval"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Production name/ }), "Diner spot");
    await userEvent.click(canvas.getByRole("button", { name: "Start the production" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("waiting for the prop house's approval");
    await expect(canvas.getByRole("textbox", { name: /Production name/ })).toHaveValue("Diner spot");
  },
};
