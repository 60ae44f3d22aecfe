// A production's room's commands as the storefront calls them (decision 0049): the contracts in @backlot/domain less
// the vendor's id, which the caller adds. The server decides every change to a production, so without one (the
// embedded store's demo) each is refused in words that say how to get one.
import {
  type AcceptProductionInviteCall,
  type AcceptProductionInviteResult,
  type ChangeMembershipCall,
  type CommandDone,
  type CommandName,
  type CommentOnListCall,
  type CreateProductionCall,
  type CreateProductionListCall,
  type EditProductionListCall,
  type InviteToProductionCall,
  type MarkNoticesSeenCall,
  type MoveProductionListCall,
  type ProductionListResult,
  type ReviewProductionListCall,
  CommandError,
} from "@backlot/domain";

type Sent<Call> = Omit<Call, "vendorId">;

export interface ProductionCommands {
  /** Starts a production with the caller as its first coordinator; `productionId` is newId(), kept for retries. */
  createProduction(call: Sent<CreateProductionCall>): Promise<CommandDone>;
  /** A coordinator invites an address; `inviteId` is newId(), kept for retries (it is the link in the mail). */
  inviteToProduction(call: Sent<InviteToProductionCall>): Promise<CommandDone>;
  /** The invited person, signed in with the invited address and verified, joins. */
  acceptProductionInvite(call: Sent<AcceptProductionInviteCall>): Promise<AcceptProductionInviteResult>;
  /** Roles, removal, leaving, or withdrawing an invitation. */
  changeMembership(call: Sent<ChangeMembershipCall>): Promise<CommandDone>;
  /** A buyer starts a list; `listId` is newId(), kept for retries. */
  createProductionList(call: Sent<CreateProductionListCall>): Promise<CommandDone>;
  editProductionList(call: Sent<EditProductionListCall>): Promise<ProductionListResult>;
  reviewProductionList(call: Sent<ReviewProductionListCall>): Promise<ProductionListResult>;
  moveProductionList(call: Sent<MoveProductionListCall>): Promise<ProductionListResult>;
  /** `commentId` is newId(), kept for retries. */
  commentOnList(call: Sent<CommentOnListCall>): Promise<CommandDone>;
  /** The badge goes to nought: the caller has seen their notices. */
  markNoticesSeen(call: Sent<MarkNoticesSeenCall>): Promise<CommandDone>;
}

type Call = <In, Out>(name: CommandName, data: In) => Promise<Out>;

/** The commands as Cloud Functions callables, through the app's caller (which adds the vendor's id). */
export function productionCallables(call: Call): ProductionCommands {
  return {
    createProduction: (data) => call("createProduction", data),
    inviteToProduction: (data) => call("inviteToProduction", data),
    acceptProductionInvite: (data) => call("acceptProductionInvite", data),
    changeMembership: (data) => call("changeMembership", data),
    createProductionList: (data) => call("createProductionList", data),
    editProductionList: (data) => call("editProductionList", data),
    reviewProductionList: (data) => call("reviewProductionList", data),
    moveProductionList: (data) => call("moveProductionList", data),
    commentOnList: (data) => call("commentOnList", data),
    markNoticesSeen: (data) => call("markNoticesSeen", data),
  };
}

const noServer = () =>
  Promise.reject(
    new CommandError(
      "Productions are kept on the prop house's server, and this demo runs without one (start it with npm start)",
      "unavailable",
    ),
  );

/** Where no server runs: a production's members could not trust what one browser decided, so nothing is. */
export const productionCommandsWithoutServer: ProductionCommands = {
  createProduction: noServer,
  inviteToProduction: noServer,
  acceptProductionInvite: noServer,
  changeMembership: noServer,
  createProductionList: noServer,
  editProductionList: noServer,
  reviewProductionList: noServer,
  moveProductionList: noServer,
  commentOnList: noServer,
  // Nothing to mark: no notices are made without a server.
  markNoticesSeen: () => Promise.resolve({ ok: true }),
};
