// The storefront's services, started once: the document store and the auth flows over Firebase
// Auth. They load after the first paint (start-services.ts is imported dynamically): this module
// is in the first chunk, so all it holds statically is the auth and query status stores. The
// search engine is in catalogue/search/search-engine.ts, loaded with the pages that search.
import { authStore } from "./app-stores.js";
import type { Services } from "./services-contract.js";

export { authStore, queryStatus } from "./app-stores.js";
export type { Services } from "./services-contract.js";

const start = async (): Promise<Services> => (await import("./start-services.js")).startServices(authStore);

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> => (services ??= start());
