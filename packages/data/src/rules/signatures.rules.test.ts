// firestore.rules for signatures of the rental agreement (issue 33, decision 0038): the signer and the vendor's staff
// read them; another customer, a visitor and an unverified staff claim do not; no client writes one, so nobody signs
// in another's name, backdates a signature or swaps the version signed.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

const version = "3f2a".padEnd(64, "0");
const signature = {
  orderId: "o1",
  uid: "jo",
  version,
  name: "Jo Rivera",
  signature: null,
  account: { uid: "jo", email: "jo@studio.example", name: "Jo Rivera" },
  address: "203.0.113.7",
};
const id = `o1-${version}`;

describeRules("signatures of the rental agreement", (world) => {
  it("lets the signer, staff signed in as them, and the vendor's staff read a signature, and nobody else", async () => {
    await world.seed(paths.signature(id), signature);
    await assertSucceeds(getDoc(doc(world.as("jo"), paths.signature(id))));
    const ofOrder = (db: ReturnType<typeof world.visitor>, uid?: string) =>
      getDocs(
        query(
          collection(db, paths.signatures),
          where("orderId", "==", "o1"),
          ...(uid === undefined ? [] : [where("uid", "==", uid)]),
        ),
      );
    await assertSucceeds(ofOrder(world.as("jo"), "jo"));
    await assertSucceeds(ofOrder(world.impersonating("jo"), "jo"));
    await assertSucceeds(ofOrder(world.staff()));
    // The attack: another customer (by id, or listing without their uid), a visitor, an unverified staff claim.
    await assertFails(getDoc(doc(world.as("sam"), paths.signature(id))));
    await assertFails(ofOrder(world.as("sam")));
    await assertFails(ofOrder(world.as("jo")));
    await assertFails(getDoc(doc(world.visitor(), paths.signature(id))));
    await assertFails(getDoc(doc(world.anonymous(), paths.signature(id))));
    await assertFails(getDoc(doc(world.staff({ emailVerified: false }), paths.signature(id))));
  });

  it("lets no client write a signature: not the signer, not staff around signAgreement", async () => {
    await world.seed(paths.signature(id), signature);
    await assertFails(updateDoc(doc(world.as("jo"), paths.signature(id)), { version: "0".repeat(64) }));
    await assertFails(setDoc(doc(world.as("jo"), paths.signature("o2-x")), { ...signature, orderId: "o2" }));
    await assertFails(setDoc(doc(world.as("sam"), paths.signature("o3-x")), { ...signature, uid: "sam" }));
    await assertFails(setDoc(doc(world.staff(), paths.signature("o4-x")), signature));
    await assertFails(updateDoc(doc(world.staff(), paths.signature(id)), { name: "Someone Else" }));
  });
});
