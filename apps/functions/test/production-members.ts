// The prop house the membership commands' tests share (createProduction, inviteToProduction, acceptProductionInvite):
// its staff and another house's, approved customers (Cora Lane, Sam Okafor), one the house has not approved, a
// visitor and an anonymous session; the commands called as each, and what they stored read back past the rules.
import type { Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type AcceptProductionInviteResult, type StartImpersonationResult, newVendorUser } from "@backlot/domain";
import type { Production, ProductionActivity, ProductionInvite, ProductionRole } from "@backlot/domain/production";
import {
  type Caller,
  type Emulators,
  type RefreshingCaller,
  adminAuth,
  adminFirestore,
  signedInCaller,
  signedUpAs,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "./world.js";

/** Where the invitation mail's link opens: the tenant's website (stored with a trailing slash, as people type it). */
export const website = "https://props.test-production-members.example";

export interface MembersHouse {
  db: Firestore;
  vendorId: string;
  staff: Caller;
  otherStaff: Caller;
  /** Cora Lane, approved by the house. */
  cora: Caller;
  /** Sam Okafor, approved too. */
  sam: Caller;
  /** A customer the house has not approved yet. */
  awaiting: Caller;
  anonymous: Caller;
  visitor: Caller;
  newId: () => string;
  /** Gives `caller` a customer record at the house, named and in a standing. */
  record: (
    caller: Caller,
    name: { firstName: string; lastName: string; isAuthorized: boolean | null },
  ) => Promise<void>;
  /** Staff signed in as `uid` (an impersonated session). */
  impersonate: (uid: string) => Promise<Caller>;
  /** An account signed up with `email`, its address verified, with a token that says so. */
  verified: (email: string) => Promise<RefreshingCaller>;
  create: (
    caller: Caller,
    production?: { productionId?: string; name?: string; roles?: ProductionRole[] },
  ) => Promise<{ productionId: string }>;
  /** Invites `email`; resolves with the invitation's id. */
  invite: (
    caller: Caller,
    productionId: string,
    email: string,
    roles: ProductionRole[],
    inviteId?: string,
  ) => Promise<string>;
  accept: (caller: Caller, inviteId: string) => Promise<AcceptProductionInviteResult>;
  stored: (productionId: string) => Promise<Production>;
  storedInvite: (inviteId: string) => Promise<ProductionInvite | undefined>;
  /** The production's feed, oldest first. */
  activity: (productionId: string) => Promise<ProductionActivity[]>;
}

let unique = 0;

/** An address no account has yet, in mixed case as people type them. */
export const newAddress = (who: string): string => `${who}.${Date.now()}.${++unique}@Crew.Example`;

export async function membersHouse(emulators: Emulators, vendorId: string): Promise<MembersHouse> {
  const db = adminFirestore(emulators);
  const paths = vendorPaths(vendorId);
  const newId = () => db.collection("ids").doc().id;
  await db.doc(paths.vendor).set({ ...testVendor(vendorId), website: `${website}/` });
  const [staff, otherStaff, cora, sam, awaiting, anonymous] = await Promise.all([
    staffCaller(emulators, vendorId),
    staffCaller(emulators, "another-prop-house"),
    signedInCaller(emulators),
    signedInCaller(emulators),
    signedInCaller(emulators),
    signedInCaller(emulators, "anonymous"),
  ]);
  const record: MembersHouse["record"] = async (caller, name) => {
    const fresh = newVendorUser({ email: caller.email, vendorId, vendorName: "Test Prop House", now: new Date() });
    await db.doc(paths.user(caller.uid)).set({ ...fresh, ...name });
  };
  await Promise.all([
    record(cora, { firstName: "Cora", lastName: "Lane", isAuthorized: true }),
    record(sam, { firstName: "Sam", lastName: "Okafor", isAuthorized: true }),
    record(awaiting, { firstName: "Ava", lastName: "Wait", isAuthorized: null }),
  ]);
  return {
    db,
    vendorId,
    staff,
    otherStaff,
    cora,
    sam,
    awaiting,
    anonymous,
    visitor: visitorCaller(emulators),
    newId,
    record,
    async impersonate(uid) {
      const { token } = await staff.call<StartImpersonationResult>("startImpersonation", {
        vendorId,
        uid,
        reason: "Setting up their production on the phone",
      });
      return tokenCaller(emulators, token);
    },
    async verified(email) {
      const account = await signedUpAs(emulators, email);
      await adminAuth(emulators).updateUser(account.uid, { emailVerified: true });
      await account.refresh();
      return account;
    },
    create: (caller, { productionId = newId(), name = "Harbour Lights", roles = ["buyer"] } = {}) =>
      caller.call("createProduction", { vendorId, productionId, name, roles }),
    async invite(caller, productionId, email, roles, inviteId = newId()) {
      await caller.call("inviteToProduction", { vendorId, productionId, inviteId, email, roles });
      return inviteId;
    },
    accept: (caller, inviteId) => caller.call("acceptProductionInvite", { vendorId, inviteId }),
    stored: async (productionId) => (await db.doc(paths.production(productionId)).get()).data() as Production,
    storedInvite: async (inviteId) =>
      (await db.doc(paths.productionInvite(inviteId)).get()).data() as ProductionInvite | undefined,
    activity: async (productionId) =>
      (await db.collection(paths.productionActivity(productionId)).orderBy("at").get()).docs.map(
        (doc) => doc.data() as ProductionActivity,
      ),
  };
}
