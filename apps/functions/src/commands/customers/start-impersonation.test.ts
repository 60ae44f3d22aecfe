// startImpersonation on the emulators: the audit record first, then a token that signs in as the
// customer; never as staff, and refused to customers and to another vendor's staff.
import type { Firestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { StartImpersonationResult } from "@backlot/domain";
import { type StaffHouse, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, refusal, staffCaller } from "../../../test/world.js";

describeOnEmulators("startImpersonation", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let refusedToOthers: StaffHouse["refusedToOthers"];

  beforeAll(async () => {
    ({ db, staff, customer, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("records the impersonation, then gives a token that signs in as the customer", async () => {
    const ask = { vendorId, uid: customer.uid, reason: "Order form will not submit" };
    await refusedToOthers("startImpersonation", ask);
    // This staff member's audit entries: other test files of the same house start sessions of their own meanwhile.
    const before = await db.collection(`${paths.vendor}/audit`).where("staffUid", "==", staff.uid).get();
    expect(before.size).toBe(0);
    const started = await staff.call<StartImpersonationResult>("startImpersonation", ask);
    const audit = (await db.doc(`${paths.vendor}/audit/${started.impersonationId}`).get()).data();
    expect(audit).toMatchObject({
      kind: "impersonation",
      staffUid: staff.uid,
      staffEmail: staff.email,
      customerUid: customer.uid,
      customerEmail: customer.email,
      reason: ask.reason,
      tokenIssued: true,
    });
    expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `support-${Date.now()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulators.authHost}`, { disableWarnings: true });
    const { user } = await signInWithCustomToken(auth, started.token);
    expect(user.uid).toBe(customer.uid);
    expect((await user.getIdTokenResult()).claims).toMatchObject({
      impersonatedBy: staff.uid,
      impersonationId: started.impersonationId,
    });
  });

  it("refuses a staff account as the target, and records nothing", async () => {
    const colleague = await staffCaller(emulators, vendorId);
    await db.doc(paths.user(colleague.uid)).set({ email: colleague.email });
    const audit = db.collection(`${paths.vendor}/audit`).where("staffUid", "==", staff.uid);
    const count = (await audit.get()).size;
    expect(
      await refusal(staff.call("startImpersonation", { vendorId, uid: colleague.uid, reason: "Testing" })),
    ).toMatchObject({
      code: "functions/permission-denied",
      message: "Staff accounts cannot be impersonated; ask them to sign in themselves",
    });
    expect(await refusal(staff.call("startImpersonation", { vendorId, uid: customer.uid, reason: "" }))).toMatchObject({
      details: { fieldErrors: { reason: "is required" } },
    });
    expect((await audit.get()).size).toBe(count);
  });
});
