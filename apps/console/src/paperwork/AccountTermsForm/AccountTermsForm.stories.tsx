import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AccountTermsForm } from "./index.js";

const meta = {
  title: "Console/AccountTermsForm",
  component: AccountTermsForm,
  args: {
    onGrant: fn(() => Promise.resolve()),
    settings: { locale: "en-US", currency: "USD" },
  },
} satisfies Meta<typeof AccountTermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Credit limit/ }), "lots");
    await userEvent.click(canvas.getByRole("button", { name: "Put the account on terms" }));
    await expect(canvas.getByRole("textbox", { name: /Terms/ })).toHaveAccessibleDescription(/Say the terms/);
    await expect(canvas.getByRole("textbox", { name: /Credit limit/ })).toHaveAccessibleDescription(/as an amount/);
    await expect(args.onGrant).not.toHaveBeenCalled();
  },
};

export const Granted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Terms/ }), "Net 30");
    await userEvent.type(canvas.getByRole("textbox", { name: /Credit limit/ }), "25,000");
    await userEvent.click(canvas.getByRole("button", { name: "Put the account on terms" }));
    await expect(args.onGrant).toHaveBeenCalledWith("Net 30", 2_500_000);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Net 30 terms, up to $25,000.00");
  },
};

export const Refused: Story = {
  args: { onGrant: fn(() => Promise.reject(new Error("No customer dana at bowery"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Terms/ }), "Net 30");
    await userEvent.type(canvas.getByRole("textbox", { name: /Credit limit/ }), "25000");
    await userEvent.click(canvas.getByRole("button", { name: "Put the account on terms" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No customer dana at bowery");
  },
};
