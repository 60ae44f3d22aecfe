// firestore.rules on a staff member signed in as a customer (startImpersonation's claims): the
// session reads and writes as the customer until its end, at its vendor only, and not once it was
// ended; every set-list write it makes says who acted. Firebase refreshes the token past its hour,
// so the end is the claim's, checked here and in the functions.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, getDoc, serverTimestamp, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

describeRules("impersonation", (world) => {
  const sam = { staffUid: "staff-1", staffName: "Sam" };
  const rename = (name: string, actedBy: unknown) => ({ name, actedBy, updatedAt: serverTimestamp() });

  it("acts as the customer while live, recording who acted on each set-list write", async () => {
    const session = world.impersonating("jo");
    await assertSucceeds(getDoc(doc(session, paths.user("jo"))));
    await assertSucceeds(updateDoc(doc(session, paths.setList("jolist")), rename("By staff", sam)));
    // Unmarked, or marked as someone else, it is refused: the customer would be blamed for it.
    await assertFails(updateDoc(doc(session, paths.setList("jolist")), rename("Unmarked", null)));
    await assertFails(
      updateDoc(doc(session, paths.setList("jolist")), rename("Other", { staffUid: "x", staffName: "X" })),
    );
    // The customer's own writes say so (null) and clear the last staff mark.
    await assertFails(updateDoc(doc(world.as("jo"), paths.setList("jolist")), rename("Mine", sam)));
    await assertSucceeds(updateDoc(doc(world.as("jo"), paths.setList("jolist")), rename("Mine", null)));
    await assertSucceeds(updateDoc(doc(world.as("jo"), paths.setList("jolist")), { name: "Mine again" }));
  });

  it("ends at its time, whatever refreshes the token", async () => {
    const expired = world.impersonating("jo", { impersonationEndsAt: Math.floor(Date.now() / 1000) - 60 });
    await assertFails(getDoc(doc(expired, paths.user("jo"))));
    await assertFails(updateDoc(doc(expired, paths.setList("jolist")), rename("Late", sam)));
    // A token made before sessions had an end has none: it is refused, never trusted.
    const endless = world.impersonating("jo", { impersonationEndsAt: "never" });
    await assertFails(getDoc(doc(endless, paths.user("jo"))));
  });

  it("is never staff, even when the account has since picked up a verified staff claim", async () => {
    const session = world.impersonating("jo", { staffOf: "bowery-prop-house", email_verified: true });
    await assertFails(getDoc(doc(session, paths.user("sam"))));
    await assertSucceeds(getDoc(doc(session, paths.user("jo"))));
  });

  it("works at the impersonating vendor only", async () => {
    const elsewhere = world.impersonating("jo", { impersonationVendor: "another-house" });
    await assertFails(getDoc(doc(elsewhere, paths.user("jo"))));
    await assertFails(getDoc(doc(elsewhere, paths.setList("jolist"))));
  });

  it("ends when it was ended (the banner's End session, or the staff member lost the claim)", async () => {
    const session = world.impersonating("jo");
    await assertSucceeds(getDoc(doc(session, paths.user("jo"))));
    await world.seed(paths.impersonationEnd("imp-1"), { endedBy: "session" });
    await assertFails(getDoc(doc(session, paths.user("jo"))));
    // Only the server writes the end.
    await assertFails(updateDoc(doc(world.as("jo"), paths.impersonationEnd("imp-1")), { endedBy: "x" }));
  });
});
