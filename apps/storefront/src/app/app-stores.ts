// The store the storefront holds from its first render, before its services start: start-services.ts
// and local-commands.ts fill it, and services.ts hands it out.
import { createAuthStateStore } from "@backlot/auth";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStateStore();
