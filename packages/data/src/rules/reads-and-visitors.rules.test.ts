// firestore.rules on reads and on sessions that are not a customer's: vendors and shared copies
// are never listed, nobody reads another customer's record, and an anonymous session writes only
// what a visitor may (a quote request).
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths, record } from "../../test/rules-env.js";

describeRules("reads and visitors", (world) => {
  it("lets everyone read the vendor and the catalogue; nobody lists vendors or writes them, staff too", async () => {
    await world.seed(`${paths.vendor}/props/lamp`, { name: "Brass lamp", listed: true });
    await assertSucceeds(getDoc(doc(world.visitor(), paths.vendor)));
    await assertSucceeds(getDoc(doc(world.visitor(), `${paths.vendor}/props/lamp`)));
    await assertSucceeds(
      getDocs(query(collection(world.visitor(), `${paths.vendor}/props`), where("listed", "==", true))),
    );
    await assertFails(getDocs(collection(world.visitor(), "vendors")));
    await assertFails(getDocs(collection(world.as("jo"), "vendors")));
    await assertFails(setDoc(doc(world.as("jo"), `${paths.vendor}/props/lamp`), { name: "Mine now" }));
    // Staff change props through updateProp, which checks the change and updates the search engine too.
    await assertFails(updateDoc(doc(world.staff(), `${paths.vendor}/props/lamp`), { weeklyRate: 1 }));
    await assertFails(updateDoc(doc(world.as("jo"), paths.vendor), { name: "Renamed" }));
  });

  it("refuses reading or listing other customers' records", async () => {
    await assertFails(getDoc(doc(world.as("jo"), paths.user("sam"))));
    await assertFails(getDocs(collection(world.as("jo"), paths.users)));
    await assertFails(getDoc(doc(world.visitor(), paths.user("sam"))));
    await assertSucceeds(getDoc(doc(world.as("jo"), paths.user("jo"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.users)));
  });

  it("refuses listing shared copies, even to their owner", async () => {
    await assertFails(getDocs(collection(world.as("sam"), `${paths.vendor}/sharedSetLists`)));
  });

  it("gives an anonymous session nothing beyond what visitors may do", async () => {
    const anon = world.anonymous();
    await assertFails(
      setDoc(doc(anon, paths.user("anon")), {
        ...record("jo"),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        lastLoginAt: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(doc(anon, paths.user("jo"))));
    await assertFails(
      setDoc(doc(anon, paths.setList("a1")), {
        ownerUid: "anon",
        name: "A",
        production: "",
        lines: [],
        shareToken: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(anon, `${paths.messages("anon")}/m1`), { from: "customer", body: "Hi", createdAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(anon, paths.user("jo")), { favorites: arrayUnion("lamp"), "stats.favoriteCount": increment(1) }),
    );
  });

  it("keeps the audit trail and outgoing mail away from every client", async () => {
    await assertFails(setDoc(doc(world.as("jo"), `${paths.vendor}/audit/a1`), { what: "impersonation" }));
    await assertFails(setDoc(doc(world.staff(), `${paths.vendor}/audit/a1`), { what: "impersonation" }));
    await assertFails(
      setDoc(doc(world.visitor(), "mail/m1"), { to: "anyone@example.com", message: { subject: "Hi", text: "Spam" } }),
    );
  });
});
