// mailProductionDigests: being built (issue 35).
import { onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { answering, refuse } from "../../shared/callable-errors.js";

export const mailProductionDigests = onCall((_call) =>
  answering(() => refuse("unimplemented", "mailProductionDigests is being built")),
);

export const mailProductionDigestsOnSchedule = onSchedule("every 5 minutes", async () => {});
