// Customers for the stories and tests of the console's customer pieces.
import type { CustomerDeskRow } from "./CustomerDesk.js";

export const sampleCustomers: CustomerDeskRow[] = [
  {
    id: "u1",
    name: "Dana Reyes",
    email: "dana@astoria.example",
    studio: "Kaufman Astoria",
    production: "The Night Diner",
    joinedAt: "2026-11-20T14:05:00Z",
    lastSignInAt: "2026-11-23T13:40:00Z",
  },
  {
    id: "u2",
    name: "morganlee",
    email: "morgan.lee@silvercup.example",
    studio: "",
    production: "",
    joinedAt: "2026-11-22T09:30:00Z",
    lastSignInAt: "2026-11-22T09:30:00Z",
  },
];
