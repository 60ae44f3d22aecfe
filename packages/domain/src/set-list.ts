// A set list (pull list): a named list of props with a quantity and a note per line, owned by one
// user and shareable read-only with the production team through an unguessable link.
import type { ActedBy } from "./commands/impersonation.js";

export interface SetListLine {
  propId: string;
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

/** The user record's setListItems key for a line. */
export const setListItemKey = (setListId: string, propId: string) => `${setListId}/${propId}`;
