// The query status slice: each watched query's status, documents and errors. Only the code that watches queries
// (use-watched-query.ts, on the account pages) and the services that feed it (start-services.ts) import it, so a
// visitor's first load carries none of it (decision 0050).
import { createQueryStatusStore } from "@backlot/data/status";

export const queryStatus = createQueryStatusStore();
