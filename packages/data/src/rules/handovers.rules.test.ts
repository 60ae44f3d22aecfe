// firestore.rules for hand-overs at the dock (issue 34): a driver's signature is the house's record, read by its
// staff only; the customer reads what went out on the order itself. No client writes one; handOver does.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

const handover = { orderId: "o1", uid: "jo", driverName: "Sam Driver", signature: "data:image/png;base64,AAAA" };

describeRules("hand-overs", (world) => {
  it("lets the vendor's staff read a hand-over and its signature, and nobody else, not its customer", async () => {
    await world.seed(paths.handover("h1"), handover);
    await assertSucceeds(getDoc(doc(world.staff(), paths.handover("h1"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.handovers)));
    for (const reader of [
      world.as("jo", { emailVerified: true }),
      world.impersonating("jo"),
      world.visitor(),
      world.anonymous(),
      world.staff({ emailVerified: false }),
    ]) {
      await assertFails(getDoc(doc(reader, paths.handover("h1"))));
      await assertFails(getDocs(collection(reader, paths.handovers)));
    }
  });

  it("lets no client write one, staff included: a signature is taken by handOver only", async () => {
    await world.seed(paths.handover("h1"), handover);
    await assertFails(updateDoc(doc(world.staff(), paths.handover("h1")), { driverName: "Someone else" }));
    await assertFails(setDoc(doc(world.staff(), paths.handover("h2")), handover));
    await assertFails(setDoc(doc(world.as("jo", { emailVerified: true }), paths.handover("h3")), handover));
  });
});
