// Orders for the desk's stories and tests.
import type { OrderDeskRow } from "./OrderDesk.js";

export const sampleOrderRows: OrderDeskRow[] = [
  {
    id: "o1",
    reference: "O-8K2M4PQ7",
    customer: "Dana Reyes",
    title: "Diner, scene 12",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-16",
    fulfilment: "pickup",
    lineCount: 6,
    total: 34155,
  },
  {
    id: "o2",
    reference: "O-3J9X1LW2",
    customer: "Sam Okafor",
    title: "Quote Q-7H3M2PW8",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-04",
    fulfilment: "delivery",
    lineCount: 1,
    total: null,
  },
];
