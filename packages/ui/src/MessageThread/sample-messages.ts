// A conversation with the New York vendor, for stories and tests.
import type { ThreadMessage } from "./MessageThread.js";

export const sampleMessages: ThreadMessage[] = [
  {
    id: "m1",
    sender: "own",
    senderName: "Dana Whitfield",
    sentAt: "2026-11-20T14:05:00Z",
    body:
      "Hi! We're shooting a diner scene on Dec 3. Do you have 6 of the chrome diner stools available for two " +
      "weeks?",
  },
  {
    id: "m2",
    sender: "vendor",
    senderName: "Marco at Bowery Props",
    sentAt: "2026-11-20T15:12:00Z",
    body: "Hi Dana, yes: all 6 are free for Dec 1-15. Want me to hold them under the Night Shift production?",
  },
  {
    id: "m3",
    sender: "own",
    senderName: "Dana Whitfield",
    sentAt: "2026-11-21T13:30:00Z",
    body: "Yes please.\nAlso, is the 1970s NYPD desk sergeant podium still available?",
  },
  {
    id: "m4",
    sender: "vendor",
    senderName: "Marco at Bowery Props",
    sentAt: "2026-11-22T14:02:00Z",
    body: "The podium is out until Dec 8. I can hold it from then if that works.",
    unread: true,
  },
  {
    id: "m5",
    sender: "vendor",
    senderName: "Marco at Bowery Props",
    sentAt: "2026-11-22T14:03:00Z",
    body: "The stools are on hold until Wednesday 6pm.",
    unread: true,
  },
];

/** "Now" for the sample: Sunday 22 November 2026, afternoon in New York. */
export const sampleNow = new Date("2026-11-22T20:00:00Z");
