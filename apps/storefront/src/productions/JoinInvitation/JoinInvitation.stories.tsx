import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { invite, now, storyFormat } from "../sample-room.js";
import { JoinInvitation } from "./index.js";

const meta = {
  title: "Storefront/Productions/JoinInvitation",
  component: JoinInvitation,
  args: {
    state: { kind: "invite", invite, now },
    vendorName: "Bowery Prop House",
    onJoin: fn(() => Promise.resolve()),
    onSwitchAccount: fn(() => Promise.resolve()),
    format: storyFormat,
  },
} satisfies Meta<typeof JoinInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Join Harbour Lights, season 2" }));
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  args: {
    state: {
      kind: "signedOut",
      loginHref: "/auth/login?redirect=%2Fproductions%2Fjoin%2Finv1",
      signupHref: "/auth/signup?redirect=%2Fproductions%2Fjoin%2Finv1",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth/login?redirect=%2Fproductions%2Fjoin%2Finv1",
    );
  },
};

export const Unverified: Story = {
  args: {
    state: {
      kind: "unverified",
      email: "director@studio.example",
      onResend: fn(() => Promise.resolve()),
      onCheck: fn(() => Promise.resolve(false)),
    },
  },
};

export const AnotherAddress: Story = {
  args: { state: { kind: "unreadable", email: "me@elsewhere.example" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in with another address" }));
    await expect(args.onSwitchAccount).toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { state: { kind: "invite", invite: { ...invite, expiresAt: new Date("2026-11-10T12:00:00Z") }, now } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/expired on Nov 10, 2026/)).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Refused: Story = {
  args: { onJoin: fn(() => Promise.reject(new Error("Verify director@studio.example before you join"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Join Harbour Lights, season 2" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Verify director@studio.example");
  },
};
