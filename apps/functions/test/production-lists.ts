// The list commands as the tests call them, for one production, and what they leave in Firestore read back: the list,
// the feed, a member's notices and their waiting mail.
import type { Firestore } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import type { ProductionListResult } from "@backlot/domain";
import type {
  ListComment,
  ListEdit,
  ListMove,
  ProductionActivity,
  ProductionList,
  ProductionNotices,
  ReviewDecision,
} from "@backlot/domain/production";
import { testCaptchaToken } from "../src/shared/verify-captcha.js";
import type { Caller } from "./world.js";

export function listCommands(db: Firestore, vendorId: string, productionId: string) {
  const paths = vendorPaths(vendorId);
  const ids = { vendorId, productionId };
  return {
    create: (caller: Caller, listId: string, name: string, groups: string[] = []) =>
      caller.call<ProductionListResult>("createProductionList", { ...ids, listId, name, groups }),
    edit: (caller: Caller, listId: string, edits: ListEdit[]) =>
      caller.call<ProductionListResult>("editProductionList", { ...ids, listId, edits }),
    review: (caller: Caller, listId: string, decisions: ReviewDecision[]) =>
      caller.call<ProductionListResult>("reviewProductionList", { ...ids, listId, decisions }),
    move: (caller: Caller, listId: string, move: ListMove, note = "") =>
      caller.call<ProductionListResult>("moveProductionList", { ...ids, listId, move, note }),
    comment: (caller: Caller, listId: string, commentId: string, body: string, lineId: string | null = null) =>
      caller.call<ProductionListResult>("commentOnList", { ...ids, listId, commentId, lineId, body }),
    list: async (listId: string) =>
      (await db.doc(paths.productionList(productionId, listId)).get()).data() as ProductionList | undefined,
    comments: async (listId: string) =>
      (await db.collection(paths.listComments(productionId, listId)).get()).docs.map(
        (doc) => ({ id: doc.id, ...doc.data() }) as ListComment & { id: string },
      ),
    /** The list's feed, oldest first. */
    activity: async (listId: string) =>
      (await db.collection(paths.productionActivity(productionId)).where("listId", "==", listId).get()).docs
        .map((doc) => doc.data() as ProductionActivity & { at: { toMillis(): number } })
        .sort((a, b) => a.at.toMillis() - b.at.toMillis()),
    notices: async (uid: string) =>
      (await db.doc(paths.productionNotices(uid)).get()).data() as ProductionNotices | undefined,
    waitingMail: async (listId: string, uid: string) =>
      (await db.doc(paths.productionMailOf(listId, uid)).get()).data() as
        { items: string[]; dueAt: unknown; email: string } | undefined,
    /** Ends the quiet period of every mail waiting about the list, as if fifteen minutes had passed. */
    endQuietPeriod: async (listId: string) => {
      const waiting = await db.collection(paths.productionMail).where("listId", "==", listId).get();
      await Promise.all(waiting.docs.map((doc) => doc.ref.update({ dueAt: new Date(Date.now() - 1000) })));
    },
  };
}

export type ListCommands = ReturnType<typeof listCommands>;

/** An addLine edit of one `propId` in no group, under a new line id unless given. */
export const addLine = (
  db: Firestore,
  propId: string,
  lineId = db.collection("ids").doc().id,
  extra: Partial<Extract<ListEdit, { kind: "addLine" }>> = {},
): Extract<ListEdit, { kind: "addLine" }> => ({
  kind: "addLine",
  lineId,
  propId,
  quantity: 1,
  note: "",
  group: "",
  ...extra,
});

/** The coordinator's quote request for a production's list, the form left empty where the list fills it in. */
export const quoteForList = (
  caller: Caller,
  {
    vendorId,
    productionId,
    listId,
    requestId,
  }: { vendorId: string; productionId: string; listId: string; requestId: string },
  extra: Record<string, unknown> = {},
) =>
  caller.call<{ id: string }>("requestQuote", {
    vendorId,
    requestId,
    setListId: null,
    productionList: { productionId, listId },
    request: {
      contact: { name: "Someone", email: "someone@studio.example", phone: "", company: "" },
      production: "",
      pickUpDate: "",
      returnDate: "",
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      lines: [],
    },
    captchaToken: testCaptchaToken("quote_request"),
    ...extra,
  });
