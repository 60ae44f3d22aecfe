// A customer's record at the vendor, read in a command's transaction; staff name customers by uid.
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type VendorUser } from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";

export async function readCustomer(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  uid: string,
): Promise<{ ref: DocumentReference; customer: VendorUser }> {
  const ref = db.doc(vendorPaths(vendorId).user(uid));
  const customer = (await tx.get(ref)).data() as VendorUser | undefined;
  if (!customer) refuse("not-found", `No customer ${uid} at ${vendorId}`);
  return { ref, customer };
}

/** How an email greets them: their name, else the name their email gives. */
export const greetingName = (customer: VendorUser) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.displayName || customer.email;
