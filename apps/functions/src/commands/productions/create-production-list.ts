// createProductionList: a buyer starts a list in their production, with its groups (sets, scenes, shoot days). The
// client makes the list's id, so a retry makes one list; the production counts its lists against the limit.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CreateProductionListCall, type ProductionListResult, limits, singleLine } from "@backlot/domain";
import { type ProductionList, groupName } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actorName, listIds } from "./open-list.js";
import { productionCustomer, readProductionAs, requireRole } from "./production-caller.js";
import { recordActivity } from "./production-activity.js";

function readCreate(data: unknown): CreateProductionListCall {
  return readCall("createProductionList", data, (reader) => {
    const groups = reader.data.groups ?? [];
    if (!Array.isArray(groups) || groups.some((group) => typeof group !== "string")) {
      reader.fail("groups", "must be a list of group names");
    } else if (groups.length > limits.production.groups) {
      reader.fail("groups", `must name at most ${limits.production.groups} groups`);
    }
    const names = Array.isArray(groups) ? groups.filter((group) => typeof group === "string").map(groupName) : [];
    const tooLong = names.findIndex((name) => name.length > limits.production.groupName);
    if (tooLong >= 0) reader.fail(`groups.${tooLong}`, `must be at most ${limits.production.groupName} characters`);
    return {
      ...listIds(reader),
      name: singleLine(reader.text("name", { max: limits.production.listName, required: true })),
      // Empty names and repeats are dropped: a group is its name.
      groups: [...new Set(names.filter(Boolean))],
    };
  });
}

export const createProductionList = onCall<CreateProductionListCall, Promise<ProductionListResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, listId, name, groups } = readCreate(call.data);
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const member = await readProductionAs(db, tx, { vendorId, productionId, caller });
      requireRole(member, "editLists", "start a list");
      const ref = db.doc(vendorPaths(vendorId).productionList(productionId, listId));
      const existing = (await tx.get(ref)).data() as ProductionList | undefined;
      if (existing) return { rev: existing.rev };
      const { production, by } = member;
      if ((production.listCount ?? 0) >= limits.production.lists) {
        refuse(
          "resource-exhausted",
          `${production.name} has ${limits.production.lists} lists, the most a production keeps: add to one of them`,
        );
      }
      const now = new Date();
      const list: ProductionList = {
        productionId,
        name,
        state: "drafting",
        groups,
        lines: [],
        pickUpDate: "",
        returnDate: "",
        rev: 1,
        commentCount: 0,
        sent: [],
        createdBy: by,
        createdAt: now,
        updatedAt: now,
        stateChangedBy: null,
        stateChangedAt: null,
      };
      tx.create(ref, list);
      tx.update(member.ref, { listCount: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
      const grouped = groups.length ? ` with ${groups.length} group${groups.length === 1 ? "" : "s"}` : "";
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: { kind: "list_created", by, listId, listName: name, text: `${actorName(by)} started ${name}${grouped}` },
      });
      return { rev: list.rev };
    });
  }),
);
