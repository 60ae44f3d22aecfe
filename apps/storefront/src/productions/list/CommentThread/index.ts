export { CommentBody, CommentThread } from "./CommentThread.js";
export type { CommentThreadProps } from "./CommentThread.js";
export { MentionBox } from "./MentionBox.js";
