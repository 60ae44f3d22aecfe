// Who may act on a production: its members, in the roles the permissions table names (production/roles.ts), or staff
// signed in as a member (they act as the member, and the activity records them). Read inside the command's
// transaction, so a member removed a moment ago is refused at once, and an outsider learns nothing of the production,
// not even that it exists (decision 0049).
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { CallableRequest } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type VendorUser, singleLine } from "@backlot/domain";
import {
  type MemberRef,
  type Production,
  type ProductionAction,
  type ProductionMember,
  type ProductionRole,
  mayDo,
  orderedRoles,
  rolesProblem,
  rolesThatMay,
} from "@backlot/domain/production";
import type { CallReader } from "../../shared/call-data.js";
import { refuse } from "../../shared/callable-errors.js";
import { type CustomerCaller, customerAt } from "../../shared/callers.js";

/** A production's document as the server reads it. */
export interface OpenProduction {
  ref: DocumentReference;
  production: Production;
}

/** The member calling, with their production. */
export interface ProductionCaller extends OpenProduction {
  uid: string;
  member: ProductionMember;
  /** How the activity and the list name them, with the staff member when staff act as them. */
  by: MemberRef;
}

/** The caller as a customer of `vendorId` (themselves, or staff signed in as them); read before the transaction. */
export const productionCustomer = (auth: CallableRequest["auth"], vendorId: string): Promise<CustomerCaller> =>
  customerAt(auth, vendorId);

/** "No production …": the same words for one that does not exist and one the caller is not in. */
export const noSuchProduction = (productionId: string): never =>
  refuse("not-found", `There is no production ${productionId} you are a member of: ask its coordinator to invite you`);

/** Reads the production in `tx`; refuses when it is missing or the caller is not a member. */
export async function readProductionAs(
  db: Firestore,
  tx: Transaction,
  { vendorId, productionId, caller }: { vendorId: string; productionId: string; caller: CustomerCaller },
): Promise<ProductionCaller> {
  const ref = db.doc(vendorPaths(vendorId).production(productionId));
  const production = (await tx.get(ref)).data() as Production | undefined;
  const member = production?.members[caller.uid];
  if (!production || !member) return noSuchProduction(productionId);
  const by: MemberRef = { uid: caller.uid, name: member.name, ...(caller.actedBy ? { actedBy: caller.actedBy } : {}) };
  return { ref, production, uid: caller.uid, member, by };
}

/** The member may do `action`, or is refused in words that say which role can. */
export function requireRole(member: ProductionCaller, action: ProductionAction, what: string): void {
  if (!mayDo(member.member.roles, action)) {
    refuse("permission-denied", `Only ${rolesThatMay(action)} of ${member.production.name} can ${what}`);
  }
}

/**
 * How a production names a person (the member list, the feed, mentions): their record's name at the house, else its
 * display name, else their address's local part ("dana" for dana@studio.example). Never the whole address.
 */
export function memberName(
  record: Pick<VendorUser, "firstName" | "lastName" | "displayName"> | undefined,
  email: string,
): string {
  const named = singleLine([record?.firstName, record?.lastName].filter(Boolean).join(" "));
  return named || singleLine(record?.displayName ?? "") || email.split("@")[0] || "A member";
}

/** The roles a call names in `field` (rolesProblem says what is wrong), in the table's order. */
export function readRoles(reader: CallReader, field: string, value: unknown = reader.data[field]): ProductionRole[] {
  const problem = rolesProblem(value);
  if (problem) {
    reader.fail(field, problem);
    return [];
  }
  return orderedRoles(value as ProductionRole[]);
}
