// The storefront's services, started once: the document store and the auth flows over Firebase
// Auth. They load after the first paint (start-services.ts is imported dynamically): this module
// is in the first chunk, so all it holds statically is the auth and query status stores. The
// search engine is in search-engine.ts, loaded with the pages that search.
import { type AccountFlows, type AuthFlows, type SessionClaims, createAuthStateStore } from "@backlot/auth";
import type { DocumentStore, Messages, QuoteRequests, SetLists, VendorUsers, favorites } from "@backlot/data";
import type { TenantOrders } from "../orders/orders-repository.js";
import { type QueryWatcher, createQueryStatusStore } from "@backlot/data/status";
import type { ServerCommands } from "./server-commands.js";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStateStore();

/** The query status slice: each watched query's status, documents and errors. */
export const queryStatus = createQueryStatusStore();

export interface Services {
  /** Listeners survive errors (withListenerRetry), whichever store this is. */
  documents: DocumentStore;
  /** Starts a query's listener for its first watcher and stops it after the last; feeds queryStatus. */
  queries: QueryWatcher;
  /** Where a notice for the customer about their data goes on screen (the memory store's, say). */
  storageNotice: string | undefined;
  auth: AuthFlows;
  /** The logged-in session's token claims (an impersonation's among them), synchronously and live. */
  session: SessionClaims;
  account: AccountFlows;
  users: VendorUsers;
  favorites: ReturnType<typeof favorites>;
  setLists: SetLists;
  /** Orders, quote requests and messages to read (and, without a server, to write: local-commands.ts). */
  orders: TenantOrders;
  quoteRequests: QuoteRequests;
  messages: Messages;
  /** What the server decides: orders and quote requests (Cloud Functions, or the repositories without a server). */
  commands: ServerCommands;
}

const start = async (): Promise<Services> => (await import("./start-services.js")).startServices(authStore);

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> => (services ??= start());
