// A customer's hold on a set list: its props kept for the list's dates until the hold lapses (the
// tenant's holdHours after it was placed or last extended). The server writes it with the bookings
// it makes (holdSetList, extendHold, releaseHold); the customer and staff read it.
import type { QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";

export interface Hold {
  uid: string;
  /** Who, to name the hold in a conflict and in the console. */
  customerName: string;
  /** The set list held; for a production's list, the list's id (its hold's id is productionHoldId). */
  setListId: string;
  setListName: string;
  /** A production's approved list held by its coordinator: any coordinator of it may let it go. */
  productionList?: { productionId: string; listId: string };
  /** The lines held: the list's lines when it was held (holding again takes the list as it is then). */
  lines: { propId: string; quantity: number }[];
  pickUpDate: string;
  returnDate: string;
  /** A vendor with more than one pickup location: where the props are held (the set list's location). */
  locationId?: string;
  /** When it lapses, ISO 8601: from then on its props are free, with no one acting. */
  expiresAt: string;
  heldAt: Date;
  /** The uid of the staff member who last extended it, if any. */
  extendedBy?: string;
}

/** A customer's holds (their set lists' pages), by list. */
export const holdsOfCustomer = (vendorId: string, uid: string): QuerySpec => ({
  collection: vendorPaths(vendorId).holds,
  where: [["uid", "==", uid]],
});

/** What a hold names itself as in a conflict ("hold by Dana Reyes"). */
export const holdRef = (customerName: string) => `hold by ${customerName || "a customer"}`;
