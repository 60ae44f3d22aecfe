export { MembersPanel } from "./MembersPanel.js";
export type { MembersPanelProps } from "./MembersPanel.js";
