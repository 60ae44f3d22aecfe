// The quote form's request in the shape the quote repository stores, and the reference a
// customer quotes back to the vendor.
import type { QuoteLine, QuoteRequestInput } from "@backlot/data";
import type { QuoteRequest } from "@backlot/ui/QuoteRequestForm";

export function toQuoteInput(request: QuoteRequest): { input: QuoteRequestInput; lines: QuoteLine[] } {
  return {
    input: {
      contact: { name: request.name, email: request.email, phone: request.phone, company: "" },
      production: request.production,
      pickUpDate: request.pickUpDate,
      returnDate: request.returnDate,
      fulfilment: request.delivery ? "delivery" : "pickup",
      deliveryAddress: request.deliveryAddress,
      notes: request.notes,
    },
    lines: request.items.map((item) => ({ propId: item.propId, quantity: item.quantity, note: "" })),
  };
}

/** "Q-7F3K2QX1": short enough to read out on the phone. */
export const quoteReference = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`;
