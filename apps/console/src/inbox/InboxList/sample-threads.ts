// Conversations for the inbox's stories and tests.
import type { InboxThread } from "./InboxList.js";

export const sampleThreads: InboxThread[] = [
  {
    id: "u1",
    customer: "Dana Reyes",
    preview: "Can we pick up on Saturday morning?",
    lastMessageAt: "2026-11-23T14:05:00Z",
    unread: 2,
  },
  {
    id: "u2",
    customer: "Sam Okafor",
    preview: "Thanks, the lamps were perfect.",
    lastMessageAt: "2026-11-22T09:40:00Z",
    unread: 0,
  },
];
