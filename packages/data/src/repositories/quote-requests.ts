// Quote requests: from visitors (contact details and a list of props) and from users (a set list
// attached), checked by the one quote contract (../quote). Visitors may create them and nothing
// else (see firestore.rules).
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import type { ProductionOnQuote } from "@backlot/domain/production";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";
import {
  type CheckedQuoteRequest,
  type QuoteAnswer,
  type QuoteRequestInput,
  type QuoteStatus,
  type SetList,
  checkQuoteRequest,
  requestForSetList,
} from "@backlot/domain";

/** A quote request as stored: the checked request, who asked and where it stands. */
export interface QuoteRequest extends CheckedQuoteRequest {
  /** The user who asked, or null for a visitor. */
  uid: string | null;
  setListId: string | null;
  /** A vendor with more than one pickup location: the one it is for (its set list's), which its order books at. */
  locationId?: string;
  /** Made from a production's approved list: the production, its members and who approved each line. */
  fromProduction?: ProductionOnQuote;
  status: QuoteStatus;
  createdAt: Date;
  /** The prop house's answer (answerQuote), once there is one. */
  answer?: QuoteAnswer;
  /** The order an accepted quote became (acceptQuote). */
  orderId?: string;
  /** What the customer said when declining (declineQuote); "" for nothing. */
  declineReason?: string;
  /** When the customer accepted or declined. */
  decidedAt?: Date;
  /** Why staff closed it without a quote (closeQuote), told to the customer. */
  closed?: { note: string; closedBy: string; closedAt: Date };
}

/** One page of the quote desk. */
export interface DeskQuery {
  status: QuoteStatus;
  /** A search term (searchTerm), or null for every request in the status. */
  term: string | null;
  /** How many, newest first: "Show more" asks for a longer page (one live listener over it). */
  pageSize: number;
  /** Only the requests for one pickup location (a prop house with more than one); null or left out for all. */
  locationId?: string | null;
}

export function quoteRequests(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  const queryForUser = (uid: string): QuerySpec => ({
    collection: paths.quoteRequests,
    where: [["uid", "==", uid]],
    orderBy: [["createdAt", "desc"]],
  });
  const queryForDesk = ({ status, term, pageSize, locationId }: DeskQuery): QuerySpec => ({
    collection: paths.quoteRequests,
    where: [
      ["status", "==", status],
      ...(locationId ? [["locationId", "==", locationId] as const] : []),
      ...(term ? [["searchTerms", "array-contains", term] as const] : []),
    ],
    orderBy: [["createdAt", "desc"]],
    limit: pageSize,
  });
  return {
    /** A visitor's request: contact details and the props they want. */
    async submitAsVisitor(input: QuoteRequestInput): Promise<string> {
      const request = checkQuoteRequest(input);
      return store.add(paths.quoteRequests, {
        ...request,
        uid: null,
        setListId: null,
        status: "new",
        createdAt: fieldValue.serverTimestamp(),
      });
    },

    /** A user's request with one of their set lists attached; counts in stats.quoteRequestCount. */
    async submitFromSetList(uid: string, setListId: string, input: QuoteRequestInput): Promise<string> {
      const id = store.newId();
      await store.runTransaction(async (tx) => {
        const list = (await tx.get<SetList>(paths.setList(setListId))).data;
        if (!list) throw new DocumentStoreError("not-found", `Set list ${setListId} does not exist`);
        if (list.ownerUid !== uid)
          throw new DocumentStoreError("permission-denied", `Set list ${setListId} belongs to someone else`);
        const request = checkQuoteRequest(requestForSetList(input, list));
        tx.set(`${paths.quoteRequests}/${id}`, {
          ...request,
          uid,
          setListId,
          status: "new",
          createdAt: fieldValue.serverTimestamp(),
        });
        // The record names the request it counts, so the rules can check the two move together.
        tx.update(paths.user(uid), { "stats.quoteRequestCount": fieldValue.increment(1), lastQuoteRequestId: id });
      });
      return id;
    },

    /** A customer's requests, newest first (for listeners such as the app's query watcher). */
    queryForUser,

    /**
     * The quote desk's page of requests in one status, newest first, optionally only those found by
     * `term` (searchTerm of what staff typed). Composite indexes in firestore.indexes.json serve both forms.
     */
    queryForDesk,

    /** The desk's page, read once (the console listens to queryForDesk instead). */
    async listForDesk(query: DeskQuery): Promise<(QuoteRequest & { id: string })[]> {
      return withIds(await store.query<QuoteRequest>(queryForDesk(query)));
    },

    async listForUser(uid: string): Promise<(QuoteRequest & { id: string })[]> {
      return withIds(await store.query<QuoteRequest>(queryForUser(uid)));
    },
  };
}

export type QuoteRequests = ReturnType<typeof quoteRequests>;
