// A production's room as its members and the prop house's staff read it (issue 35, decision 0049). The server writes
// every document here (apps/functions/src/commands/productions); these are the reads, each a live listener's query or
// path. firestore.rules lets a production's members and the vendor's staff read; composite indexes serve the queries.
import { limits } from "@backlot/domain";
import { normalisedEmail } from "@backlot/domain/production";
import type {
  ListComment,
  Production,
  ProductionActivity,
  ProductionInvite,
  ProductionList,
  ProductionNotices,
} from "@backlot/domain/production";
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export type ProductionWithId = Production & { id: string };
export type ProductionListWithId = ProductionList & { id: string };
export type ListCommentWithId = ListComment & { id: string };
export type ActivityWithId = ProductionActivity & { id: string };
export type ProductionInviteWithId = ProductionInvite & { id: string };

/** How much of the activity feed one page shows; "Show more" asks for more. */
export const activityPageSize = 50;

export function productions(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  /** The productions `uid` is a member of, most recently active first: the header's switcher. */
  const queryMine = (uid: string): QuerySpec => ({
    collection: paths.productions,
    where: [["memberUids", "array-contains", uid]],
    orderBy: [["updatedAt", "desc"]],
    limit: limits.user.setLists,
  });
  /** Every production at the house, most recently active first: the console's desk (staff only). */
  const queryAll = (pageSize: number): QuerySpec => ({
    collection: paths.productions,
    orderBy: [["updatedAt", "desc"]],
    limit: pageSize,
  });
  /** A production's lists, most recently changed first. */
  const queryLists = (productionId: string): QuerySpec => ({
    collection: paths.productionLists(productionId),
    orderBy: [["updatedAt", "desc"]],
    limit: limits.production.lists,
  });
  /** A list's comments, oldest first, as a conversation reads. */
  const queryComments = (productionId: string, listId: string): QuerySpec => ({
    collection: paths.listComments(productionId, listId),
    orderBy: [["at", "asc"]],
    limit: limits.production.comments,
  });
  /** The production's feed, newest first; with `listId`, one list's. */
  const queryActivity = (productionId: string, pageSize = activityPageSize, listId?: string): QuerySpec => ({
    collection: paths.productionActivity(productionId),
    ...(listId ? { where: [["listId", "==", listId]] as const } : {}),
    orderBy: [["at", "desc"]],
    limit: pageSize,
  });
  /** Invitations to the signed-in person's address (the rules let only a verified sign-in with it read them). */
  const queryInvitesFor = (email: string): QuerySpec => ({
    collection: paths.productionInvites,
    where: [["email", "==", normalisedEmail(email)]],
    limit: limits.production.invites,
  });
  /** Quote requests made from the production's lists (staff's view of the production). */
  const queryQuotes = (productionId: string): QuerySpec => ({
    collection: paths.quoteRequests,
    where: [["fromProduction.productionId", "==", productionId]],
    orderBy: [["createdAt", "desc"]],
    limit: limits.production.lists,
  });
  return {
    queryMine,
    queryAll,
    queryLists,
    queryComments,
    queryActivity,
    queryInvitesFor,
    queryQuotes,
    productionPath: paths.production,
    listPath: paths.productionList,
    noticesPath: paths.productionNotices,
    invitePath: paths.productionInvite,
    async mine(uid: string): Promise<ProductionWithId[]> {
      return withIds(await store.query<Production>(queryMine(uid)));
    },
    async lists(productionId: string): Promise<ProductionListWithId[]> {
      return withIds(await store.query<ProductionList>(queryLists(productionId)));
    },
    async notices(uid: string): Promise<ProductionNotices | undefined> {
      return (await store.get<ProductionNotices>(paths.productionNotices(uid))).data;
    },
  };
}

export type Productions = ReturnType<typeof productions>;
