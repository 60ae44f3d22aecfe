// The staff claim on an unverified address (issue 31): someone signs up with a new hire's address
// before the owner runs `backlot staff add`, and the claim lands on their account. Until the address
// is verified, no staff command opens to it and it is told why; once verified, the same account works.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type ReadAvailabilityResult, newVendorUser } from "@backlot/domain";
import {
  adminAuth,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  refusal,
  signedInCaller,
  signedUpAs,
  testVendor,
} from "../../../test/world.js";

const vendorId = "test-unverified-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("staff commands and an unverified address", (emulators) => {
  let db: Firestore;

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
  });
  afterAll(() => closeCallers());

  it("refuses every staff command to a claim on an unverified address, then works once it is verified", async () => {
    const customer = await signedInCaller(emulators);
    const record = newVendorUser({ email: customer.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(customer.uid)).set(record);
    await db.doc(paths.prop("UV-1")).set({ name: "Stool", weeklyRate: 100, quantity: 2 });

    const squatter = await signedUpAs(emulators, `new-hire-${Date.now()}@props.example`);
    await adminAuth(emulators).setCustomUserClaims(squatter.uid, { staffOf: vendorId });
    await squatter.refresh();
    const approve = () => squatter.call("approveCustomer", { vendorId, uid: customer.uid, isAuthorized: true });
    const refused = await refusal(approve());
    expect(refused).toMatchObject({
      code: "functions/permission-denied",
      message: `Your address ${squatter.email} is not verified: open the verification email, then sign in again`,
    });
    const impersonate = { vendorId, uid: customer.uid, reason: "Support call about an order" };
    expect(await refusal(squatter.call("startImpersonation", impersonate))).toMatchObject({
      code: "functions/permission-denied",
    });
    // Asking availability, it is told what a customer is told: whose bookings they are stays hidden.
    const asked = { vendorId, pickUpDate: inDays(5), returnDate: inDays(9), propIds: ["UV-1"] };
    const answer = await squatter.call<ReadAvailabilityResult>("readAvailability", asked);
    expect(answer.props["UV-1"]).not.toHaveProperty("conflicts");
    expect((await db.doc(paths.user(customer.uid)).get()).get("isAuthorized")).toBeNull();

    // The owner's new hire verifies the address (the account is theirs after all): the claim counts.
    await adminAuth(emulators).updateUser(squatter.uid, { emailVerified: true });
    await squatter.refresh();
    await approve();
    expect((await db.doc(paths.user(customer.uid)).get()).get("isAuthorized")).toBe(true);
  });
});
