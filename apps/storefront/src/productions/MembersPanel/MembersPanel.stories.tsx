import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { harbour, storyFormat } from "../sample-room.js";
import { MembersPanel } from "./index.js";

const meta = {
  title: "Storefront/Productions/MembersPanel",
  component: MembersPanel,
  args: {
    production: harbour,
    meUid: "dana",
    canManage: true,
    onInvite: fn(() => Promise.resolve()),
    onChangeRoles: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    onWithdraw: fn(() => Promise.resolve()),
    onLeave: fn(() => Promise.resolve()),
    format: storyFormat,
  },
} satisfies Meta<typeof MembersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dana is the only coordinator: she manages the team, and cannot leave until she hands the role on. */
export const AsCoordinator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/only coordinator: make another member coordinator before you leave/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Leave the production" })).toBeNull();
  },
};

export const ChangingRoles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Change roles of Sam Okafor" }));
    const roles = within(canvas.getByRole("group", { name: "Sam Okafor's roles" }));
    await userEvent.click(roles.getByRole("checkbox", { name: "Viewer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save roles" }));
    await expect(args.onChangeRoles).toHaveBeenCalledWith("sam", ["designer", "viewer"]);
    await expect(canvas.getByRole("status")).toHaveTextContent("Sam Okafor's roles changed");
  },
};

export const Removing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Lee Park" }));
    await expect(canvas.getByText(/They lose access to its lists at once/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Lee Park" }));
    await expect(args.onRemove).toHaveBeenCalledWith("lee");
  },
};

export const WithdrawRefused: Story = {
  args: { onWithdraw: fn(() => Promise.reject(new Error("That invitation was taken a moment ago"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Withdraw the invitation to director@studio.example" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("taken a moment ago");
  },
};

/** A designer sees the team and may leave; nothing to manage. */
export const AsDesigner: Story = {
  args: { meUid: "sam", canManage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Change roles/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Leave the production" }));
    await userEvent.click(canvas.getByRole("button", { name: "Leave Harbour Lights, season 2" }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};
