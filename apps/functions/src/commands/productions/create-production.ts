// createProduction: an approved customer of the house (or staff signed in as one) starts a production, a shared
// account for a show's art department; they are its first coordinator, with any other roles they choose. The client
// makes the id, so a retry after a lost answer finds the production it made instead of making another.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CreateProductionCall, type VendorUser, limits, mayPlaceOrders, singleLine } from "@backlot/domain";
import { type MemberRef, type Production, type ProductionRole, orderedRoles } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { vendorName } from "../../mail/mail-texts.js";
import { readVendor } from "../../shared/vendor-document.js";
import { rolesInWords } from "./invite-mail.js";
import { memberName, productionCustomer, readRoles } from "./production-caller.js";
import { recordActivity } from "./production-activity.js";

export interface CreateProductionResult {
  productionId: string;
}

function readProduction(data: unknown): CreateProductionCall {
  return readCall("createProduction", data, (reader) => {
    const typed = reader.text("name", { max: limits.production.name, required: true });
    // Control characters go (the name reaches mail subjects); a name of nothing else is no name.
    const name = singleLine(typed);
    if (typed && !name) reader.fail("name", "is required");
    return {
      vendorId: reader.vendorId(),
      productionId: reader.id("productionId"),
      name,
      // No roles but the coordinator's is a choice too: the creator is a coordinator whatever they pick.
      roles: Array.isArray(reader.data.roles) && reader.data.roles.length === 0 ? [] : readRoles(reader, "roles"),
    };
  });
}

export const createProduction = onCall<CreateProductionCall, Promise<CreateProductionResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, name, roles } = readProduction(call.data);
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const ref = db.doc(paths.production(productionId));
      const vendor = await readVendor(db, tx, vendorId);
      const [existing, userSnap] = await tx.getAll(ref, db.doc(paths.user(caller.uid)));
      const made = existing?.data() as Production | undefined;
      if (made) {
        // A retry of the caller's own: the same answer, nothing new.
        if (made.createdBy.uid === caller.uid) return { productionId };
        refuse("already-exists", `Production ${productionId} exists already; start the production again for a new id`);
      }
      const record = userSnap?.data() as VendorUser | undefined;
      if (!record) refuse("failed-precondition", "Your account has no customer record here yet; log in again");
      // A production mails invitations in the house's name and sends its lists to the house as holds and orders:
      // the house has vetted the account first, as for placing an order.
      if (!mayPlaceOrders(record)) {
        refuse(
          "permission-denied",
          `${vendorName(vendor)} has not approved this account yet: you can start a production once they do. ` +
            "Meanwhile, a production's coordinator can invite you to theirs.",
        );
      }
      const email = call.auth?.token.email ?? record.email;
      const memberRoles: ProductionRole[] = orderedRoles([...roles, "coordinator"]);
      const by: MemberRef = {
        uid: caller.uid,
        name: memberName(record, email),
        ...(caller.actedBy ? { actedBy: caller.actedBy } : {}),
      };
      const now = FieldValue.serverTimestamp();
      tx.create(ref, {
        name,
        members: { [caller.uid]: { name: by.name, email, roles: memberRoles, joinedAt: now } },
        memberUids: [caller.uid],
        invites: {},
        listCount: 0,
        createdBy: by,
        createdAt: now,
        updatedAt: now,
      });
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: {
          kind: "production_created",
          by,
          listId: null,
          listName: "",
          text: `${by.name} started ${name}, as ${rolesInWords(memberRoles)}`,
        },
      });
      return { productionId };
    });
  }),
);
