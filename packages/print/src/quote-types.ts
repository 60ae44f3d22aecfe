// What a quote's PDF is made from: the prop house's answer to a request, with every date already written as text and
// every amount in minor units (cents) of the quote's currency, as the answer's estimate has them.

export interface PrintedQuoteContact {
  name: string;
  email: string;
  /** Absent or "" when not given. */
  phone?: string;
  /** Absent or "" when not given. */
  company?: string;
}

export interface PrintedQuoteLine {
  /** The prop's id ("BPH-10092"). */
  itemNumber: string;
  /** As the estimate names it, its variant included ("Bentwood chair (Walnut)"). */
  name: string;
  quantity: number;
  /** For one item for one week. */
  weeklyRate: number;
  /** The line over every rental week, each week's factor applied. */
  total: number;
}

export interface PrintedQuote {
  /** The quote's reference ("Q-7F3K2QX1"). */
  reference: string;
  /** The show, film or event the props are for. */
  production: string;
  contact: PrintedQuoteContact;
  /** The rental period as the caller writes it ("Dec 1 – 15, 2026"). */
  dates: string;
  handover: "pick-up" | "delivery";
  /** Where the props go, when they are delivered. */
  deliveryAddress?: string;
  /** When staff sent the quote ("Nov 20, 2026"). */
  quotedOn?: string;
  /** What staff wrote with the price; paragraphs keep their line breaks. Absent or "" for nothing. */
  note?: string;
  /** ISO 4217 ("USD"). */
  currency: string;
  /** The rental's length in started weeks. */
  weeks: number;
  /** The fraction of the weekly rates charged in each rental week (1 full, 0 free), one a week. */
  factors: readonly number[];
  lines: readonly PrintedQuoteLine[];
  /** All lines together in each rental week, one a week. */
  weekTotals: readonly number[];
  subtotal: number;
  /** What the customer's card is authorised for (the subtotal plus processing), or null when the house takes none. */
  cardAuthorisation: number | null;
}

/** Who prints the quote, and how it looks. */
export interface QuotePdfOptions {
  /** The prop house's name, in the band at the head of every page. */
  vendorName: string;
  /** How amounts, numbers and percentages are written ("en-US"). */
  locale: string;
  /** The house's brand ("#b3261e") and the colour of text on it ("#ffffff"); near-black and white when absent. */
  brand?: { colour: string; onColour: string };
  /** The house's address and how to reach it, a short line each, at the foot of every page (two at most). */
  vendorDetails?: readonly string[];
}
