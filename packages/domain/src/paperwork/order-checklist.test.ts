// checklistOfOrder: the server's gate and both order pages read an order's checklist from the same stored records.
import { describe, expect, it } from "vitest";
import type { Paper } from "./paper.js";
import { checklistOfOrder } from "./order-checklist.js";

const order = {
  pickUpDate: "2027-03-01",
  returnDate: "2027-03-15",
  estimate: { subtotal: 50_000 } as never,
};
const insurance: Paper = {
  kind: "insurance",
  uid: "u",
  state: "accepted",
  sentAt: new Date("2027-02-01T12:00:00Z"),
  file: { path: "paperwork/v/u/p-coi.pdf", name: "coi.pdf", contentType: "application/pdf", size: 1 },
  insurer: "Film Risk Mutual",
  policyNumber: "FRM-1",
  coverageStart: "2027-01-01",
  coverageEnd: "2027-12-31",
  limit: 100_000_000,
  additionalInsured: true,
  lossPayee: true,
};

describe("checklistOfOrder", () => {
  it("is empty when the vendor requires nothing, whatever is on file", () => {
    expect(checklistOfOrder(order, [], [], {})).toEqual([]);
    expect(checklistOfOrder(order, [insurance], [], { requiredPaperwork: [] })).toEqual([]);
  });

  it("reads the vendor document's policy: what is required, the locale and the current agreement", () => {
    const vendor = {
      requiredPaperwork: ["insurance", "payment", "agreement"] as const,
      agreement: { version: "b".repeat(64) },
      locale: "en-US",
      terms: { currency: "USD" },
      timezone: "America/New_York",
    };
    const signed = [{ version: "a".repeat(64), name: "Jo Rivera", signedAt: new Date("2027-02-02T12:00:00Z") }];
    expect(checklistOfOrder(order, [insurance], signed, vendor)).toEqual([
      { requirement: "insurance", met: true, detail: "Insurance from Film Risk Mutual covers the rental" },
      { requirement: "payment", met: false, detail: "No card is authorised, and the account is not on terms" },
      {
        requirement: "agreement",
        met: false,
        detail: "Signed an older version of the agreement; sign the current one",
      },
    ]);
  });

  it("counts a saved card that covers the order's total until its return", () => {
    const cardAuthorisation = {
      provider: "test" as const,
      setupId: "s",
      customerId: "c",
      paymentMethodId: "pm",
      card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 },
      amount: 51_750,
      currency: "USD",
      authorisedAt: "2027-02-03T12:00:00Z",
    };
    const [payment] = checklistOfOrder({ ...order, cardAuthorisation }, [], [], { requiredPaperwork: ["payment"] });
    expect(payment).toMatchObject({ requirement: "payment", met: true });
    expect(payment?.detail).toMatch(/^Visa ending 4242 is authorised for \$517\.50/);
  });
});
