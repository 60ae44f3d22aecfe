// One production, live, as the signed-in member sees it: the production, who they are in it and what their roles let
// them do; and the room's commands (decision 0049). Every page of the room starts here. The rules let only members
// read a production, so a denied read means "not yours (any more)": a removed member's page says so at once.
import {
  type DocumentStore,
  type ProductionWithId,
  isDocumentStoreError,
  productions,
  vendorPaths,
} from "@backlot/data";
import {
  type Production,
  type ProductionAction,
  type ProductionMember,
  type ProductionRole,
  mayDo,
} from "@backlot/domain/production";
import { useMemo } from "react";
import { getServices } from "../app/services.js";
import { tenant } from "../app/tenant.js";
import { useLoggedInUid } from "../app/use-auth.js";
import { type WatchedDocument, useWatchedDocument } from "../app/use-watched-document.js";
import type { ProductionCommands } from "./production-commands.js";

/** The room's reads at this storefront's vendor. */
export const productionReads = (documents: DocumentStore) => productions(documents, { vendorId: tenant.vendor.id });

/** The room's document paths at this vendor, for the live-document hook (which needs no store to name one). */
export const productionPaths = vendorPaths(tenant.vendor.id);

/** The signed-in member of the production. */
export interface ProductionMe {
  uid: string;
  member: ProductionMember;
  roles: ProductionRole[];
}

export interface ProductionRoom {
  /**
   * loading; ready (the production and `me`); missing (no such production, or the signed-in person is not, or no
   * longer, its member: the rules answer both alike); error (the connection: `retry`).
   */
  status: "loading" | "ready" | "missing" | "error";
  production: ProductionWithId | undefined;
  me: ProductionMe | null;
  /** Whether the signed-in member's roles allow `action` (the permissions table); false until ready. */
  may: (action: ProductionAction) => boolean;
  error: Error | null;
  retry: () => void;
}

/** The member `uid` is in `production`, or null. */
export function memberOf(production: Pick<Production, "members"> | undefined, uid: string | null): ProductionMe | null {
  const member = uid ? production?.members[uid] : undefined;
  return uid && member ? { uid, member, roles: member.roles } : null;
}

const noRetry = () => undefined;

/** What the room is, from the production's live document as `uid` reads it (pure: the hook's reading, tested). */
export function productionRoom(
  productionId: string | undefined,
  uid: string | null,
  watched: WatchedDocument<Production>,
): ProductionRoom {
  const none = { production: undefined, me: null, may: () => false, error: null, retry: noRetry };
  if (!productionId) return { ...none, status: "missing" };
  if (watched.status === "loading") return { ...none, status: "loading" };
  if (watched.status === "error") {
    return isDocumentStoreError(watched.error, "permission-denied")
      ? { ...none, status: "missing", retry: watched.retry }
      : { ...none, status: "error", error: watched.error, retry: watched.retry };
  }
  const me = memberOf(watched.data, uid);
  // A production that is there but without the signed-in person: removed between two reads.
  if (!watched.data || !me) return { ...none, status: "missing" };
  const production = { ...watched.data, id: productionId };
  return { ...none, status: "ready", production, me, may: (action) => mayDo(me.roles, action) };
}

/** The production `productionId`, live while the component shows; nothing is read for a logged-out visitor. */
export function useProduction(productionId: string | undefined): ProductionRoom {
  const uid = useLoggedInUid();
  const path = uid && productionId ? productionPaths.production(productionId) : null;
  const watched = useWatchedDocument<Production>(path);
  return useMemo(() => productionRoom(productionId, uid, watched), [productionId, uid, watched]);
}

export interface ProductionCommandsHook extends ProductionCommands {
  /**
   * A new id for a command's document (a production, an invitation, a list, a comment, a line): the page keeps it
   * for every retry of one submission, so a retry makes one, and takes a new one once it went through.
   */
  newId(): Promise<string>;
}

/** The room's commands through the app's command client; each rejects with a CommandError that says what to do. */
export const productionCommands: ProductionCommandsHook = {
  newId: async () => (await getServices()).commands.newId(),
  createProduction: async (call) => (await getServices()).commands.createProduction(call),
  inviteToProduction: async (call) => (await getServices()).commands.inviteToProduction(call),
  acceptProductionInvite: async (call) => (await getServices()).commands.acceptProductionInvite(call),
  changeMembership: async (call) => (await getServices()).commands.changeMembership(call),
  createProductionList: async (call) => (await getServices()).commands.createProductionList(call),
  editProductionList: async (call) => (await getServices()).commands.editProductionList(call),
  reviewProductionList: async (call) => (await getServices()).commands.reviewProductionList(call),
  moveProductionList: async (call) => (await getServices()).commands.moveProductionList(call),
  commentOnList: async (call) => (await getServices()).commands.commentOnList(call),
  markNoticesSeen: async (call) => (await getServices()).commands.markNoticesSeen(call),
};

/** The same commands for a component (they hold no state: the hook is for symmetry with the reads). */
export const useProductionCommands = (): ProductionCommandsHook => productionCommands;
