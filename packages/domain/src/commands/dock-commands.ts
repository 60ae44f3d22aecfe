// The dock's and the final invoice's commands (issue 34): what each takes and returns. commandNames lists them with
// the rest (commands.ts).
/** Staff tick how many pieces of one line of an order are pulled from the shelves (0 to the line's quantity). */
export interface TickPulledCall {
  vendorId: string;
  orderId: string;
  /** The line's key: "BPH-1", or "BPH-1/walnut" for a prop in a variant. */
  line: string;
  pulled: number;
}

/** Staff scan a label at the dock: its item number counts one piece out on the order. */
export interface ScanOutCall {
  vendorId: string;
  orderId: string;
  /** What the scanner read (or staff typed): the prop's item number. */
  code: string;
}

export interface ScanOutResult {
  /** The line the piece counted on ("BPH-1" or "BPH-1/walnut"). */
  line: string;
  /** Pieces of the line scanned out now, of its quantity. */
  scanned: number;
  quantity: number;
}

/** Staff set a line's scanned-out pieces by hand (a label that will not scan, a miscount). */
export interface TickOutCall {
  vendorId: string;
  orderId: string;
  line: string;
  scannedOut: number;
}

/** The driver signs for what was scanned out: a hand-over; the first takes the order out. */
export interface HandOverCall {
  vendorId: string;
  orderId: string;
  /** The driver's printed name. */
  driverName: string;
  /** The driver's drawn signature, a PNG data URL. */
  signature: string;
  /** Staff's reason to let the order go out without the papers the tenant requires; absent or "" for none. */
  override?: string;
}

export interface HandOverResult {
  handoverId: string;
  /** Pieces handed over, by line key. */
  pieces: Record<string, number>;
}

/** Staff scan a label coming back at check-in: one piece of the order back fine. */
export interface ScanInCall {
  vendorId: string;
  orderId: string;
  code: string;
}

/** Whether the check-in made the order "returned": every piece went out and is accounted for. */
export interface CheckInResult {
  /** The line the pieces counted on. */
  line: string;
  /** Pieces of the line accounted for now, of those that went out. */
  back: number;
  out: number;
  returned: boolean;
  /** The repair queue's record, for a damaged or missing report. */
  repairId?: string;
}

/** Staff report some of a line's pieces by hand at check-in: fine, damaged (a note and a charge) or missing. */
export interface ReportReturnCall {
  vendorId: string;
  orderId: string;
  line: string;
  condition: "fine" | "damaged" | "missing";
  pieces: number;
  /** What the damage is, or where a missing piece was last seen; required for damage. */
  note?: string;
  /** Photos of the damage the dock's tablet sent to the file store first (damagePhotoPath); damage only. */
  photos?: { path: string; name: string }[];
  /** The damage charge in minor units; 0 or absent for none (and for fine or missing pieces). */
  charge?: number;
}

/** Staff clear a piece from the repair queue (repaired, or found): it is available again. */
export interface ClearRepairCall {
  vendorId: string;
  repairId: string;
  /** What was done ("Re-glued", "Found in truck 2"); "" for nothing. */
  note?: string;
}

/** Staff issue a returned order's final invoice (one per order: a second call gives the same one back). */
export interface IssueInvoiceCall {
  vendorId: string;
  orderId: string;
}

export interface IssueInvoiceResult {
  /** The invoice's id: the order's. */
  invoiceId: string;
  number: string;
  total: number;
  issuedAt: string;
}

/** Staff record a payment against an invoice: a check, an ACH transfer, the account, or a card taken elsewhere. */
export interface RecordPaymentCall {
  vendorId: string;
  /** The invoice's id (the order's). */
  invoiceId: string;
  method: "card" | "check" | "ach" | "account";
  /** Minor units, from 1 to the balance due. */
  amount: number;
  /** A check number, an ACH trace; "" for none. */
  reference?: string;
  /** The client's id for this payment, so a retry after a lost answer records it once. */
  paymentId: string;
}

/** Staff charge the balance due to the card the customer authorised for the order, through the Payments port. */
export interface ChargeInvoiceCall {
  vendorId: string;
  invoiceId: string;
}

export interface PaymentResult {
  paymentId: string;
  balanceDue: number;
}
