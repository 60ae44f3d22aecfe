// The stores the storefront holds from its first render, before its services start: start-services.ts
// and local-commands.ts fill them, and services.ts hands them out.
import { createAuthStateStore } from "@backlot/auth";
import { createQueryStatusStore } from "@backlot/data/status";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStateStore();

/** The query status slice: each watched query's status, documents and errors. */
export const queryStatus = createQueryStatusStore();
