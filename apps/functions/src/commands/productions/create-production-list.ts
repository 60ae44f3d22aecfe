// createProductionList: being built (issue 35).
import { onCall } from "firebase-functions/v2/https";
import { answering, refuse } from "../../shared/callable-errors.js";

export const createProductionList = onCall((_call) =>
  answering(() => refuse("unimplemented", "createProductionList is being built")),
);
