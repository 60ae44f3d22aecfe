// firestore.rules on set lists and their shared copies: the owner's writes (as the repository
// makes them) pass; a link holder cannot overwrite, take over or delete a shared copy, and nobody
// can share a list that is not theirs or under a token the list does not carry.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore";
import { it } from "vitest";
import { joLines, describeRules, paths, samLines, samToken } from "../../test/rules-env.js";

const joToken = "J".repeat(40);

describeRules("set lists and shared copies", (world) => {
  const jo = () => world.as("jo");

  it("lets the owner create a list that their record counts, starting empty and unshared", async () => {
    const db = jo();
    const list = {
      ownerUid: "jo",
      name: "Precinct",
      production: "",
      lines: [],
      shareToken: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    const counted = { setLists: arrayUnion("new1"), "stats.setListCount": increment(1) };
    await assertFails(setDoc(doc(db, paths.setList("new1")), list));
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.setList("new1")), { ...list, ownerUid: "sam" })
        .update(doc(db, paths.user("jo")), counted)
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.setList("new1")), { ...list, createdAt: new Date("2020-01-01") })
        .update(doc(db, paths.user("jo")), counted)
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.setList("new1")), { ...list, name: "x".repeat(81) })
        .update(doc(db, paths.user("jo")), counted)
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.setList("new1")), { ...list, shareToken: joToken })
        .update(doc(db, paths.user("jo")), counted)
        .commit(),
    );
    await assertSucceeds(
      writeBatch(db)
        .set(doc(db, paths.setList("new1")), list)
        .update(doc(db, paths.user("jo")), counted)
        .commit(),
    );
    await assertFails(setDoc(doc(world.anonymous(), paths.setList("anon1")), { ...list, ownerUid: "anon" }));
  });

  it("keeps lists private to their owner", async () => {
    await assertFails(getDoc(doc(jo(), paths.setList("samlist"))));
    await assertSucceeds(getDoc(doc(world.as("sam"), paths.setList("samlist"))));
    await assertFails(getDocs(collection(jo(), paths.setLists)));
    await assertSucceeds(getDocs(query(collection(jo(), paths.setLists), where("ownerUid", "==", "jo"))));
    await assertFails(updateDoc(doc(jo(), paths.setList("samlist")), { name: "Mine now" }));
    await assertFails(updateDoc(doc(jo(), paths.setList("jolist")), { ownerUid: "sam" }));
  });

  it("moves the owner's line counter exactly with the list's lines, up to the limit", async () => {
    const db = jo();
    const line = { propId: "stool", quantity: 1, note: "" };
    await assertFails(updateDoc(doc(db, paths.setList("jolist")), { lines: [...joLines, line] }));
    await assertSucceeds(
      writeBatch(db)
        .update(doc(db, paths.setList("jolist")), { lines: [...joLines, line], updatedAt: serverTimestamp() })
        .update(doc(db, paths.user("jo")), {
          setListItems: arrayUnion("jolist/stool"),
          "stats.setListItemCount": increment(1),
        })
        .commit(),
    );
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ propId: `p${index}`, quantity: 1, note: "" }));
    const grow = (count: number) =>
      writeBatch(db)
        .update(doc(db, paths.setList("jolist")), { lines: many(count) })
        .update(doc(db, paths.user("jo")), {
          setListItems: many(count).map((each) => `jolist/${each.propId}`),
          "stats.setListItemCount": count,
        })
        .commit();
    await assertFails(grow(501));
    await assertSucceeds(grow(500));
  });

  it("lets the owner delete a list only as it leaves their record", async () => {
    const db = jo();
    await assertFails(deleteDoc(doc(db, paths.setList("jolist"))));
    await assertFails(deleteDoc(doc(world.as("sam"), paths.setList("jolist"))));
    await assertSucceeds(
      writeBatch(db)
        .delete(doc(db, paths.setList("jolist")))
        .update(doc(db, paths.user("jo")), {
          setLists: arrayRemove("jolist"),
          setListItems: arrayRemove("jolist/lamp"),
          "stats.setListCount": increment(-1),
          "stats.setListItemCount": increment(-1),
        })
        .commit(),
    );
  });

  it("lets anyone with the link read a shared copy, and nobody list them", async () => {
    await assertSucceeds(getDoc(doc(world.visitor(), paths.sharedSetList(samToken))));
    await assertSucceeds(getDoc(doc(jo(), paths.sharedSetList(samToken))));
    await assertFails(getDocs(collection(world.visitor(), paths.sharedSetList(samToken).replace(/\/[^/]+$/, ""))));
  });

  it("refuses a link holder overwriting, taking over or deleting a shared copy", async () => {
    const shared = doc(jo(), paths.sharedSetList(samToken));
    await assertFails(updateDoc(shared, { lines: [] }));
    await assertFails(updateDoc(shared, { ownerUid: "jo" }));
    await assertFails(
      setDoc(shared, {
        ownerUid: "jo",
        setListId: "jolist",
        name: "Mine",
        production: "",
        lines: joLines,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(shared));
    await assertFails(updateDoc(doc(world.visitor(), paths.sharedSetList(samToken)), { name: "Defaced" }));
    // The owner keeps the copy in step with the list.
    const sam = world.as("sam");
    await assertSucceeds(
      writeBatch(sam)
        .update(doc(sam, paths.setList("samlist")), { name: "Precinct, final", updatedAt: serverTimestamp() })
        .update(doc(sam, paths.sharedSetList(samToken)), { name: "Precinct, final" })
        .commit(),
    );
    await assertFails(updateDoc(doc(sam, paths.sharedSetList(samToken)), { setListId: "jolist" }));
  });

  it("refuses a shared copy of someone else's list, or under a token the list does not carry", async () => {
    const db = jo();
    const copy = {
      ownerUid: "jo",
      setListId: "jolist",
      name: "Jo's diner",
      production: "The Diner",
      lines: joLines,
      updatedAt: serverTimestamp(),
    };
    await assertFails(
      setDoc(doc(db, paths.sharedSetList(joToken)), { ...copy, setListId: "samlist", lines: samLines }),
    );
    await assertFails(setDoc(doc(db, paths.sharedSetList(joToken)), copy));
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.sharedSetList(joToken)), copy)
        .update(doc(db, paths.setList("jolist")), { shareToken: "K".repeat(40) })
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, paths.sharedSetList("short")), copy)
        .update(doc(db, paths.setList("jolist")), { shareToken: "short" })
        .commit(),
    );
    await assertSucceeds(
      writeBatch(db)
        .set(doc(db, paths.sharedSetList(joToken)), copy)
        .update(doc(db, paths.setList("jolist")), { shareToken: joToken })
        .commit(),
    );
    // Unsharing deletes the copy in the same write.
    await assertFails(updateDoc(doc(db, paths.setList("jolist")), { shareToken: null }));
    await assertSucceeds(
      writeBatch(db)
        .delete(doc(db, paths.sharedSetList(joToken)))
        .update(doc(db, paths.setList("jolist")), { shareToken: null })
        .commit(),
    );
  });

  it("lets the owner keep dates on a list, as calendar dates or none", async () => {
    const list = doc(world.as("sam"), paths.setList("samlist"));
    await assertSucceeds(updateDoc(list, { pickUpDate: "2027-03-01", returnDate: "2027-03-10" }));
    await assertSucceeds(updateDoc(list, { pickUpDate: "", returnDate: "" }));
    await assertFails(updateDoc(list, { pickUpDate: "next week" }));
    await assertFails(updateDoc(list, { returnDate: 20270310 }));
  });

  it("lets the owner name the pickup location a list is for, as a location id or none", async () => {
    const list = doc(world.as("sam"), paths.setList("samlist"));
    await assertSucceeds(updateDoc(list, { locationId: "vancouver" }));
    await assertFails(updateDoc(list, { locationId: "Vancouver, BC" }));
    await assertFails(updateDoc(list, { locationId: 7 }));
    await assertFails(updateDoc(doc(world.as("jo"), paths.setList("samlist")), { locationId: "toronto" }));
  });

  it("keeps holds and bookings the server's: the customer reads their holds, staff read bookings", async () => {
    const sam = world.as("sam");
    await assertSucceeds(getDocs(query(collection(sam, paths.holds), where("uid", "==", "sam"))));
    await assertFails(getDocs(collection(sam, paths.holds)));
    await assertFails(setDoc(doc(sam, paths.hold("samlist")), { uid: "sam", expiresAt: "2099-01-01T00:00:00Z" }));
    await assertFails(getDoc(doc(sam, paths.propBooking("stool"))));
    await assertFails(setDoc(doc(sam, paths.propBooking("stool")), { bookings: [] }));
    await assertSucceeds(getDoc(doc(world.staff(), paths.propBooking("stool"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.holds)));
  });
});
