import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleFound, sampleList } from "../sample-list.js";
import { ListTools } from "./index.js";

const meta = {
  title: "Storefront/Productions/ListTools",
  component: ListTools,
  args: {
    list: sampleList,
    call: undefined,
    findProps: fn((text: string) =>
      Promise.resolve(sampleFound.filter((prop) => prop.name.toLowerCase().includes(text.toLowerCase()))),
    ),
    onAddProp: fn(() => Promise.resolve(true)),
    onAddGroup: fn(() => Promise.resolve(true)),
    onRename: fn(() => Promise.resolve(true)),
    onDates: fn(() => Promise.resolve(true)),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Props go to the group and in the number chosen. */
export const AddingProps: Story = {
  args: { onAddProp: fn(() => Promise.resolve(true)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add props" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "To the group" }), "Act 2 · Pantry");
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "How many" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "How many" }), "3");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop to add" }), "icebox");
    await userEvent.click(await canvas.findByRole("button", { name: "Add Icebox, oak" }));
    await expect(args.onAddProp).toHaveBeenCalledWith(sampleFound[0], undefined, "Act 2 · Pantry", 3);
  },
};

/** A refused group's name: the server's words beside the form, the name kept. */
export const GroupRefused: Story = {
  args: {
    call: { pending: {}, errors: { addGroup: "A list has at most 100 groups" }, shown: {} },
    onAddGroup: fn(() => Promise.resolve(false)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Groups, name and dates" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /New group/ }), "Day 15");
    await userEvent.click(canvas.getByRole("button", { name: "Add the group" }));
    await expect(canvas.getByRole("textbox", { name: /New group/ })).toHaveValue("Day 15");
    await expect(canvas.getByRole("alert")).toHaveTextContent("A list has at most 100 groups");
  },
};
