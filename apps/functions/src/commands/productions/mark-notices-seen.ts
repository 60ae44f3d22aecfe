// markNoticesSeen: being built (issue 35).
import { onCall } from "firebase-functions/v2/https";
import { answering, refuse } from "../../shared/callable-errors.js";

export const markNoticesSeen = onCall((_call) =>
  answering(() => refuse("unimplemented", "markNoticesSeen is being built")),
);
