import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NewListForm } from "./index.js";

const meta = {
  title: "Storefront/Productions/NewListForm",
  component: NewListForm,
  args: { onCreate: fn(() => Promise.resolve()) },
} satisfies Meta<typeof NewListForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Made: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /List name/ }), "Act 2");
    await userEvent.type(canvas.getByRole("textbox", { name: /Groups/ }), "Kitchen{Enter}Parlour{Enter}Kitchen");
    await userEvent.click(canvas.getByRole("button", { name: "Make the list" }));
    await expect(args.onCreate).toHaveBeenCalledWith("Act 2", ["Kitchen", "Parlour"]);
  },
};

export const Unnamed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Make the list" }));
    await expect(canvas.getByRole("textbox", { name: /List name/ })).toHaveAccessibleDescription(/Name the list/);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error("Only a buyer makes lists: ask a coordinator for the role"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /List name/ }), "Docks");
    await userEvent.click(canvas.getByRole("button", { name: "Make the list" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Only a buyer makes lists");
    await expect(canvas.getByRole("textbox", { name: /List name/ })).toHaveValue("Docks");
  },
};
