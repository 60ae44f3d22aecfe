// The final invoice's shapes (issue 34): what the server feeds the arithmetic (invoice.ts) from what happened at the
// dock, and what it stores, prints and mails. Money is in minor units (cents), whole numbers.
import type { CalendarDate } from "../calendar-date.js";

/**
 * Some pieces of one line out from one day to another: from the day they were handed over to the day they came back
 * (or were found missing), or to the invoice's day while still out. Weeks are counted as rentalWeeks counts them:
 * 7 days is 1 week, 8 days 2, the same day 1.
 */
export interface RentalStint {
  /** The line's key (lineKey). */
  key: string;
  propId: string;
  /** The line's name as the order shows it ("Bentwood chair (Walnut)"). */
  name: string;
  /** Weekly rate for one piece. */
  weeklyRate: number;
  pieces: number;
  from: CalendarDate;
  to: CalendarDate;
}

/** Pieces that never came back, charged at the prop's replacement value each. */
export interface LossInput {
  key: string;
  propId: string;
  name: string;
  pieces: number;
  replacementValue: number;
}

/** Damage staff priced: an amount for one report. */
export interface DamageInput {
  key: string;
  propId: string;
  name: string;
  amount: number;
  note: string;
}

export interface InvoiceInput {
  currency: string;
  /** The vendor's weekly schedule (vendor.json weeklyDiscounts): factor n for rental week n, the last repeating. */
  weeklyDiscounts: readonly number[];
  stints: readonly RentalStint[];
  losses: readonly LossInput[];
  damages: readonly DamageInput[];
  /** The delivery fee, 0 for a pick-up. */
  deliveryFee: number;
  /** Sales tax percent (8.875 for New York City), charged on rent and delivery. */
  taxPercentage: number;
  /** An accepted tax exemption certificate is on file: no tax. */
  taxExempt: boolean;
  /**
   * Percent added when the invoice is paid by the authorised card (settings.ccAuthProcessingPercentage), on the
   * subtotal; null for none.
   */
  cardFeePercentage: number | null;
}

/** One stint priced: the weeks it was out and each week's charge. */
export interface InvoiceRentLine extends RentalStint {
  weeks: number;
  /** Charge for each rental week, all pieces together. */
  byWeek: number[];
  amount: number;
}

export interface InvoiceLoss extends LossInput {
  amount: number;
}

export interface InvoiceTotals {
  rent: number;
  loss: number;
  damage: number;
  delivery: number;
  /** What tax is charged on (rent and delivery), 0 when exempt. */
  taxable: number;
  tax: number;
  /** Before the card fee. */
  subtotal: number;
  cardFee: number;
  total: number;
}

export interface InvoiceCharges {
  currency: string;
  rent: InvoiceRentLine[];
  losses: InvoiceLoss[];
  damages: DamageInput[];
  taxPercentage: number;
  taxExempt: boolean;
  cardFeePercentage: number | null;
  totals: InvoiceTotals;
}

export const paymentMethods = ["card", "check", "ach", "account"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment recorded against an invoice (recordPayment, or chargeInvoice for the authorised card). */
export interface InvoicePayment {
  id: string;
  method: PaymentMethod;
  amount: number;
  /** A check number, an ACH trace, the card charge's id; "" for none. */
  reference: string;
  at: Date;
  byName: string;
}

/** An invoice as stored (vendors/{id}/invoices/{invoiceId}); the server's alone to write. */
export interface Invoice {
  /** The vendor's sequence: "INV-0001". */
  number: string;
  orderId: string;
  /** The order's reference ("O-8JD2KQ0A"), as both sides know it. */
  reference: string;
  uid: string;
  issuedAt: Date;
  issuedByName: string;
  /** Who it is billed to: the order's contact. */
  billTo: { name: string; company: string; email: string };
  pickUpDate: string;
  returnDate: string;
  charges: InvoiceCharges;
  payments: InvoicePayment[];
  /** Total less payments. */
  balanceDue: number;
  /** The customer's mail with the PDF is queued (a retried issueInvoice sends it if not). */
  mailed?: boolean;
}
