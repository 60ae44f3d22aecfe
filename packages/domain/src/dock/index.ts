// The dock: pulling an order from the shelves, checking it out and back in, and the final invoice.
export { pullProgress, pullProgressLabel, pullTickProblem, pullableStatuses } from "./pull-progress.js";
export type { PullProgress, PulledPieces } from "./pull-progress.js";
export { groupByLocation, noLocationLabel } from "./locations.js";
export type { LocationGroup } from "./locations.js";
export {
  awaitingHandover,
  checkOutProgress,
  checkOutProgressLabel,
  checkOutStatuses,
  checkOutTickProblem,
  handedOverOf,
  handoverProblem,
  scanOut,
  scannedOutOf,
} from "./check-out.js";
export type { CheckOutProgress, ScanOutcome } from "./check-out.js";
export {
  allAccountedFor,
  checkInProgress,
  checkInProgressLabel,
  checkInStatuses,
  checkedInOf,
  returnReportProblem,
  returnedProblem,
  scanIn,
  stillOutOf,
  withCheckIn,
} from "./check-in.js";
export type { CheckInProgress, ReturnReport, ScanInOutcome } from "./check-in.js";
export { repairConditionLabel } from "./repair.js";
export type { RepairRecord } from "./repair.js";
export { balanceDue, formatInvoiceNumber, priceInvoice, rentalStints } from "./invoice.js";
export type { LineFacts } from "./invoice.js";
export { paymentMethods } from "./invoice-types.js";
export type {
  DamageInput,
  Invoice,
  InvoiceCharges,
  InvoiceInput,
  InvoiceLoss,
  InvoicePayment,
  InvoiceRentLine,
  InvoiceTotals,
  LossInput,
  PaymentMethod,
  RentalStint,
} from "./invoice-types.js";
export { pricedLineName } from "./line-name.js";
