export { MessageThread, defaultMessageThreadLabels } from "./MessageThread.js";
export type { MessageThreadLabels, MessageThreadProps, MessageThreadState, ThreadMessage } from "./MessageThread.js";
