import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MessageThread, type MessageThreadProps, type ThreadMessage } from "./index.js";
import { sampleMessages, sampleNow } from "./sample-messages.js";

/** A thread whose sends take a moment; `failSends` makes every send fail. */
function Conversation({
  failSends = false,
  initial = sampleMessages,
  ...props
}: Omit<MessageThreadProps, "state" | "onSend"> & { failSends?: boolean; initial?: ThreadMessage[] }) {
  const [messages, setMessages] = useState(initial);
  const onSend = (body: string) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        if (failSends) {
          reject(new Error("The network is unavailable"));
          return;
        }
        setMessages((current) => [
          ...current,
          {
            id: `m${(current.length + 1).toString()}`,
            sender: "own",
            senderName: "Dana Whitfield",
            sentAt: new Date().toISOString(),
            body,
          },
        ]);
        resolve();
      }, 300),
    );
  return <MessageThread {...props} state={{ status: "ready", messages }} onSend={onSend} />;
}

const meta = {
  title: "Account/MessageThread",
  component: Conversation,
  args: { settings: { locale: "en" }, timeZone: "America/New_York", now: sampleNow },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days, senders, own and vendor messages, the unread marker; Enter sends. */
export const Conversation_: Story = {
  name: "Conversation",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("New messages")).toBeVisible();
    const box = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Dec 8 works.{Shift>}{Enter}{/Shift}Please hold the podium too.{Enter}");
    await waitFor(() => expect(within(canvas.getByRole("log")).getByText(/Please hold the podium too/)).toBeVisible());
    await expect(box).toHaveValue("");
  },
};

/** Sending fails: the draft stays, with the error. */
export const SendFails: Story = {
  args: { failSends: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Can you deliver to Queens?");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Your message was not sent");
    await expect(box).toHaveValue("Can you deliver to Queens?");
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No messages yet: ask the vendor anything about a rental")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Near the 2,000-character limit the counter turns to the danger colour. */
export const NearTheLimit: Story = {
  args: { initial: [], maxLength: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.click(box);
    await userEvent.paste(
      "We need the stools, the podium and two payphones from Dec 1 to Dec 15, delivered to Stage 4 at Silvercup.",
    );
    await expect(canvas.getByText("105 of 120 characters")).toBeVisible();
  },
};

export const ClosedToNewMessages: Story = { args: { disabled: true } };

export const Loading: Story = {
  render: (args) => <MessageThread {...args} state={{ status: "loading" }} onSend={() => Promise.resolve()} />,
};

export const LoadFailed: Story = {
  render: (args) => (
    <MessageThread {...args} state={{ status: "error", onRetry: () => undefined }} onSend={() => Promise.resolve()} />
  ),
};
