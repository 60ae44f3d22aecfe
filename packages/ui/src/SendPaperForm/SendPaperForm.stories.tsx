import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SendPaperForm } from "./index.js";

const meta = {
  title: "Paperwork/SendPaperForm",
  component: SendPaperForm,
  args: { kind: "insurance", currency: "USD", onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof SendPaperForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const certificate = () => new File([new Uint8Array(2048)], "coi.pdf", { type: "application/pdf" });

/** Filled in and sent: the paper goes out with its file, and the form says what happens next. */
export const Insurance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/The certificate/), certificate());
    await userEvent.type(canvas.getByLabelText("Insurer"), "Film Risk Mutual");
    await userEvent.type(canvas.getByLabelText("Policy number"), "FRM-88231");
    await userEvent.type(canvas.getByLabelText("Coverage starts"), "2026-11-01");
    await userEvent.type(canvas.getByLabelText("Coverage ends"), "2027-10-31");
    await userEvent.type(canvas.getByLabelText(/Limit each occurrence/), "1,000,000");
    await userEvent.click(canvas.getByLabelText("Additional insured"));
    await userEvent.click(canvas.getByLabelText("Loss payee"));
    await userEvent.click(canvas.getByRole("button", { name: "Send for review" }));
    await expect(await canvas.findByText(/The prop house will review it/)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "insurance",
        insurer: "Film Risk Mutual",
        limit: 100_000_000,
        additionalInsured: true,
        lossPayee: true,
      }),
    );
  },
};

/** Sent empty: every field says what it needs, the file first, and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send for review" }));
    await expect(await canvas.findByText("Choose the certificate's file: a PDF, JPEG or PNG.")).toBeVisible();
    await expect(canvas.getByText("The insurer is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The connection dropped: the message says so and every value stays for the next try. */
export const SendingFailed: Story = {
  args: {
    kind: "taxExemption",
    onSubmit: fn(() => Promise.reject(new Error("The paper was not sent: you are offline. Try again."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/The certificate/), certificate());
    await userEvent.type(canvas.getByLabelText("State"), "NY");
    await userEvent.type(canvas.getByLabelText("Form"), "ST-120");
    await userEvent.type(canvas.getByLabelText("Holds until"), "2027-06-30");
    await userEvent.click(canvas.getByRole("button", { name: "Send for review" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("you are offline");
    await expect(canvas.getByLabelText("Form")).toHaveValue("ST-120");
  },
};
