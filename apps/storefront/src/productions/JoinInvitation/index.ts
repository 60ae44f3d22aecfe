export { JoinInvitation } from "./JoinInvitation.js";
export type { JoinInvitationProps, JoinState } from "./JoinInvitation.js";
