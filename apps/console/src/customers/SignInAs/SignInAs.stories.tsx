import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type AuditTrailEntry, SignInAs } from "./index.js";

const entries: AuditTrailEntry[] = [
  {
    id: "a2",
    at: "2026-11-23T15:20:00Z",
    staff: "sam@bowery.example",
    reason: "Could not find the Diner set list",
    outcome: "signedIn",
  },
  {
    id: "a1",
    at: "2026-11-21T10:02:00Z",
    staff: "ali@bowery.example",
    reason: "Checking the order page",
    outcome: "failed",
    error: "The service account cannot sign tokens",
  },
];

const meta = {
  title: "Console/SignInAs",
  component: SignInAs,
  args: {
    customerName: "Dana Reyes",
    // The story's "storefront" is a blank page: nothing leaves Storybook.
    onStart: fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("about:blank"), 400))),
    trail: { status: "ready", entries },
    settings: { locale: "en" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof SignInAs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrail: Story = {};
export const NoOneYet: Story = { args: { trail: { status: "ready", entries: [] } } };
export const TrailLoading: Story = { args: { trail: { status: "loading" } } };
export const TrailFailed: Story = { args: { trail: { status: "error", onRetry: () => undefined } } };

export const ReasonMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in as Dana Reyes" }));
    await expect(canvas.getByRole("textbox", { name: /Why/ })).toHaveAccessibleDescription(/Say why/);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onStart: fn(() => Promise.reject(new Error("Staff accounts cannot be impersonated"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Why/ }), "Checking their quote");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in as Dana Reyes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Staff accounts cannot be impersonated");
  },
};
