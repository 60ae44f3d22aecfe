import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Invoice } from "@backlot/domain";
import { sampleInvoice } from "@backlot/ui/testing/sample-invoice";
import { OrderInvoice, type OrderInvoiceProps } from "./index.js";

const invoice: Invoice = {
  ...sampleInvoice,
  orderId: "o1",
  reference: "O-1",
  uid: "u1",
  issuedByName: "Sam",
  billTo: { name: "Dana", company: "", email: "dana@example.com" },
  pickUpDate: "2027-03-01",
  returnDate: "2027-03-15",
  payments: sampleInvoice.payments.map((payment) => ({ ...payment, byName: "Sam" })),
};

function renderInvoice(props: Partial<OrderInvoiceProps> = {}) {
  const handlers = {
    onIssue: vi.fn(() => Promise.resolve()),
    onRecord: vi.fn(() => Promise.resolve()),
    onCharge: vi.fn(() => Promise.resolve()),
    onSavePdf: vi.fn(() => Promise.resolve("Saved INV-0042.pdf.")),
    newId: vi.fn(() => "fakePaymentId00000001"),
  };
  render(
    <OrderInvoice
      invoice={invoice}
      returned
      card={{ card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 } }}
      currency="USD"
      locale="en-US"
      timeZone="America/New_York"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe("OrderInvoice", () => {
  it("offers to issue the invoice once the order is returned, and says why not before", async () => {
    const { onIssue } = renderInvoice({ invoice: null });
    await userEvent.click(screen.getByRole("button", { name: "Issue the final invoice" }));
    expect(onIssue).toHaveBeenCalled();
    expect(await screen.findByText("Invoice issued and mailed.")).toBeTruthy();
  });

  it("says the invoice waits for the return while the order is out", () => {
    renderInvoice({ invoice: null, returned: false });
    expect(screen.queryByRole("button", { name: "Issue the final invoice" })).toBeNull();
    expect(screen.getByText(/issued once the order is returned/)).toBeTruthy();
  });

  it("records a payment of at most the balance, with a fresh id each time", async () => {
    const { onRecord } = renderInvoice();
    const amount = screen.getByLabelText("Amount (USD)");
    await userEvent.clear(amount);
    await userEvent.type(amount, "500");
    await userEvent.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(screen.getByText("Enter an amount from $0.01 to $372.21")).toBeTruthy();
    expect(onRecord).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, "100");
    await userEvent.type(screen.getByLabelText("Reference (optional)"), "Check 1043");
    await userEvent.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(onRecord).toHaveBeenCalledWith({
      paymentId: "fakePaymentId00000001",
      method: "check",
      amount: 10000,
      reference: "Check 1043",
    });
    expect(await screen.findByText("Check payment of $100.00 recorded.")).toBeTruthy();
  });

  it("charges the authorised card, and says why when the card is refused", async () => {
    const { onCharge } = renderInvoice();
    onCharge.mockRejectedValueOnce(new Error("The card was not charged: Your card was declined."));
    await userEvent.click(screen.getByRole("button", { name: "Charge $372.21 to Visa ending 4242" }));
    expect(await screen.findByText("The card was not charged: Your card was declined.")).toBeTruthy();
  });
});
