// firestore.rules and staff invitations (staffInvites/{address}, `backlot staff add --invite`): the
// server's alone. A client that read one would learn who is about to be staff; one that wrote one
// would make its own address staff at its next sign-in to the console.
import { assertFails } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { vendor } from "../../test/stores.js";
import { describeRules, emails } from "../../test/rules-env.js";

describeRules("staff invitations", (world) => {
  it("lets no one read, write or delete an invitation: not visitors, customers or staff", async () => {
    const invited = `staffInvites/${emails.sam}`;
    await world.seed(invited, { email: emails.sam, vendorId: vendor.vendorId, expiresAt: new Date() });
    const jo = { email: emails.jo, vendorId: vendor.vendorId, expiresAt: new Date(Date.now() + 86_400_000) };
    for (const db of [world.visitor(), world.anonymous(), world.as("jo", { emailVerified: true }), world.staff()]) {
      await assertFails(getDoc(doc(db, invited)));
      await assertFails(getDocs(collection(db, "staffInvites")));
      await assertFails(setDoc(doc(db, `staffInvites/${emails.jo}`), jo));
      await assertFails(updateDoc(doc(db, invited), { vendorId: vendor.vendorId }));
      await assertFails(deleteDoc(doc(db, invited)));
    }
  });
});
