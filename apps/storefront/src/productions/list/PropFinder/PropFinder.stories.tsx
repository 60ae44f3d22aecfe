import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleFound } from "../sample-list.js";
import { PropFinder } from "./index.js";

const meta = {
  title: "Storefront/Productions/PropFinder",
  component: PropFinder,
  args: {
    find: fn((text: string) =>
      Promise.resolve(sampleFound.filter((prop) => prop.name.toLowerCase().includes(text.toLowerCase()))),
    ),
    label: "Find a prop to add",
    pickLabel: (name: string) => `Add ${name}`,
    takenLabel: (name: string) => `Added ${name}`,
    onPick: fn(() => Promise.resolve(true)),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PropFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found as typed; a prop in variants is taken in the one chosen beside it. */
export const Found: Story = {
  args: { onPick: fn(() => Promise.resolve(true)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop to add" }), "ice");
    await userEvent.click(await canvas.findByRole("button", { name: "Add Icebox, oak" }));
    await expect(args.onPick).toHaveBeenCalledWith(sampleFound[0], undefined);
    await expect(canvas.getByRole("button", { name: "Added Icebox, oak" })).toBeVisible();
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.type(canvas.getByRole("searchbox"), "refrigerator{Enter}");
    await userEvent.selectOptions(
      await canvas.findByRole("combobox", { name: "Variant of Refrigerator, mint" }),
      "cream",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Add Refrigerator, mint (Cream)" }));
    await expect(args.onPick).toHaveBeenLastCalledWith(sampleFound[1], "cream");
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a prop to add" }), "spaceship");
    await expect(await canvas.findByText('No prop matches "spaceship".')).toBeVisible();
  },
};
