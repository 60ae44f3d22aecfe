import { describe, expect, it } from "vitest";
import { limits } from "../limits.js";
import { ValidationError } from "../validation.js";
import { checkQuoteRequest, quoteRequestProblems } from "./check-quote-request.js";
import type { QuoteRequestInput } from "./quote-request.js";

const request: QuoteRequestInput = {
  contact: { name: " Jo Rivera ", email: "jo@studio.example", phone: "", company: "" },
  production: "The Diner",
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  fulfilment: "pickup",
  deliveryAddress: "12 Main St",
  notes: "",
  lines: [{ propId: "BPH-1", quantity: 2, note: " by the counter " }],
};

const codes = (input: unknown, today?: string) =>
  quoteRequestProblems(input as QuoteRequestInput, today ? { today } : {}).map(({ field, code }) => `${field}:${code}`);

describe("the quote request contract", () => {
  it("trims a good request, counts its started weeks and drops an address it does not deliver to", () => {
    expect(checkQuoteRequest(request)).toEqual({
      ...request,
      contact: { ...request.contact, name: "Jo Rivera" },
      deliveryAddress: "",
      lines: [{ propId: "BPH-1", quantity: 2, note: "by the counter" }],
      weeks: 2,
    });
  });

  it("finds every problem at once, each with its field and code", () => {
    const bad = {
      contact: { name: " ", email: "jo@studio", phone: "call me" },
      production: "",
      pickUpDate: "2026-12-15",
      returnDate: "2026-12-15",
      fulfilment: "delivery",
      deliveryAddress: "",
      notes: "",
      lines: [],
    };
    expect(codes(bad)).toEqual([
      "contact.name:missing",
      "contact.email:invalid",
      "contact.phone:invalid",
      "production:missing",
      "returnDate:notAfterPickUp",
      "deliveryAddress:missing",
      "lines:nothingAsked",
    ]);
    expect(() => checkQuoteRequest(bad as unknown as QuoteRequestInput)).toThrow(ValidationError);
  });

  it("refuses a pick-up before the vendor's today only when told today", () => {
    expect(codes(request)).toEqual([]);
    expect(codes(request, "2026-12-02")).toEqual(["pickUpDate:past"]);
    expect(codes(request, "2026-12-01")).toEqual([]);
  });

  it("takes work without props when the notes say what is needed", () => {
    expect(codes({ ...request, lines: [], notes: "Six breakaway stools" })).toEqual([]);
  });

  it("holds every text and list to its limit", () => {
    const long = (max: number) => "x".repeat(max + 1);
    const over = {
      ...request,
      contact: { name: long(limits.quote.contactName), email: "jo@studio.example", phone: "", company: "" },
      notes: long(limits.quote.notes),
      lines: Array.from({ length: limits.quote.lines + 1 }, () => ({ propId: "BPH-1", quantity: 1, note: "" })),
    };
    expect(codes(over)).toEqual(["contact.name:tooLong", "notes:tooLong", "lines:tooMany"]);
    expect(quoteRequestProblems(over).find((problem) => problem.field === "notes")?.message).toBe(
      "must be at most 2,000 characters",
    );
    const line = { propId: "", quantity: 0, note: long(limits.quote.lineNote) };
    expect(codes({ ...request, lines: [line] })).toEqual([
      "lines.0.propId:missing",
      "lines.0.quantity:invalid",
      "lines.0.note:tooLong",
    ]);
  });

  it("survives anything a server might be sent", () => {
    expect(codes({})).toContain("contact.name:missing");
    expect(codes({ ...request, contact: null, lines: "all of them", notes: 5 })).toEqual([
      "contact.name:missing",
      "contact.email:missing",
      "notes:invalid",
      "lines:invalid",
    ]);
  });

  it("keeps a line's variant, leaves out an empty one, and refuses one that is not a short id", () => {
    const lines = [
      { propId: "BPH-1", variantId: "walnut", quantity: 1, note: "" },
      { propId: "BPH-1", variantId: "", quantity: 1, note: "" },
    ];
    expect(checkQuoteRequest({ ...request, lines }).lines).toEqual([
      { propId: "BPH-1", variantId: "walnut", quantity: 1, note: "" },
      { propId: "BPH-1", quantity: 1, note: "" },
    ]);
    const bad = [{ propId: "BPH-1", variantId: "v".repeat(limits.variantId.length + 1), quantity: 1, note: "" }];
    expect(codes({ ...request, lines: bad })).toEqual(["lines.0.variantId:invalid"]);
  });
});
