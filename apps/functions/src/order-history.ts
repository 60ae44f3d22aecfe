// The first step of an order's history: placed by the customer, now (placeOrder and acceptQuote).
import { Timestamp } from "firebase-admin/firestore";

export const placedBy = (uid: string, name: string) => ({
  status: "placed" as const,
  at: Timestamp.now(),
  by: uid,
  byName: name,
  note: "",
});
