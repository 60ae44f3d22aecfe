// What the storefront's services are, once started (start-services.ts makes them; services.ts hands them out).
import type { AccountFlows, AuthFlows, SessionClaims } from "@backlot/auth";
import type { DocumentStore, Messages, QuoteRequests, SetLists, VendorUsers, favorites } from "@backlot/data";
import type { QueryWatcher } from "@backlot/data/status";
import type { FileStore } from "@backlot/data/files";
import type { TenantOrders } from "../orders/orders-repository.js";
import type { ServerCommands } from "./server-commands.js";

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
  /** Where the customer's paperwork files go: opened when a page first uploads or opens one. */
  files: () => Promise<FileStore>;
  /** What the server decides: orders and quote requests (Cloud Functions, or the repositories without a server). */
  commands: ServerCommands;
}
