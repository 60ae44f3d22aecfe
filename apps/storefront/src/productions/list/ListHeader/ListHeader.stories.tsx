import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { offeredMoves } from "../list-view.js";
import { dana, sam, sampleList, sampleWhen } from "../sample-list.js";
import { ListHeader } from "./index.js";

const may =
  (...actions: string[]) =>
  (action: string) =>
    actions.includes(action);

const meta = {
  title: "Storefront/Productions/ListHeader",
  component: ListHeader,
  args: {
    list: sampleList,
    productionName: "Harbour Lights, season 2",
    moves: offeredMoves(sampleList, may("review")),
    onMove: fn(() => Promise.resolve(true)),
    moving: false,
    quote: null,
    formatWhen: sampleWhen,
    back: <a href="#production">All of Harbour Lights’ lists</a>,
  },
} satisfies Meta<typeof ListHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The designer: approval waits for every line's decision, and says so; changes can be requested with a word. */
export const DesignerInReview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole("button", { name: "Approve list" });
    await expect(approve).toHaveAttribute("aria-disabled", "true");
    await expect(approve).toHaveAccessibleDescription(/2 lines of "Act 2 · Kitchen" still need a decision/);
    await userEvent.type(canvas.getByRole("textbox", { name: /A word with it/ }), "Phone and fridge again");
    await userEvent.click(canvas.getByRole("button", { name: "Request changes" }));
    await expect(args.onMove).toHaveBeenCalledWith("request_changes", "Phone and fridge again");
  },
};

export const BuyerDrafting: Story = {
  args: {
    list: { ...sampleList, state: "drafting", stateChangedBy: null, stateChangedAt: null },
    moves: offeredMoves({ ...sampleList, state: "drafting" }, may("editLists")),
    moveError: "Act 2 · Kitchen is in review already: reload to see it",
  },
};

/** The coordinator's approved list, sent to the prop house once already. */
export const ApprovedForCoordinator: Story = {
  args: {
    list: {
      ...sampleList,
      state: "approved",
      stateChangedBy: sam,
      stateChangedAt: new Date("2026-11-24T15:00:00Z"),
      sent: [{ kind: "quote", id: "k3j9x0q1abcd", by: dana, at: new Date("2026-11-24T15:10:00Z") }],
    },
    moves: [],
    quote: { problem: null, open: false, onOpen: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Request a quote" }));
    await expect(args.quote?.onOpen).toHaveBeenCalled();
    await expect(canvas.getByRole("list", { name: "Sent to the prop house" })).toHaveTextContent("Q-K3J9X0Q1");
  },
};
