// The storefront's services, started once: the document store and the auth flows over Firebase
// Auth (start-services.ts, imported dynamically). This module is in the first chunk, so all it holds
// statically is the auth state store (the query status store is in query-status.ts, with what watches
// queries). The search engine is in catalogue/search/search-engine.ts, loaded with the pages that search.
//
// When they start (decision 0050): at once for a returning customer (a stored sign-in); for a visitor, never with a
// public page, only on intent: the first call of getServices (signing in, a favourite for the signed in, a set list,
// picking dates, any account page), or a sign-in in another tab.
import { sessionHint, settleAsVisitor } from "@backlot/auth";
import { authStore } from "./app-stores.js";
import type { Services } from "./services-contract.js";
import { tenant } from "./tenant.js";

export { authStore } from "./app-stores.js";
export type { Services } from "./services-contract.js";

let announceStarted: (services: Services) => void = () => undefined;
const started = new Promise<Services>((resolve) => (announceStarted = resolve));

const start = async (): Promise<Services> => {
  const services = await (await import("./start-services.js")).startServices(authStore);
  announceStarted(services);
  return services;
};

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> =>
  (services ??= start().catch((error: unknown) => {
    // A chunk that did not arrive (a dropped connection): the next intent tries again.
    services = undefined;
    throw error;
  }));

/** Settles once the services have started, whoever started them; never if nobody does. */
export const servicesStarted = (): Promise<Services> => started;

/** This browser's note of a stored sign-in for the tenant (`@backlot/auth`'s session hint). */
const storedSignIn = () => sessionHint(localStorage, tenant.id);

/** A stored sign-in in this browser: a returning customer, whose services start at once (false where no storage). */
export const hasStoredSignIn = (): boolean => typeof localStorage !== "undefined" && Boolean(storedSignIn().read());

/**
 * Called once the app has taken over the page: starts the services for a returning customer, and for a visitor
 * settles the auth state as signed out without them. Returns how to stop listening for another tab's sign-in.
 */
export function startServicesForReturningCustomer(): () => void {
  const hint = storedSignIn();
  if (settleAsVisitor(authStore, hint)) {
    void getServices();
    return () => undefined;
  }
  const signedInElsewhere = (event: StorageEvent) => {
    if (event.key === hint.key && event.newValue) void getServices();
  };
  window.addEventListener("storage", signedInElsewhere);
  return () => window.removeEventListener("storage", signedInElsewhere);
}
