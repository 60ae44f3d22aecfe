import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductionTeam } from "./index.js";
import { sampleProduction } from "../sample-production.js";

const meta = {
  title: "Console/ProductionTeam",
  component: ProductionTeam,
  args: {
    members: sampleProduction.members,
    invites: sampleProduction.invites,
    customerHref: (uid: string) => `#${uid}`,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ProductionTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourMembersAndAnInvitation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Invitations waiting" })).toBeVisible();
    await expect(canvas.getByText("Buyer, Coordinator")).toBeVisible();
  },
};

export const NoInvitations: Story = {
  args: { invites: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: "Invitations waiting" })).toBeNull();
  },
};
