// Quote requests for the desk's stories and tests.
import type { QuoteDeskRow } from "./QuoteDesk.js";

export const sampleRows: QuoteDeskRow[] = [
  {
    id: "r1",
    reference: "Q-4F2K9XQ1",
    customer: "Dana Reyes",
    company: "Kaufman Astoria",
    production: "The Night Diner",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-16",
    lineCount: 6,
    receivedAt: "2026-11-23T14:05:00Z",
  },
  {
    id: "r2",
    reference: "Q-7H3M2PW8",
    customer: "Sam Okafor",
    company: "",
    production: "Spring campaign",
    pickUpDate: "2026-12-03",
    returnDate: "2026-12-05",
    lineCount: 1,
    receivedAt: "2026-11-22T09:40:00Z",
  },
];
