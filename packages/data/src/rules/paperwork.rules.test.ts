// firestore.rules for a customer's paperwork (issue 33): the customer and the vendor's staff read it; a stranger does
// not, and no client writes it, so no customer sends a paper around the server's check or marks their own accepted.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

const insurance = { uid: "jo", kind: "insurance", state: "sent", insurer: "Film Risk Mutual", policyNumber: "FRM-1" };

describeRules("paperwork", (world) => {
  it("lets the customer and staff read a customer's papers, and nobody else", async () => {
    await world.seed(paths.paper("p1"), insurance);
    await assertSucceeds(getDoc(doc(world.as("jo"), paths.paper("p1"))));
    await assertSucceeds(getDocs(query(collection(world.as("jo"), paths.papers), where("uid", "==", "jo"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.papers)));
    // The attack: another customer, a visitor, or a staff claim on an unverified address.
    await assertFails(getDoc(doc(world.as("sam"), paths.paper("p1"))));
    await assertFails(getDocs(collection(world.as("sam"), paths.papers)));
    await assertFails(getDoc(doc(world.visitor(), paths.paper("p1"))));
    await assertFails(getDoc(doc(world.staff({ emailVerified: false }), paths.paper("p1"))));
  });

  it("lets no client write a paper: not the owner accepting their own, not staff around reviewPaper", async () => {
    await world.seed(paths.paper("p1"), insurance);
    await assertFails(updateDoc(doc(world.as("jo"), paths.paper("p1")), { state: "accepted" }));
    await assertFails(setDoc(doc(world.as("jo"), paths.paper("p2")), { ...insurance, state: "accepted" }));
    await assertFails(setDoc(doc(world.as("jo"), paths.paper("p3")), insurance));
    await assertFails(updateDoc(doc(world.staff(), paths.paper("p1")), { state: "accepted" }));
  });
});
