// The first step of an order's history: placed by the customer, now (placeOrder and acceptQuote);
// by a staff member as the customer in an impersonated session, which the entry says.
import { Timestamp } from "firebase-admin/firestore";
import { type ActedBy, actedForLabel } from "@backlot/domain";
import { actedByField } from "../../shared/callers.js";

export const placedBy = (uid: string, name: string, actedBy: ActedBy | null = null) => ({
  status: "placed" as const,
  at: Timestamp.now(),
  by: actedBy?.staffUid ?? uid,
  byName: actedBy ? actedForLabel(actedBy.staffName, name) : name,
  note: "",
  ...actedByField(actedBy),
});
