import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleInvoice } from "../testing/sample-invoice.js";
import { InvoiceSummary, type InvoiceSummaryProps } from "./index.js";

const meta = {
  title: "Orders/InvoiceSummary",
  component: InvoiceSummary,
  args: { invoice: sampleInvoice, locale: "en-US", timeZone: "America/New_York" },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<InvoiceSummaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rent by the weeks each piece was out, a loss, a damage, delivery, tax, the card fee, and a check paid. */
export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("$472.21");
    await expect(canvas.getByRole("status")).toHaveTextContent("Balance due: $372.21");
  },
};

/** An exempt production, paid in full. */
export const ExemptAndPaid: Story = {
  args: {
    invoice: {
      ...sampleInvoice,
      balanceDue: 0,
      charges: {
        ...sampleInvoice.charges,
        taxExempt: true,
        losses: [],
        damages: [],
        totals: { ...sampleInvoice.charges.totals, loss: 0, damage: 0, taxable: 0, tax: 0, total: 26750 },
      },
      payments: [{ id: "p1", method: "ach", amount: 26750, reference: "", at: new Date("2027-03-15T15:00:00Z") }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sales tax (exempt)")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Paid in full");
  },
};
