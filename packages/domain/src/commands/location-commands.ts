// The commands of pickup locations (issue 37; decision 0053).

/**
 * Staff move some of a prop's stock from one pickup location to another: out at `from` from `leaves` on, in at `to`
 * from `arrives` on. The client makes `transferId`, so a call sent twice moves the stock once.
 */
export interface TransferStockCall {
  vendorId: string;
  transferId: string;
  propId: string;
  quantity: number;
  from: string;
  to: string;
  /** "YYYY-MM-DD" at the vendor: the first day the pieces are away from `from`. */
  leaves: string;
  /** "YYYY-MM-DD": the first day `to` can rent them, on or after `leaves`. */
  arrives: string;
}

export interface TransferStockResult {
  transferId: string;
  /** False when this transfer was recorded by an earlier call with the same id. */
  created: boolean;
}
