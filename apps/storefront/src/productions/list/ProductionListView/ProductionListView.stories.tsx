import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlainLink } from "@backlot/ui/Link";
import { commentsByLine, offeredMoves } from "../list-view.js";
import { sampleActions } from "../sample-actions.js";
import {
  sampleActivity,
  sampleCalls,
  sampleComments,
  sampleLines,
  sampleList,
  sampleMembers,
  sampleWhen,
} from "../sample-list.js";
import { ProductionListView } from "./index.js";

const may =
  (...actions: string[]) =>
  (action: string) =>
    actions.includes(action);

const meta = {
  title: "Storefront/Productions/ProductionListView",
  component: ProductionListView,
  args: {
    productionName: "Harbour Lights, season 2",
    list: sampleList,
    // Two lines: a story's picture is cut at the test window's height (the cards have stories of their own).
    lines: [sampleLines[0], sampleLines[3]].filter((line) => line !== undefined),
    calls: {},
    can: { edit: false, review: true, reviewer: true, comment: true },
    moves: offeredMoves(sampleList, may("review")),
    quote: null,
    comments: commentsByLine(sampleComments.map((comment) => ({ ...comment, lineId: "L1" }))),
    members: sampleMembers,
    myUid: "sam",
    actions: sampleActions(),
    activity: { status: "ready", items: sampleActivity, onMore: null },
    news: "",
    formatWhen: sampleWhen,
    LinkComponent: PlainLink,
    back: <a href="#production">All of Harbour Lights’ lists</a>,
  },
} satisfies Meta<typeof ProductionListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's width (390 less the story's padding), whatever the test window's. */
const onAPhone: Story["decorators"] = [
  (Story) => (
    <div style={{ maxWidth: 358 }}>
      <Story />
    </div>
  ),
];

/** The designer on a phone (390 wide): cards with big buttons; "Approve the rest" approves what waits, once sure. */
export const DesignerOnAPhone: Story = {
  decorators: onAPhone,
  args: { actions: sampleActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Approve the rest (1 waiting)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Approve them" }));
    await expect(args.actions.approveRest).toHaveBeenCalledWith(["L1"]);
  },
};

/** Only the lines asking for alternatives. */
export const Filtered: Story = {
  decorators: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Show" }), "alternatives");
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
  },
};

/** A buyer at a desk: comments and history beside the lines, alternatives beside their line. */
export const BuyerAtADesk: Story = {
  args: {
    can: { edit: true, review: false, reviewer: false, comment: true },
    moves: offeredMoves(sampleList, may("editLists")),
    myUid: "dana",
  },
};

/** A buyer on a phone: the list's tools, quantities and edits; a refused quantity and a decision on its way. */
export const Buyer: Story = {
  decorators: onAPhone,
  args: {
    can: { edit: true, review: false, reviewer: false, comment: true },
    moves: offeredMoves(sampleList, may("editLists")),
    calls: sampleCalls,
    myUid: "dana",
    news: "Approved by Sam Okafor: Chrome diner stool",
  },
};

export const Empty: Story = {
  decorators: onAPhone,
  args: {
    list: { ...sampleList, state: "drafting", lines: [], groups: ["Act 2 · Kitchen"] },
    lines: [],
    can: { edit: true, review: false, reviewer: false, comment: true },
    moves: offeredMoves({ ...sampleList, state: "drafting", lines: [] }, may("editLists")),
    comments: new Map(),
    activity: { status: "loading" },
  },
};
