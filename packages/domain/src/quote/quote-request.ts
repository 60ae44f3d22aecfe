// The one shape of a quote request, from the form a customer fills in to the record the prop
// house reads: the UI kit's form sends it, the repositories (and the server's functions) check it
// with checkQuoteRequest. An order asks the same questions about a set list, so it is one too.

export interface QuoteContact {
  name: string;
  email: string;
  /** "" when not given. */
  phone: string;
  /** "" when not given. */
  company: string;
}

export interface QuoteLine {
  propId: string;
  /** The variant asked for; absent for the prop itself. */
  variantId?: string;
  quantity: number;
  /** "" when not given. */
  note: string;
}

export type Fulfilment = "pickup" | "delivery";

/** What a customer sends. Dates are "YYYY-MM-DD" at the vendor; text is checked trimmed. */
export interface QuoteRequestInput {
  contact: QuoteContact;
  /** The show, film or event the props are for. */
  production: string;
  pickUpDate: string;
  returnDate: string;
  fulfilment: Fulfilment;
  /** "" unless fulfilment is "delivery". */
  deliveryAddress: string;
  notes: string;
  /** The props; from a set list, the list's own lines replace these. */
  lines: QuoteLine[];
}

/** A request that passed the checks: trimmed, with the rental's length in started weeks. */
export interface CheckedQuoteRequest extends QuoteRequestInput {
  weeks: number;
}

/**
 * A request about a set list: the list's own lines (whatever the caller sent) and, when the form
 * left it empty, the list's production.
 */
export function requestForSetList(
  input: Omit<QuoteRequestInput, "lines">,
  list: { lines: QuoteLine[]; production: string },
): QuoteRequestInput {
  const production = (typeof input.production === "string" ? input.production.trim() : "") || list.production;
  return { ...input, production, lines: list.lines };
}
