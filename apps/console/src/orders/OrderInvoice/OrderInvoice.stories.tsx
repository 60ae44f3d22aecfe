import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import type { Invoice } from "@backlot/domain";
import { sampleInvoice } from "@backlot/ui/testing/sample-invoice";
import { OrderInvoice } from "./index.js";

const invoice: Invoice = {
  ...sampleInvoice,
  orderId: "8K2M4PQ7aaaaaaaaaaaa",
  reference: "O-8K2M4PQ7",
  uid: "u1",
  issuedByName: "Sam Ortiz",
  billTo: { name: "Dana Reyes", company: "Harbor Lights (feature)", email: "dana@harbor.example" },
  pickUpDate: "2027-03-01",
  returnDate: "2027-03-15",
  payments: sampleInvoice.payments.map((payment) => ({ ...payment, byName: "Sam Ortiz" })),
};

const meta = {
  title: "Console/OrderInvoice",
  component: OrderInvoice,
  args: {
    invoice,
    returned: true,
    card: { card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 } },
    currency: "USD",
    locale: "en-US",
    timeZone: "America/New_York",
    onIssue: fn(() => Promise.resolve()),
    onRecord: fn(() => Promise.resolve()),
    onCharge: fn(() => Promise.resolve()),
    onSavePdf: fn(() => Promise.resolve("Saved INV-0042.pdf.")),
    newId: () => "storyPaymentId000001",
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof OrderInvoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issued and part paid: the card can be charged for the rest, or another payment recorded. */
export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Charge $372.21 to Visa ending 4242" })).toBeVisible();
    await expect(canvas.getByLabelText("Amount (USD)")).toHaveValue("372.21");
  },
};

/** Returned, not invoiced yet. */
export const ToIssue: Story = {
  args: { invoice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Issue the final invoice" })).toBeVisible();
  },
};
