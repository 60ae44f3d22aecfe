// A production seeded through the Admin SDK as the membership commands leave it: signed-in members in given roles,
// each with a customer record at the house, so the list commands' tests start from a team without going through
// invitations (the membership tests test those). Also the house's staff, another house's staff, a signed-in
// outsider, a visitor and an anonymous session, for the refusals every command shares.
import type { Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type StartImpersonationResult, newVendorUser } from "@backlot/domain";
import type { Production, ProductionMember, ProductionRole } from "@backlot/domain/production";
import {
  type Caller,
  type Emulators,
  adminFirestore,
  signedInCaller,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "./world.js";

/** A member as the tests call them: their session, and the name and roles the production holds for them. */
export interface TeamMember extends Caller {
  name: string;
  roles: ProductionRole[];
}

/** Who to seed: a name ("Dana Reyes") and roles, by the key the test names them with. */
export type TeamSpec<K extends string> = Record<K, { name: string; roles: ProductionRole[] }>;

/** One member in each role, as most production tests need them: coordinator, buyer, designer and viewer. */
export const oneOfEachRole = {
  cole: { name: "Cole Park", roles: ["coordinator"] },
  sam: { name: "Sam Ortiz", roles: ["buyer"] },
  dana: { name: "Dana Reyes", roles: ["designer"] },
  vic: { name: "Vic Lee", roles: ["viewer"] },
} satisfies TeamSpec<string>;

export interface ProductionTeam<K extends string> {
  db: Firestore;
  vendorId: string;
  productionId: string;
  productionName: string;
  members: Record<K, TeamMember>;
  /** The production's document as stored now. */
  stored: () => Promise<Production>;
  /** Takes `uid` out of the production, as changeMembership's removal leaves it (members and memberUids). */
  remove: (uid: string) => Promise<void>;
  /** Puts a member (back) in, with `roles`. */
  add: (member: Caller & { name: string }, roles: ProductionRole[]) => Promise<void>;
}

let seeded = 0;

/** A new document id. */
export const newId = (db: Firestore): string => db.collection("ids").doc().id;

/**
 * Seeds the vendor document (the test vendor), a production named `name` and its members, each a new signed-in
 * account with a customer record at the house. The first member listed is its creator.
 */
export async function productionTeam<K extends string>(
  emulators: Emulators,
  { vendorId, name = `Harbour Lights ${++seeded}`, members }: { vendorId: string; name?: string; members: TeamSpec<K> },
): Promise<ProductionTeam<K>> {
  const db = adminFirestore(emulators);
  const paths = vendorPaths(vendorId);
  await db.doc(paths.vendor).set(testVendor(vendorId));
  const keys = Object.keys(members) as K[];
  const callers = await Promise.all(keys.map(() => signedInCaller(emulators)));
  const team = {} as Record<K, TeamMember>;
  keys.forEach((key, index) => {
    const caller = callers[index] as Caller;
    team[key] = { ...caller, name: members[key].name, roles: members[key].roles };
  });
  await Promise.all(keys.map((key) => customerRecord(db, vendorId, team[key])));
  const productionId = newId(db);
  const now = new Date();
  const first = team[keys[0] as K];
  const production: Production = {
    name,
    members: Object.fromEntries(keys.map((key) => [team[key].uid, memberEntry(team[key], team[key].roles, now)])),
    memberUids: keys.map((key) => team[key].uid),
    invites: {},
    listCount: 0,
    createdBy: { uid: first.uid, name: first.name },
    createdAt: now,
    updatedAt: now,
  };
  const ref = db.doc(paths.production(productionId));
  await ref.set(production);
  return {
    db,
    vendorId,
    productionId,
    productionName: name,
    members: team,
    stored: async () => (await ref.get()).data() as Production,
    async remove(uid) {
      await db.runTransaction(async (tx) => {
        const stored = (await tx.get(ref)).data() as Production;
        const { [uid]: _removed, ...rest } = stored.members;
        tx.update(ref, { members: rest, memberUids: stored.memberUids.filter((each) => each !== uid) });
      });
    },
    async add(member, roles) {
      await db.runTransaction(async (tx) => {
        const stored = (await tx.get(ref)).data() as Production;
        tx.update(ref, {
          members: { ...stored.members, [member.uid]: memberEntry(member, roles, new Date()) },
          memberUids: [...new Set([...stored.memberUids, member.uid])],
        });
      });
    },
  };
}

const memberEntry = (member: Caller & { name: string }, roles: ProductionRole[], joinedAt: Date): ProductionMember => ({
  name: member.name,
  email: member.email,
  roles,
  joinedAt,
});

/** A customer record at the house, named as the production names them (staff can only sign in as a customer). */
async function customerRecord(db: Firestore, vendorId: string, member: TeamMember) {
  const [firstName = "", ...rest] = member.name.split(" ");
  const record = newVendorUser({ email: member.email, vendorId, vendorName: vendorId, now: new Date() });
  await db.doc(vendorPaths(vendorId).user(member.uid)).set({ ...record, firstName, lastName: rest.join(" ") });
}

/** A prop as the catalogue in Firestore holds it, for the lists' lines. */
export interface SeededProp {
  name: string;
  weeklyRate: number;
  quantity: number;
  /** false: hidden from customers (the prop house's alone). */
  listed?: boolean;
  catalogue?: { variants: { id: string; name: string; weeklyRate?: number }[] };
}

let propCount = 0;

/** New props in the catalogue, under ids unique to the run; returns their ids by the names given. */
export async function seedProps<K extends string>(
  db: Firestore,
  vendorId: string,
  props: Record<K, SeededProp>,
): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const [key, prop] of Object.entries(props) as [K, SeededProp][]) {
    const propId = `PR-${Date.now().toString(36)}-${++propCount}`;
    await db.doc(vendorPaths(vendorId).prop(propId)).set(prop);
    ids[key] = propId;
  }
  return ids;
}

/**
 * The catalogue the list tests edit from: a prop listed in one piece and in many, one hidden from customers, and one
 * offered only in variants.
 */
export const listTestProps = {
  lamp: { name: "Brass floor lamp", weeklyRate: 4500, quantity: 6 },
  stool: { name: "Chrome diner stool", weeklyRate: 1250, quantity: 20 },
  hidden: { name: "Staff's own ladder", weeklyRate: 100, quantity: 1, listed: false },
  varied: {
    name: "Bistro table",
    weeklyRate: 2000,
    quantity: 4,
    catalogue: { variants: [{ id: "walnut", name: "Walnut" }] },
  },
} satisfies Record<string, SeededProp>;

/** Everyone outside a production, for the refusals: the house's staff signed in as themselves included. */
export interface Outsiders {
  staff: Caller;
  staffName: string;
  otherStaff: Caller;
  /** A signed-in customer of the house who is in no production. */
  outsider: Caller;
  visitor: Caller;
  anonymous: Caller;
  /** Staff signed in as `uid` (an impersonated session), acting as them. */
  signedInAs: (uid: string) => Promise<Caller>;
}

export async function outsiders(emulators: Emulators, vendorId: string): Promise<Outsiders> {
  const db = adminFirestore(emulators);
  const [staff, otherStaff, outsider, anonymous] = await Promise.all([
    staffCaller(emulators, vendorId),
    staffCaller(emulators, "another-prop-house"),
    signedInCaller(emulators),
    signedInCaller(emulators, "anonymous"),
  ]);
  await customerRecord(db, vendorId, { ...outsider, name: "Olly Outsider", roles: [] });
  return {
    staff,
    staffName: staff.email.split("@")[0] ?? "",
    otherStaff,
    outsider,
    visitor: visitorCaller(emulators),
    anonymous,
    async signedInAs(uid) {
      const started = await staff.call<StartImpersonationResult>("startImpersonation", {
        vendorId,
        uid,
        reason: "Helping the production with its list on the phone",
      });
      return tokenCaller(emulators, started.token);
    },
  };
}
