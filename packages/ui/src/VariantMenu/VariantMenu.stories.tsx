import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type PropVariant, VariantMenu, type VariantMenuProps } from "./index.js";

const sizes: PropVariant[] = [
  { id: "bar", label: "Bar height (30 in)", quantity: 6 },
  { id: "counter", label: "Counter height (24 in)", quantity: 4 },
  { id: "low", label: "Low (18 in)", quantity: 0 },
  { id: "swivel", label: "Swivel, bar height", quantity: 2, weeklyRate: 5500 },
];

const finishes: PropVariant[] = [
  { id: "chrome", label: "Chrome", quantity: 6, swatch: "Chrome" },
  { id: "brass", label: "Polished brass", quantity: 2, swatch: "Gold" },
  { id: "red", label: "Red vinyl", quantity: 5, swatch: "Red" },
  { id: "black", label: "Matte black", quantity: 0, swatch: "Black" },
];

function Picker(props: VariantMenuProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return <VariantMenu {...props} selectedId={selectedId} onSelect={setSelectedId} />;
}

const meta = {
  title: "Props/VariantMenu",
  render: (args) => <Picker {...args} />,
  args: {
    variants: sizes,
    selectedId: "bar",
    onSelect: () => undefined,
    settings: { variantMenuStyle: "dropdown", currency: "USD", locale: "en" },
    labels: { legend: "Size" },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<VariantMenuProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** variantMenuStyle "dropdown" (the default). */
export const Dropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Size" });
    await expect(canvas.getByRole("option", { name: "Low (18 in) · Out of stock" })).toBeDisabled();
    await userEvent.selectOptions(select, "counter");
    await expect(select).toHaveValue("counter");
  },
};

/** variantMenuStyle "buttons": radio buttons drawn as buttons; arrows move the choice. */
export const Buttons: Story = {
  args: { settings: { variantMenuStyle: "buttons", currency: "USD", locale: "en" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Counter height (24 in)" }));
    await expect(canvas.getByRole("radio", { name: "Counter height (24 in)" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Low \(18 in\)/ })).toBeDisabled();
  },
};

/** variantMenuStyle "swatches": the tenant's colour swatches, the chosen name beside the legend. */
export const Swatches: Story = {
  args: {
    variants: finishes,
    selectedId: "chrome",
    settings: { variantMenuStyle: "swatches", currency: "USD", locale: "en" },
    labels: { legend: "Finish" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Red vinyl" }));
    await expect(canvas.getByRole("group", { name: "Finish Red vinyl" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Matte black, Out of stock" })).toBeDisabled();
  },
};

export const NothingChosenYet: Story = { args: { selectedId: null } };

export const Disabled: Story = {
  args: { disabled: true, settings: { variantMenuStyle: "buttons", currency: "USD", locale: "en" } },
};
