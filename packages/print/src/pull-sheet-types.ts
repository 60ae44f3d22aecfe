// What a pull sheet is made from: the caller's data, with every date and time already written as text.

export interface PullSheetOrder {
  /** The order's reference ("O-8K2M4PQ7"). */
  reference: string;
  /** The production the order is for or, when it names none, the customer. */
  production: string;
  handover: "pick-up" | "delivery";
  /** When it leaves, as the caller writes it in the house's time zone ("Thu, Nov 26 · 9:00 AM"). */
  when: string;
}

export interface PullSheetPhoto {
  /** A thumbnail: the PDF holds these bytes as they are, so pass a small rendition, not the original. */
  bytes: Uint8Array;
  type: "jpeg" | "png";
}

export interface PullSheetLine {
  /** The prop's id ("BPH-10092"), printed and as a Code 128 barcode. */
  itemNumber: string;
  name: string;
  variantName?: string;
  quantity: number;
  /** Where it is shelved ("Aisle 3 · Bay 12"); lines without one come last, under "No location recorded". */
  location?: string;
  /** The reference of one of the sheet's orders. */
  orderReference: string;
  photo?: PullSheetPhoto;
}

export interface PullSheet {
  /** "Pull sheet · Thursday, Nov 26, 2026" or "Pull sheet · O-8K2M4PQ7". */
  title: string;
  vendorName: string;
  /** When the sheet was made, as the caller writes it ("Nov 26, 2026, 7:40 AM"). */
  madeAt: string;
  orders: readonly PullSheetOrder[];
  lines: readonly PullSheetLine[];
}
