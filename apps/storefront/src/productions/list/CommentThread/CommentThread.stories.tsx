import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleComments, sampleMembers, sampleWhen } from "../sample-list.js";
import { CommentThread } from "./index.js";

const meta = {
  title: "Storefront/Productions/CommentThread",
  component: CommentThread,
  args: {
    comments: sampleComments,
    members: sampleMembers,
    myUid: "dana",
    onSend: fn(() => Promise.resolve(true)),
    label: "Comment on Brass floor lamp",
    formatWhen: sampleWhen,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mentions stand out; the reader's own is underlined. */
export const Thread: Story = {};

/** Typing "@" and a name suggests members; Enter takes the one in focus. */
export const Mentioning: Story = {
  args: { onSend: fn(() => Promise.resolve(true)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Comment on Brass floor lamp" });
    await userEvent.type(box, "Can @le");
    const members = canvas.getByRole("listbox", { name: "Members to mention" });
    await expect(within(members).getAllByRole("option")).toHaveLength(1);
    await userEvent.keyboard("{Enter}");
    await expect(box).toHaveValue("Can @LeePark ");
    await userEvent.type(box, "check the lamp?");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await userEvent.type(box, " @");
    await expect(within(canvas.getByRole("listbox")).getAllByRole("option")).toHaveLength(3);
    await userEvent.keyboard("{Escape}{Backspace}{Backspace}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith("Can @LeePark check the lamp?");
  },
};

/** A refused comment comes back into the box, with the server's words. */
export const Refused: Story = {
  args: {
    comments: [],
    onSend: fn(() => Promise.resolve(false)),
    error: "Act 2 · Kitchen has 2000 comments, the most a list keeps: start another list",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Comment on Brass floor lamp" });
    await userEvent.type(box, "One more");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(box).toHaveValue("One more");
  },
};

/** A viewer reads only. */
export const ForAViewer: Story = { render: (args) => <CommentThread {...args} onSend={null} /> };
