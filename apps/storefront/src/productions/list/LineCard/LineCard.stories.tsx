import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlainLink } from "@backlot/ui/Link";
import { sampleActions } from "../sample-actions.js";
import {
  alternativesLine,
  approvedLine,
  chosenLine,
  pendingLine,
  rejectedLine,
  sampleCalls,
  sampleComments,
  sampleList,
  sampleMembers,
  sampleWhen,
} from "../sample-list.js";
import { LineCard } from "./index.js";

const designer = { edit: false, review: true, comment: true };
const buyer = { edit: true, review: false, comment: true };

const meta = {
  title: "Storefront/Productions/LineCard",
  component: LineCard,
  args: {
    view: pendingLine,
    call: undefined,
    can: designer,
    groups: sampleList.groups,
    comments: undefined,
    members: sampleMembers,
    myUid: "sam",
    actions: sampleActions(),
    formatWhen: sampleWhen,
    LinkComponent: PlainLink,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The designer on a phone: three big buttons; Approve sends at once. */
export const DesignerWaiting: Story = {
  args: { actions: sampleActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await expect(args.actions.decide).toHaveBeenCalledWith({ lineId: "L1", status: "approved" });
  },
};

/** Reject asks why first: the reason is required, and goes with the decision. */
export const DesignerRejecting: Story = {
  args: { actions: sampleActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reject" }));
    const box = canvas.getByRole("textbox", { name: /Why is Brass floor lamp rejected/ });
    await userEvent.click(within(box.closest("form") as HTMLElement).getByRole("button", { name: "Reject" }));
    await expect(canvas.getByText(/Say why/)).toBeVisible();
    await expect(args.actions.decide).not.toHaveBeenCalled();
    await userEvent.type(box, "Too bright");
    await userEvent.click(within(box.closest("form") as HTMLElement).getByRole("button", { name: "Reject" }));
    await expect(args.actions.decide).toHaveBeenCalledWith({ lineId: "L1", status: "rejected", reason: "Too bright" });
  },
};

export const Approved: Story = { args: { view: approvedLine, call: sampleCalls.L2 } };

export const Rejected: Story = { args: { view: rejectedLine, can: buyer, myUid: "dana" } };

/** Alternatives side by side with the line; the designer chooses one. */
export const AlternativesOffered: Story = {
  args: { view: alternativesLine, actions: sampleActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Choose Icebox, oak" }));
    await expect(args.actions.decide).toHaveBeenCalledWith({ lineId: "L4", status: "chosen", alternativeId: "A1" });
  },
};

export const ChosenAlternative: Story = { args: { view: chosenLine, can: { ...designer, review: false } } };

/** A buyer's quantity refused by the server: its words beside the stepper; + sends the change from what was shown. */
export const BuyerWithError: Story = {
  args: { can: buyer, call: sampleCalls.L1, myUid: "dana", actions: sampleActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("A quantity is a whole number from 1 to 999");
    await userEvent.click(canvas.getByRole("button", { name: "One more Brass floor lamp" }));
    await expect(args.actions.setQuantity).toHaveBeenCalledWith("L1", 2, 3);
  },
};

/** The comments open under the line, mentions highlighted. */
export const WithComments: Story = {
  args: { comments: sampleComments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show 2 comments on Brass floor lamp" }));
    await expect(canvas.getByText("@SamOkafor")).toBeVisible();
  },
};
