// A set list (pull list): a named list of props with a quantity and a note per line, owned by one
// user and shareable read-only with the production team through an unguessable link.
import type { ActedBy } from "./commands/impersonation.js";
import { type LineIdentity, lineKey } from "./prop-variants.js";

export interface SetListLine {
  propId: string;
  /** The variant chosen (a size, a finish); absent for the prop itself. A list holds a prop once per variant. */
  variantId?: string;
  quantity: number;
  note: string;
}

export interface SetList {
  ownerUid: string;
  name: string;
  /** The production it is for, shown on the shared page and on quotes. */
  production: string;
  lines: SetListLine[];
  /**
   * The rental's dates ("YYYY-MM-DD" at the vendor), "" or absent until the customer chooses them:
   * what the list is checked and held for, and what its quote or order starts with.
   */
  pickUpDate?: string;
  returnDate?: string;
  /**
   * A vendor with more than one pickup location: the one the list is picked up from (its id), which its hold, quote
   * and order take their props from; absent: the vendor's first.
   */
  locationId?: string;
  /** Set while shared: the read-only copy lives at sharedSetLists/{shareToken}. */
  shareToken: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Who last changed it when staff acted as the owner (an impersonated session); null or absent when the owner did. */
  actedBy?: ActedBy | null;
}

/** What someone with the share link sees. */
export interface SharedSetList {
  setListId: string;
  name: string;
  production: string;
  lines: SetListLine[];
  updatedAt: Date;
}

/** The user record's setListItems key for a line: one per line, so the rules can count them. */
export const setListItemKey = (setListId: string, line: LineIdentity) => `${setListId}/${lineKey(line)}`;
