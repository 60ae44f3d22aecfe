export { CheckIn } from "./CheckIn.js";
export type { CheckInProps } from "./CheckIn.js";
export type { ReturnReport } from "./ReturnReportForm.js";
