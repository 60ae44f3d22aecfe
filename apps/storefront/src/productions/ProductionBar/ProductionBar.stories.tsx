import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { diner, harbour, notices, now, storyFormat } from "../sample-room.js";
import { StoryLink } from "../story-link.js";
import { ProductionBar } from "./index.js";

const meta = {
  title: "Storefront/Productions/ProductionBar",
  component: ProductionBar,
  args: {
    productions: [harbour, diner],
    currentId: "harbour",
    productionHref: (id) => `/productions/${id}`,
    allHref: "/productions",
    onChoose: fn(),
    notices: { unread: 2, items: notices },
    noticeHref: (notice) => `/productions/${notice.productionId}/lists/${notice.listId ?? ""}`,
    onOpenNotices: fn(),
    format: storyFormat,
    now,
    LinkComponent: StoryLink,
  },
  // The panels drop down over the page: room for them in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProductionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Notices 2 unread/ })).toHaveAttribute("aria-expanded", "false");
  },
};

export const Switching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Harbour Lights/ }));
    await expect(canvas.getByRole("link", { name: "Harbour Lights, season 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: /Harbour Lights/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: /Harbour Lights/ }));
    await userEvent.click(canvas.getByRole("link", { name: "Night Diner (commercial)" }));
    await expect(args.onChoose).toHaveBeenCalledWith("diner");
  },
};

export const NoticesOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Notices/ }));
    await expect(args.onOpenNotices).toHaveBeenCalled();
    await expect(canvas.getByRole("link", { name: /approved 2 lines/ })).toHaveAttribute(
      "href",
      "/productions/harbour/lists/kitchen",
    );
  },
};

export const NoNotices: Story = {
  args: { notices: { unread: 0, items: [] }, productions: [harbour] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Notices" }));
    await expect(canvas.getByText(/No notices yet/)).toBeVisible();
    await expect(args.onOpenNotices).not.toHaveBeenCalled();
  },
};
