export { InboxList, defaultInboxListLabels } from "./InboxList.js";
export type { InboxListLabels, InboxListProps, InboxListState, InboxThread } from "./InboxList.js";
