// The prop house the staff commands' tests share: its staff, another vendor's staff, and a customer
// with a record (awaiting approval, as signup leaves it); each command is refused to that customer, to the other
// vendor's staff, to a visitor and to an anonymous session. Staff signed in as a customer are tested where they are.
import type { Firestore } from "firebase-admin/firestore";
import { expect } from "vitest";
import { vendorPaths } from "@backlot/data";
import { newVendorUser } from "@backlot/domain";
import {
  type Caller,
  type Emulators,
  adminFirestore,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  visitorCaller,
} from "./world.js";

export const vendorId = "test-staff-house";
export const paths = vendorPaths(vendorId);
export const vendor = testVendor(vendorId);
/** Who asked for the quotes and orders the tests make. */
export const contact = { name: "Ana Ortiz", email: "ana@agency.example", phone: "", company: "" };

export interface StaffHouse {
  db: Firestore;
  staff: Caller;
  otherStaff: Caller;
  /** A customer of the house: Jo Rivera on their record. */
  customer: Caller;
  /** A new document id. */
  newId: () => string;
  /**
   * Everyone who is not this vendor's staff is refused: the customer (an account not approved), another vendor's
   * staff, a visitor and an anonymous session.
   */
  refusedToOthers: (name: string, data: Record<string, unknown>) => Promise<void>;
}

/** The house's vendor document, its callers and the customer's record, for a test file's beforeAll. */
export async function staffHouse(emulators: Emulators): Promise<StaffHouse> {
  const db = adminFirestore(emulators);
  await db.doc(paths.vendor).set(vendor);
  const [staff, otherStaff, customer, anonymous] = await Promise.all([
    staffCaller(emulators, vendorId),
    staffCaller(emulators, "another-prop-house"),
    signedInCaller(emulators),
    signedInCaller(emulators, "anonymous"),
  ]);
  const visitor = visitorCaller(emulators);
  const record = newVendorUser({ email: customer.email, vendorId, vendorName: vendor.name, now: new Date() });
  await db.doc(paths.user(customer.uid)).set({ ...record, firstName: "Jo", lastName: "Rivera" });
  return {
    db,
    staff,
    otherStaff,
    customer,
    newId: () => db.collection("ids").doc().id,
    refusedToOthers: async (name, data) => {
      for (const caller of [customer, otherStaff]) {
        expect(await refusal(caller.call(name, data))).toMatchObject({
          code: "functions/permission-denied",
          message: `Only ${vendorId} staff can do this`,
        });
      }
      expect(await refusal(visitor.call(name, data))).toMatchObject({
        code: "functions/unauthenticated",
        message: "Log in to do this",
      });
      expect(await refusal(anonymous.call(name, data))).toMatchObject({
        code: "functions/unauthenticated",
        message: "Create an account or log in to do this",
      });
    },
  };
}
