// reviewProductionList: being built (issue 35).
import { onCall } from "firebase-functions/v2/https";
import { answering, refuse } from "../../shared/callable-errors.js";

export const reviewProductionList = onCall((_call) =>
  answering(() => refuse("unimplemented", "reviewProductionList is being built")),
);
