import { describe, expect, it } from "vitest";
import { quoteReference, toQuoteInput } from "./quote-input.js";

describe("quote requests from the form", () => {
  it("map to what the repository stores", () => {
    const { input, lines } = toQuoteInput({
      name: "Dana Reyes",
      email: "dana@studio.example",
      phone: "212 555 0147",
      production: "The Diner",
      pickUpDate: "2026-12-01",
      returnDate: "2026-12-15",
      delivery: true,
      deliveryAddress: "Stage 4, Kaufman Astoria",
      notes: "Scene 12",
      items: [{ propId: "BPH-10092", name: "Battered 16mm", quantity: 2 }],
    });
    expect(input).toEqual({
      contact: { name: "Dana Reyes", email: "dana@studio.example", phone: "212 555 0147", company: "" },
      production: "The Diner",
      pickUpDate: "2026-12-01",
      returnDate: "2026-12-15",
      fulfilment: "delivery",
      deliveryAddress: "Stage 4, Kaufman Astoria",
      notes: "Scene 12",
    });
    expect(lines).toEqual([{ propId: "BPH-10092", quantity: 2, note: "" }]);
  });

  it("have a short reference", () => {
    expect(quoteReference("7f3k2qx1abcdefgh")).toBe("Q-7F3K2QX1");
  });
});
