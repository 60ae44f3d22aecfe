import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { invite, now, storyFormat } from "../sample-room.js";
import { InvitationsToMe } from "./index.js";

const expired = {
  ...invite,
  id: "inv2",
  productionName: "Night Diner (commercial)",
  expiresAt: new Date("2026-11-10T12:00:00Z"),
};

const meta = {
  title: "Storefront/Productions/InvitationsToMe",
  component: InvitationsToMe,
  args: { invites: [invite, expired], onJoin: fn(() => Promise.resolve()), format: storyFormat, now },
} satisfies Meta<typeof InvitationsToMe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingAndExpired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Join Night Diner (commercial)" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Join Harbour Lights, season 2" }));
    await expect(args.onJoin).toHaveBeenCalledWith("inv1");
  },
};

export const Refused: Story = {
  args: {
    invites: [invite],
    onJoin: fn(() => Promise.reject(new Error("This invitation was withdrawn: ask Dana Reyes for a new one"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Join Harbour Lights, season 2" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("withdrawn");
  },
};
