// firestore.rules against the attacks of issue 31 that the rules themselves must stop, each beside
// the flow that must still work: a staff claim on an unverified address opens nothing; a hidden
// prop is staff's alone; a set list's name or production holds no line break for a mail's subject.
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
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

describeRules("abuse", (world) => {
  it("gives a staff claim on an unverified address nothing that staff have", async () => {
    await world.seed(`${paths.vendor}/audit/a1`, { kind: "impersonation", staffUid: "staff-1" });
    const unverified = world.staff({ emailVerified: false });
    await assertFails(getDocs(collection(unverified, paths.users)));
    await assertFails(getDoc(doc(unverified, paths.user("jo"))));
    await assertFails(getDoc(doc(unverified, `${paths.vendor}/audit/a1`)));
    await assertFails(updateDoc(doc(unverified, paths.user("jo")), { isAuthorized: true }));
    // The same claim on a verified address is staff.
    await assertSucceeds(getDocs(collection(world.staff(), paths.users)));
    await assertSucceeds(getDoc(doc(world.staff(), `${paths.vendor}/audit/a1`)));
  });

  it("keeps a hidden prop from visitors and customers, and shows it to staff", async () => {
    await world.seed(`${paths.vendor}/props/shown`, { name: "Brass lamp", listed: true });
    await world.seed(`${paths.vendor}/props/hidden`, { name: "Reset stock", listed: false });
    const props = `${paths.vendor}/props`;
    for (const db of [world.visitor(), world.anonymous(), world.as("jo")]) {
      await assertFails(getDoc(doc(db, `${props}/hidden`)));
      await assertSucceeds(getDoc(doc(db, `${props}/shown`)));
      // A list must ask for listed props only; a list that could include a hidden one is refused.
      await assertFails(getDocs(collection(db, props)));
      await assertFails(getDocs(query(collection(db, props), where("listed", "==", false))));
      await assertSucceeds(getDocs(query(collection(db, props), where("listed", "==", true))));
    }
    await assertFails(getDoc(doc(world.staff({ emailVerified: false }), `${props}/hidden`)));
    await assertSucceeds(getDoc(doc(world.staff(), `${props}/hidden`)));
    await assertSucceeds(getDocs(collection(world.staff(), props)));
  });

  it("refuses a set list whose name or production has a line break or another control character", async () => {
    const db = world.as("jo");
    const list = {
      ownerUid: "jo",
      name: "Precinct",
      production: "Night Shift",
      lines: [],
      shareToken: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    const create = (id: string, changes: Record<string, unknown>) =>
      writeBatch(db)
        .set(doc(db, paths.setList(id)), { ...list, ...changes })
        .update(doc(db, paths.user("jo")), { setLists: arrayUnion(id), "stats.setListCount": increment(1) })
        .commit();
    await assertFails(create("bad1", { name: "Precinct\nBcc: someone@example.com" }));
    await assertFails(create("bad2", { production: "Night\rShift" }));
    await assertFails(create("bad3", { name: "Tab\there" }));
    await assertFails(create("bad4", { name: "Line\u2028separator" }));
    await assertSucceeds(create("good1", { name: "Précinct, act 2 — Zoë's desk" }));
    await assertFails(updateDoc(doc(db, paths.setList("good1")), { name: "Two\nlines", updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, paths.setList("good1")), { name: "Renamed", updatedAt: serverTimestamp() }));
  });

  it("refuses a profile name, studio, production or title with a line break; a plain one is saved", async () => {
    const db = world.as("jo");
    const update = (changes: Record<string, unknown>) =>
      updateDoc(doc(db, paths.user("jo")), { ...changes, updatedAt: serverTimestamp() });
    await assertFails(update({ firstName: "Jo\nBcc: everyone@example.com" }));
    await assertFails(update({ production: "Night\rShift" }));
    await assertFails(update({ title: "Set\u0000decorator" }));
    await assertSucceeds(update({ firstName: "Jo", production: "Night Shift", title: "Set decorator" }));
  });
});
