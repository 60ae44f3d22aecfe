import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InviteForm } from "./index.js";

const meta = {
  title: "Storefront/Productions/InviteForm",
  component: InviteForm,
  args: { onInvite: fn(() => Promise.resolve()) },
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /email address/ }), "Sam@Studio.example");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Buyer" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Designer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send the invitation" }));
    await expect(args.onInvite).toHaveBeenCalledWith("Sam@Studio.example", ["designer"]);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Invitation sent to Sam@Studio.example");
    await expect(canvas.getByRole("textbox", { name: /email address/ })).toHaveValue("");
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /email address/ }), "sam at studio");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Buyer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send the invitation" }));
    await expect(canvas.getByRole("textbox", { name: /email address/ })).toHaveAccessibleDescription(/Give their/);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onInvite: fn(() => Promise.reject(new Error("sam@studio.example is a member already"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /email address/ }), "sam@studio.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send the invitation" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("a member already");
    await expect(canvas.getByRole("textbox", { name: /email address/ })).toHaveValue("sam@studio.example");
  },
};
