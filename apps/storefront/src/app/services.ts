// The storefront's services, started once: the document store and the auth flows over Firebase
// Auth. They load after the first paint (start-services.ts is imported dynamically): this module
// is in the first chunk, so all it holds statically is the auth store. The search engine is in
// search-engine.ts, loaded with the pages that search.
import { type AccountFlows, type AuthFlows, createAuthStore } from "@backlot/auth";
import type { DocumentStore, SetLists, VendorUsers, favorites } from "@backlot/data";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStore();

export interface Services {
  documents: DocumentStore;
  auth: AuthFlows;
  account: AccountFlows;
  users: VendorUsers;
  favorites: ReturnType<typeof favorites>;
  setLists: SetLists;
}

const start = async (): Promise<Services> => (await import("./start-services.js")).startServices(authStore);

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> => (services ??= start());
