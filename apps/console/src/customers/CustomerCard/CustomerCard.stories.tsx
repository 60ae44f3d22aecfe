import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CustomerStanding } from "@backlot/domain";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CustomerCard, type CustomerCardCustomer } from "./index.js";

const dana: CustomerCardCustomer = {
  name: "Dana Reyes",
  email: "dana@astoria.example",
  phone: "+1 212 555 0147",
  studio: "Kaufman Astoria",
  production: "The Night Diner",
  title: "Set Decorator",
  joinedAt: "2026-11-20T14:05:00Z",
  lastSignInAt: "2026-11-23T13:40:00Z",
  standing: "awaiting",
};

/** The card as the console holds it: a decision changes the standing once the promise resolves. */
function Card({
  customer,
  onDecide,
  confirmApproval,
}: {
  customer: CustomerCardCustomer;
  onDecide: (ok: boolean) => Promise<void>;
  confirmApproval?: () => Promise<boolean>;
}) {
  const [standing, setStanding] = useState<CustomerStanding>(customer.standing);
  return (
    <CustomerCard
      customer={{ ...customer, standing }}
      {...(confirmApproval ? { confirmApproval } : {})}
      onDecide={async (isAuthorized) => {
        await onDecide(isAuthorized);
        setStanding(isAuthorized ? "approved" : "denied");
      }}
      settings={{ locale: "en" }}
      timeZone="America/New_York"
    />
  );
}

const meta = {
  title: "Console/CustomerCard",
  component: Card,
  args: { customer: dana, onDecide: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingApproval: Story = {};
export const Approved: Story = { args: { customer: { ...dana, standing: "approved" } } };
export const DeniedWithNothingGiven: Story = {
  args: { customer: { ...dana, standing: "denied", phone: "", studio: "", production: "", title: "" } },
};

/** The console knows the address is not verified: the card says so, and asks (here: yes) before approving. */
export const UnverifiedAddress: Story = {
  args: { customer: { ...dana, emailVerified: false }, confirmApproval: fn(() => Promise.resolve(true)) },
};

export const Approving: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await expect(await canvas.findByText("Approved")).toBeInTheDocument();
    await expect(args.onDecide).toHaveBeenCalledWith(true);
  },
};

export const DenyAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Deny" }));
    await expect(canvas.getByRole("group", { name: "Deny Dana Reyes?" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Deny the account" })).toHaveFocus();
  },
};

export const Failed: Story = {
  args: { onDecide: fn(() => Promise.reject(new Error("Not sent: the connection dropped. Try again."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Not sent");
  },
};
