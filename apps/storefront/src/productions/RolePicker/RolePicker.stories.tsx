import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductionRole } from "@backlot/domain/production";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { RolePicker, type RolePickerProps } from "./index.js";

/** The picker holds its own ticks here, as the forms that use it do. */
function Held(props: Omit<RolePickerProps, "onChange">) {
  const [roles, setRoles] = useState<ProductionRole[]>([...props.value]);
  return <RolePicker {...props} value={roles} onChange={setRoles} />;
}

const meta = {
  title: "Storefront/Productions/RolePicker",
  component: Held,
  args: { legend: "Roles", value: ["buyer"] },
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Designer" }));
    await expect(canvas.getByRole("checkbox", { name: "Designer" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Buyer" })).toHaveAccessibleDescription(/Picks props/);
  },
};

export const CreatorIsCoordinator: Story = {
  args: {
    legend: "Your roles",
    value: [],
    fixed: ["coordinator"],
    fixedReason: "You start as its coordinator: you manage the team and send lists to the prop house.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Coordinator" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Coordinator" })).toBeDisabled();
  },
};

export const CompactWithError: Story = {
  args: { legend: "Dana Reyes's roles", value: [], compact: true, error: "Choose at least one role" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group")).toHaveAccessibleDescription("Choose at least one role");
  },
};
