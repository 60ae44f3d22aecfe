// Quote requests: from visitors (contact details and a list of props) and from users (a set list
// attached). Visitors may create them and nothing else (see firestore.rules).
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { rentalWeeks } from "../pricing/rental-estimate.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";
import type { SetList } from "./set-list.js";
import { checker } from "./validation.js";
import { limits } from "../limits.js";

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export interface QuoteLine {
  propId: string;
  quantity: number;
  note: string;
}

export type Fulfilment = "pickup" | "delivery";

export interface QuoteRequestInput {
  contact: Partial<QuoteContact>;
  production?: string;
  /** "YYYY-MM-DD" */
  pickUpDate: string;
  returnDate: string;
  fulfilment: Fulfilment;
  deliveryAddress?: string;
  notes?: string;
}

export interface QuoteRequest extends Omit<QuoteRequestInput, "contact"> {
  contact: QuoteContact;
  production: string;
  deliveryAddress: string;
  notes: string;
  lines: QuoteLine[];
  weeks: number;
  /** The user who asked, or null for a visitor. */
  uid: string | null;
  setListId: string | null;
  status: "new" | "quoted" | "closed";
  createdAt: Date;
}

/** Checks the form; every problem at once, keyed by field ("contact.email", "returnDate"). */
export function checkQuoteRequest(input: QuoteRequestInput, lines: readonly QuoteLine[]): Omit<QuoteRequest, "uid" | "setListId" | "status" | "createdAt"> {
  const check = checker("Quote request");
  const contact: QuoteContact = {
    name: check.text("contact.name", input.contact.name, { required: true, max: limits.quote.contactName }),
    email: check.email("contact.email", input.contact.email),
    phone: check.text("contact.phone", input.contact.phone, { max: limits.quote.phone }),
    company: check.text("contact.company", input.contact.company, { max: limits.quote.company }),
  };
  const production = check.text("production", input.production, { max: limits.quote.production });
  const notes = check.text("notes", input.notes, { max: limits.quote.notes });
  const pickUpDate = check.date("pickUpDate", input.pickUpDate);
  const returnDate = check.date("returnDate", input.returnDate);
  let weeks = 1;
  if (pickUpDate && returnDate) {
    if (returnDate < pickUpDate) check.fail("returnDate", "must be on or after the pick-up date");
    else weeks = rentalWeeks(pickUpDate, returnDate);
  }
  if (input.fulfilment !== "pickup" && input.fulfilment !== "delivery") check.fail("fulfilment", 'must be "pickup" or "delivery"');
  const deliveryAddress = check.text("deliveryAddress", input.deliveryAddress, {
    required: input.fulfilment === "delivery",
    max: limits.quote.deliveryAddress,
  });
  // A fabrication or graphics job has no props to list: then the notes must say what is needed.
  if (lines.length === 0 && !notes) check.fail("lines", "must list at least one prop, or the notes must describe what you need");
  if (lines.length > limits.quote.lines) check.fail("lines", `must list at most ${limits.quote.lines} props`);
  lines.forEach((line, index) => {
    check.text(`lines.${index}.propId`, line.propId, { required: true, max: limits.propId.length });
    check.integer(`lines.${index}.quantity`, line.quantity, 1, limits.quote.quantity);
    check.text(`lines.${index}.note`, line.note, { max: limits.quote.lineNote });
  });
  check.done();
  return { contact, production, pickUpDate: input.pickUpDate, returnDate: input.returnDate, weeks, fulfilment: input.fulfilment, deliveryAddress, notes, lines: [...lines] };
}

export function quoteRequests(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  const queryForUser = (uid: string): QuerySpec => ({
    collection: paths.quoteRequests,
    where: [["uid", "==", uid]],
    orderBy: [["createdAt", "desc"]],
  });
  return {
    /** A visitor's request: contact details and the props they want. */
    async submitAsVisitor(input: QuoteRequestInput, lines: readonly QuoteLine[]): Promise<string> {
      const request = checkQuoteRequest(input, lines);
      return store.add(paths.quoteRequests, { ...request, uid: null, setListId: null, status: "new", createdAt: fieldValue.serverTimestamp() });
    },

    /** A user's request with one of their set lists attached; counts in stats.quoteRequestCount. */
    async submitFromSetList(uid: string, setListId: string, input: QuoteRequestInput): Promise<string> {
      const id = store.newId();
      await store.runTransaction(async (tx) => {
        const list = (await tx.get<SetList>(paths.setList(setListId))).data;
        if (!list) throw new DocumentStoreError("not-found", `Set list ${setListId} does not exist`);
        if (list.ownerUid !== uid) throw new DocumentStoreError("permission-denied", `Set list ${setListId} belongs to someone else`);
        const request = checkQuoteRequest({ ...input, production: input.production || list.production }, list.lines);
        tx.set(`${paths.quoteRequests}/${id}`, { ...request, uid, setListId, status: "new", createdAt: fieldValue.serverTimestamp() });
        // The record names the request it counts, so the rules can check the two move together.
        tx.update(paths.user(uid), { "stats.quoteRequestCount": fieldValue.increment(1), lastQuoteRequestId: id });
      });
      return id;
    },

    /** A customer's requests, newest first (for listeners such as the app's query watcher). */
    queryForUser,

    async listForUser(uid: string): Promise<(QuoteRequest & { id: string })[]> {
      return withIds(await store.query<QuoteRequest>(queryForUser(uid)));
    },
  };
}

export type QuoteRequests = ReturnType<typeof quoteRequests>;
