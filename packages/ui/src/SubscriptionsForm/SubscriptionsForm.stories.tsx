import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  type SubscriptionKey,
  type SubscriptionState,
  SubscriptionsForm,
  type SubscriptionsFormProps,
} from "./index.js";

const stored: SubscriptionsFormProps["subscriptions"] = {
  newsletters: { isSubscribed: true, subscribedAt: "2025-03-03T15:00:00Z", unsubscribedAt: null },
  reminders: { isSubscribed: true, subscribedAt: "2024-11-20T15:00:00Z" },
  product: { isSubscribed: false, subscribedAt: "2024-11-20T15:00:00Z", unsubscribedAt: "2025-01-08T15:00:00Z" },
};

const meta = {
  title: "Account/SubscriptionsForm",
  component: SubscriptionsForm,
  args: { subscriptions: stored, onToggle: fn(() => Promise.resolve()), locale: "en-US", timeZone: "America/New_York" },
} satisfies Meta<typeof SubscriptionsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new customer: nothing subscribed yet. */
export const Empty: Story = {
  args: { subscriptions: {} },
};

export const Loading: Story = {
  args: { loading: true },
};

/** Wired like the app: the toggle stamps the date of the change and the switches follow. */
function Stateful(props: SubscriptionsFormProps) {
  const [subscriptions, setSubscriptions] = useState(props.subscriptions);
  const onToggle = async (key: SubscriptionKey, next: boolean) => {
    await props.onToggle(key, next);
    const at = new Date().toISOString();
    setSubscriptions((all) => {
      const was: SubscriptionState = all[key] ?? { isSubscribed: false };
      return {
        ...all,
        [key]: next
          ? { ...was, isSubscribed: true, subscribedAt: at }
          : { ...was, isSubscribed: false, unsubscribedAt: at },
      };
    });
  };
  return <SubscriptionsForm {...props} subscriptions={subscriptions} onToggle={onToggle} />;
}

/** Subscribing: the switch turns on and shows today's date. */
export const Toggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const research = canvas.getByRole("switch", { name: "Research" });
    await userEvent.click(research);
    await expect(args.onToggle).toHaveBeenCalledWith("research", true);
    await expect(research).toBeChecked();
    await waitFor(() => expect(research).toHaveAccessibleDescription(/Subscribed since /));
  },
};

/** Keyboard: Space flips the focused switch. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("switch", { name: "Product updates" }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onToggle).toHaveBeenCalledWith("product", true);
  },
};

/** Saving in progress: the switch has moved and says "Saving…". */
export const Saving: Story = {
  args: { onToggle: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminders = canvas.getByRole("switch", { name: "Reminders" });
    await userEvent.click(reminders);
    await expect(reminders).not.toBeChecked();
    await expect(reminders).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Saving…")).toBeVisible();
  },
};

/** Saving failed: the switch moves back and says what happened. */
export const SaveFailed: Story = {
  args: { onToggle: fn(() => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newsletter = canvas.getByRole("switch", { name: "Newsletter" });
    await userEvent.click(newsletter);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "We could not unsubscribe you from Newsletter. Check your connection and try again.",
    );
    await expect(newsletter).toBeChecked();
  },
};
