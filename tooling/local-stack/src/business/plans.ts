// What the demo's order writers (orders.ts, invoice.ts) are given: an order's plan, as the story tells it, and the
// prop house's desk it is written at.
import type { DocumentStore } from "@backlot/data";
import type { CalendarDate } from "@backlot/domain";
import type { InvoiceTerms, PricingTerms, RentalEstimate } from "@backlot/domain/pricing";
import type { Person } from "./records.js";

/** A catalogue prop as the seed picked it from the store. */
export interface CatalogueProp {
  propId: string;
  name: string;
  weeklyRate: number;
  quantity: number;
}

export interface OrderPlan {
  id: string;
  person: Person;
  production: string;
  setListName: string;
  pickUpDate: CalendarDate;
  returnDate: CalendarDate;
  fulfilment: "pickup" | "delivery";
  deliveryAddress: string;
  notes: string;
  lines: { prop: CatalogueProp; quantity: number; note: string }[];
  placedAt: Date;
  confirmedAt: Date;
  /** What staff told the customer confirming it. */
  confirmNote: string;
  /** The accepted quote it came from (acceptQuote), priced at the quoted rates. */
  fromQuote?: { id: string; estimate: RentalEstimate };
}

export interface OrderDesk {
  store: DocumentStore;
  vendorId: string;
  timeZone: string;
  staff: { uid: string; name: string };
  terms: PricingTerms;
  invoiceTerms: InvoiceTerms;
  /** How long a placed order holds its props (the vendor's holdHours). */
  holdHours: number;
  now: Date;
}
