// firestore.rules on a production's room (issue 35, decision 0049): its members, in every role, and the house's staff
// read the production, its lists, comments and feed; an outsider holding the ids reads nothing; a removed member is
// refused at their next read, a listener at its next change; nobody writes any of it from a client, not even a
// coordinator (the commands do). An invitation is read by a verified sign-in with its address only, a member's notices
// by that member only, and the mail waiting out its quiet period by nobody.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  type Firestore,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { expect, it } from "vitest";
import { type ProductionRole, productionRoles } from "@backlot/domain/production";
import { describeRules, emails, paths } from "../../test/rules-env.js";
import { vendorPaths } from "../repositories/paths.js";

const at = new Date("2026-11-20T09:00:00Z");
const dana = { name: "Dana Reyes", email: "dana@studio.example", roles: ["coordinator"], joinedAt: at };

/** A production with Jo in `roles` beside Dana, its coordinator; without Jo when `roles` is null. */
const production = (roles: ProductionRole[] | null) => {
  const members: Record<string, unknown> = { dana };
  if (roles) members.jo = { name: "Jo", email: emails.jo, roles, joinedAt: at };
  return {
    name: "Harbour Lights",
    members,
    memberUids: Object.keys(members),
    invites: {},
    listCount: 1,
    createdBy: { uid: "dana", name: "Dana Reyes" },
    createdAt: at,
    updatedAt: at,
  };
};
const list = { productionId: "p1", name: "Kitchen", state: "in_review", groups: ["Act 2"], lines: [], rev: 3 };
const comment = { by: { uid: "dana", name: "Dana Reyes" }, lineId: null, body: "@Jo the stools?", at };
const activity = {
  kind: "list_created",
  by: { uid: "dana", name: "Dana Reyes" },
  at,
  listId: "l1",
  listName: "Kitchen",
};
const invite = {
  productionId: "p1",
  productionName: "Harbour Lights",
  email: emails.jo,
  roles: ["buyer"],
  expiresAt: at,
};

/** Each document of the room, where it is, and what a write to it would say. */
const room = {
  production: paths.production("p1"),
  list: paths.productionList("p1", "l1"),
  comment: paths.listComment("p1", "l1", "c1"),
  activity: `${paths.productionActivity("p1")}/a1`,
};

describeRules("a production's room", (world) => {
  const seedRoom = async (roles: ProductionRole[] | null, house = paths) => {
    await world.seed(house.production("p1"), production(roles));
    await world.seed(house.productionList("p1", "l1"), list);
    await world.seed(house.listComment("p1", "l1", "c1"), comment);
    await world.seed(`${house.productionActivity("p1")}/a1`, activity);
  };

  /** "My productions": the header's switcher asks for the productions with `uid` among their members. */
  const productionsOf = (db: Firestore, uid: string) =>
    getDocs(
      query(
        collection(db, paths.productions),
        where("memberUids", "array-contains", uid),
        orderBy("updatedAt", "desc"),
      ),
    );
  /** Every other read a member's screens make: the production, its lists, a list's comments, the feed. */
  const roomReads = (db: Firestore): Promise<unknown>[] => [
    getDoc(doc(db, room.production)),
    getDoc(doc(db, room.list)),
    getDocs(query(collection(db, paths.productionLists("p1")), orderBy("updatedAt", "desc"))),
    getDoc(doc(db, room.comment)),
    getDocs(collection(db, paths.listComments("p1", "l1"))),
    getDoc(doc(db, room.activity)),
    getDocs(query(collection(db, paths.productionActivity("p1")), where("listId", "==", "l1"))),
  ];
  const allSucceed = async (db: Firestore, member: string) => {
    await Promise.all(roomReads(db).map((read) => assertSucceeds<unknown>(read)));
    await expect(productionsOf(db, member).then((found) => found.size)).resolves.toBe(1);
  };
  /** Refused everywhere; asking for one's own productions is allowed, and finds none. */
  const allFail = async (db: Firestore, uid: string) => {
    await Promise.all(roomReads(db).map((read) => assertFails(read)));
    await expect(productionsOf(db, uid).then((found) => found.size)).resolves.toBe(0);
    if (uid !== "jo") await assertFails(productionsOf(db, "jo"));
  };

  it.each(productionRoles.map((role) => [role]))("lets a %s read the whole room", async (role) => {
    await seedRoom([role]);
    await allSucceed(world.as("jo"), "jo");
    // Staff signed in as the member read as the member.
    await allSucceed(world.impersonating("jo"), "jo");
  });

  it("lets the house's verified staff read every production, and no other house's staff", async () => {
    await seedRoom(["buyer"]);
    await allSucceed(world.staff(), "jo");
    await assertSucceeds(getDocs(query(collection(world.staff(), paths.productions), orderBy("updatedAt", "desc"))));
    await allFail(world.staff({ emailVerified: false }), "staff-1");
    const elsewhere = vendorPaths("another-house");
    await seedRoom(["buyer"], elsewhere);
    await assertFails(getDoc(doc(world.staff(), elsewhere.production("p1"))));
    await assertFails(getDoc(doc(world.staff(), elsewhere.productionList("p1", "l1"))));
    await assertFails(getDocs(collection(world.staff(), elsewhere.productions)));
  });

  it("shows an outsider holding the ids nothing: signed in, staff signed in as one, visitor, anonymous", async () => {
    await seedRoom(["buyer"]);
    await allFail(world.as("sam", { emailVerified: true }), "sam");
    await allFail(world.impersonating("sam", { staffOf: "bowery-prop-house", email_verified: true }), "sam");
    for (const db of [world.visitor(), world.anonymous()]) {
      for (const path of Object.values(room)) await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, paths.productionLists("p1"))));
      await assertFails(getDocs(query(collection(db, paths.productions), where("memberUids", "array-contains", "jo"))));
    }
  });

  it("refuses a removed member at once: reads, queries, and a listener at its next change", async () => {
    await seedRoom(["buyer", "designer"]);
    const jo = world.as("jo");
    await allSucceed(jo, "jo");
    // The listener has its own client: one that is listening answers a get of the same document from what it holds.
    const listening = world.as("jo");
    const heard: string[] = [];
    let stop = () => undefined as void;
    const cut = new Promise<string>((resolve) => {
      stop = onSnapshot(
        doc(listening, room.list),
        (snapshot) => heard.push(String(snapshot.get("name"))),
        (error) => resolve(error.code),
      );
    });
    try {
      await expect.poll(() => heard).toEqual(["Kitchen"]);
      await world.seed(room.production, production(null));
      await allFail(jo, "jo");
      await world.seed(room.list, { ...list, name: "Kitchen, changed after Jo left" });
      await expect(cut).resolves.toBe("permission-denied");
      expect(heard).toEqual(["Kitchen"]);
    } finally {
      stop();
    }
  });

  it("lets no one write the room, whatever their role: the commands do", async () => {
    // A member in every role at once, staff signed in as them, and the house's staff.
    const writers = [world.as("jo", { emailVerified: true }), world.impersonating("jo"), world.staff()];
    await seedRoom([...productionRoles]);
    for (const db of writers) {
      for (const path of Object.values(room)) {
        await assertFails(updateDoc(doc(db, path), { name: "Renamed", updatedAt: new Date() }));
        await assertFails(setDoc(doc(db, path), { name: "Replaced" }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      await assertFails(setDoc(doc(db, paths.production("p2")), production([...productionRoles])));
      await assertFails(setDoc(doc(db, paths.productionList("p1", "l2")), list));
      await assertFails(setDoc(doc(db, paths.listComment("p1", "l1", "c2")), comment));
      await assertFails(setDoc(doc(db, `${paths.productionActivity("p1")}/a2`), activity));
      await assertFails(setDoc(doc(db, paths.productionInvite("i2")), { ...invite, email: emails.sam }));
      await assertFails(setDoc(doc(db, paths.productionNotices("jo")), { unread: 0, items: [], updatedAt: at }));
      await assertFails(setDoc(doc(db, paths.productionMailOf("l1", "jo")), { items: [] }));
    }
    // Staying in takes a write to `members`, which only changeMembership makes.
    await world.seed(room.production, production(null));
    await assertFails(setDoc(doc(world.as("jo"), room.production), production(["coordinator"])));
  });

  it("shows an invitation to a verified sign-in with its address only", async () => {
    await world.seed(paths.productionInvite("i1"), invite);
    const invitee = world.as("jo", { emailVerified: true });
    const byAddress = (db: Firestore, email: string) =>
      getDocs(query(collection(db, paths.productionInvites), where("email", "==", email)));
    await assertSucceeds(getDoc(doc(invitee, paths.productionInvite("i1"))));
    await expect(byAddress(invitee, emails.jo).then((found) => found.size)).resolves.toBe(1);
    const refused = [
      world.as("jo"),
      world.as("sam", { emailVerified: true }),
      // Staff signed in as the invitee, whose address is verified: only the invited person takes an invitation.
      world.impersonating("jo", { email_verified: true }),
      world.staff(),
      world.visitor(),
      world.anonymous(),
    ];
    for (const db of refused) {
      await assertFails(getDoc(doc(db, paths.productionInvite("i1"))));
      await assertFails(byAddress(db, emails.jo));
    }
    await assertFails(getDocs(collection(invitee, paths.productionInvites)));
    await assertFails(updateDoc(doc(invitee, paths.productionInvite("i1")), { roles: ["coordinator"] }));
    await assertFails(deleteDoc(doc(invitee, paths.productionInvite("i1"))));
  });

  it("shows a member's notices to that member only, and the waiting mail to nobody", async () => {
    await world.seed(paths.productionNotices("jo"), { unread: 2, items: [], updatedAt: at });
    await world.seed(paths.productionMailOf("l1", "jo"), { uid: "jo", listId: "l1", items: [], dueAt: at });
    await assertSucceeds(getDoc(doc(world.as("jo"), paths.productionNotices("jo"))));
    await assertSucceeds(getDoc(doc(world.impersonating("jo"), paths.productionNotices("jo"))));
    for (const db of [world.as("sam", { emailVerified: true }), world.staff(), world.visitor(), world.anonymous()])
      await assertFails(getDoc(doc(db, paths.productionNotices("jo"))));
    await assertFails(getDocs(collection(world.as("jo"), paths.vendor, "productionNotices")));
    await assertFails(updateDoc(doc(world.as("jo"), paths.productionNotices("jo")), { unread: 0 }));
    for (const db of [world.as("jo", { emailVerified: true }), world.staff()]) {
      await assertFails(getDoc(doc(db, paths.productionMailOf("l1", "jo"))));
      await assertFails(getDocs(collection(db, paths.productionMail)));
    }
  });
});
