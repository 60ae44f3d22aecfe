// An order: a set list and a rental period, moved on by the prop house's staff one status at a
// time. The placeOrder function stores it with the estimate it worked out on the server; the
// storefront, the console and the functions all read this one shape.
import type { RentalEstimate } from "./pricing/rental-estimate.js";
import type { ActedBy } from "./commands/impersonation.js";
import type { CardAuthorisation, CardSetup } from "./payments/card-authorisation.js";
import type { CheckedQuoteRequest, Fulfilment, QuoteRequestInput } from "./quote/quote-request.js";
import type { OrderChange } from "./order-change.js";
import type { SetList, SetListLine } from "./set-list.js";
import type { ProductionOnQuote } from "./production/sent-to-house.js";

/** The quote form's questions about a set list; the list's own lines are ordered. */
export type OrderInput = Omit<QuoteRequestInput, "lines">;

/** Where an order stands: placed by the customer, then moved on by the prop house's staff. */
export const orderStatuses = ["placed", "confirmed", "out", "returned", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where each status may go next: placed -> confirmed -> out (picked up or delivered) -> returned,
 * or cancelled before it goes out. setOrderStatus refuses any other step; the console offers these.
 */
export const orderStatusNext: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["confirmed", "cancelled"],
  confirmed: ["out", "cancelled"],
  out: ["returned"],
  returned: [],
  cancelled: [],
};

/** One step of an order's life: the status, when, who (a uid, and a name to show) and what they said. */
export interface OrderStatusChange {
  status: OrderStatus;
  at: Date;
  by: string;
  byName: string;
  /** "" for none. */
  note: string;
  /** The staff member who made the change as the customer, in an impersonated session ("Sam (staff) for Dana"). */
  actedBy?: ActedBy;
  /** What an extension or an add-on changed (extendOrder, addToOrder); `status` is then the order's, unchanged. */
  change?: OrderChange;
}

/** A hand-over at the dock as the order lists it; the driver's drawn signature is kept apart (handOver). */
export interface HandoverSummary {
  id: string;
  at: Date;
  /** The member of staff who handed it over. */
  byName: string;
  /** The driver's printed name. */
  driverName: string;
  /** Pieces handed over, by line key. */
  pieces: Record<string, number>;
}

/** A photo of a piece back damaged, as stored: its path in the file store, the name it was sent with, type and size. */
export interface DamagePhoto {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** How a piece came back at check-in: fine, damaged (to the repair queue) or missing (charged at replacement value). */
export const returnConditions = ["fine", "damaged", "missing"] as const;
export type ReturnCondition = (typeof returnConditions)[number];

/**
 * Pieces of one line checked in on one day in one condition (checkIn). Fine pieces scanned the same day add to one
 * entry; each damaged or missing report is its own entry, with the repair queue's record of it.
 */
export interface CheckInEntry {
  id: string;
  /** The line's key (lineKey). */
  key: string;
  condition: ReturnCondition;
  pieces: number;
  /** The vendor's calendar day it came back (or was found missing): where its rent stops. */
  on: string;
  at: Date;
  byName: string;
  /** What staff said of the damage or loss; "" for none. */
  note: string;
  /** What the customer is charged for damage, in minor units (on the final invoice); absent for none. */
  charge?: number;
  /** Photos of the damage, as the file store holds them (damage/{vendorId}/...; staff read them). */
  photos?: DamagePhoto[];
  /** The repair queue's record (vendors/{id}/repairs/{repairId}) of a damaged or missing piece. */
  repairId?: string;
}

/** An order as stored. */
export interface Order {
  uid: string;
  setListId: string;
  setListName: string;
  /** The set list's lines when the order was placed. */
  lines: SetListLine[];
  pickUpDate: string;
  returnDate: string;
  /** A vendor with more than one pickup location: the one it is picked up from, whose stock it books. */
  locationId?: string;
  fulfilment: Fulfilment;
  deliveryAddress: string;
  notes: string;
  contact: { name: string; email: string; phone: string; company: string };
  status: OrderStatus;
  createdAt: Date;
  /** What staff said with the latest status (setOrderStatus); "" or absent for nothing. */
  statusNote?: string;
  /** Every status it has had, oldest first (placed by the customer, then each staff step). */
  history?: OrderStatusChange[];
  /**
   * The production whose approved list a coordinator ordered (placeOrder naming productionList): the production, its
   * members and who approved each line, as a quote request carries them. setListId is then "".
   */
  fromProduction?: ProductionOnQuote;
  /** The quote request it was accepted from (acceptQuote), if any. */
  quoteRequestId?: string;
  /**
   * Until when a placed order holds its props (ISO 8601), the vendor's hold period from placing it:
   * confirming books them for good. Absent where no server runs.
   */
  heldUntil?: string;
  /** The server's estimate when it placed the order (placeOrder); absent where no server runs. */
  estimate?: RentalEstimate;
  /** The card saved for it (confirmCardAuthorisation; the server's alone to write), and a setup under way. */
  cardAuthorisation?: CardAuthorisation;
  cardSetup?: CardSetup;
  /** Pieces staff ticked as pulled from the shelves, by line key (tickPulled; the server's alone to write). */
  pulled?: Record<string, number>;
  /** Pieces scanned out at the dock, by line key (scanOut, tickOut); handed over to a driver or waiting to be. */
  scannedOut?: Record<string, number>;
  /** Each hand-over to a driver, oldest first (handOver): what went out, and when. */
  handovers?: HandoverSummary[];
  /** What came back, oldest first (checkIn): the dock's record of the return, read by the final invoice. */
  checkIns?: CheckInEntry[];
  /** The final invoice's number, once issued (issueInvoice): the invoice is stored under the order's id. */
  invoiceNumber?: string;
}

/** A new order of `list`, as checked by the quote contract: the list's lines, no price, "placed". */
export function newOrder({
  uid,
  setListId,
  list,
  checked,
}: {
  uid: string;
  setListId: string;
  list: Pick<SetList, "name" | "lines">;
  checked: CheckedQuoteRequest;
}): Omit<Order, "createdAt"> {
  return {
    uid,
    setListId,
    setListName: list.name,
    lines: list.lines,
    pickUpDate: checked.pickUpDate,
    returnDate: checked.returnDate,
    fulfilment: checked.fulfilment,
    deliveryAddress: checked.deliveryAddress,
    notes: checked.notes,
    contact: checked.contact,
    status: "placed",
  };
}
