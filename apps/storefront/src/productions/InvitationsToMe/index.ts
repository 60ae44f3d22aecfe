export { InvitationsToMe } from "./InvitationsToMe.js";
export type { InvitationsToMeProps } from "./InvitationsToMe.js";
