// The server's commands (Cloud Functions callables): their names and what each takes and returns.
// The functions, the storefront and the console import these, so a call and its handler agree.
import type { RentalEstimate } from "../pricing/rental-estimate.js";
import type { QuoteRequestInput } from "../quote/quote-request.js";
import type { QuotedLineInput } from "../quote/quote-answer.js";
import type { OrderInput, OrderStatus } from "../order.js";
import type { PropChanges } from "../prop-changes.js";
import type { SentPaper } from "../paperwork/paper.js";
import type { ProductionListRef } from "./production-commands.js";

/** Every callable the functions export, in one list (the emulator waits for them; a test checks it). */
export const commandNames = [
  "placeOrder",
  "requestQuote",
  "answerQuote",
  "acceptQuote",
  "declineQuote",
  "setOrderStatus",
  "approveCustomer",
  "reply",
  "startImpersonation",
  "endImpersonation",
  "sendMessage",
  "closeQuote",
  "updateProp",
  "readAvailability",
  "holdSetList",
  "extendHold",
  "releaseHold",
  "mailMessageDigests",
  "recordSignIn",
  "acceptStaffInvite",
  "sendPaper",
  "reviewPaper",
  "grantAccountTerms",
  "mailPaperReminders",
  "signAgreement",
  "startCardAuthorisation",
  "confirmCardAuthorisation",
  "tickPulled",
  "scanOut",
  "tickOut",
  "handOver",
  "scanIn",
  "reportReturn",
  "clearRepair",
  "extendOrder",
  "addToOrder",
  "issueInvoice",
  "recordPayment",
  "chargeInvoice",
  "createProduction",
  "inviteToProduction",
  "acceptProductionInvite",
  "changeMembership",
  "createProductionList",
  "editProductionList",
  "reviewProductionList",
  "moveProductionList",
  "commentOnList",
  "markNoticesSeen",
  "mailProductionDigests",
  "transferStock",
] as const;

export type CommandName = (typeof commandNames)[number];

/**
 * The functions that run on a schedule, not called by a client: each has a command above that the
 * local stack and the tests run instead (the emulators here fire no schedules).
 */
export const scheduledFunctionNames = [
  "mailMessageDigestsOnSchedule",
  "mailPaperRemindersOnSchedule",
  "mailProductionDigestsOnSchedule",
] as const;

/** Staff mail the prop house the messages that waited out their quiet period now (the schedule does it too). */
export interface MailMessageDigestsCall {
  vendorId: string;
}
export interface MailMessageDigestsResult {
  /** Conversations mailed. */
  mailed: number;
}

/** A customer orders one of their own set lists, or a coordinator their production's approved list. */
export interface PlaceOrderCall {
  vendorId: string;
  /** Made by the client (a Firestore id, 20 letters and digits), so a retry never places two orders. */
  orderId: string;
  /** The customer's own set list; null when the order is a production's list (never both). */
  setListId: string | null;
  /** A production's approved list: its approved lines are ordered, and the order names the production. */
  productionList?: ProductionListRef | null;
  request: OrderInput;
}
export interface PlaceOrderResult {
  id: string;
  /** Worked out on the server from the catalogue in Firestore and the vendor's weekly schedule. */
  estimate: RentalEstimate;
}

/** A visitor's or a customer's request for a quote; a set list only if it is the caller's. */
export interface RequestQuoteCall {
  vendorId: string;
  /** Made by the client, like an order's id, so a retry never sends the request twice. */
  requestId: string;
  /** The caller's own set list, whose lines replace `request.lines`; null for a list of props. */
  setListId: string | null;
  /**
   * A production's approved list, sent by one of its coordinators: its approved lines replace `request.lines`, and
   * the request names the production, its members and who approved each line. Absent or null otherwise.
   */
  productionList?: ProductionListRef | null;
  /**
   * A prop house with more than one dock: where the props would be picked up (the storefront's chosen dock), for a
   * request without a set list (a set list's request takes the list's). Absent or null otherwise.
   */
  locationId?: string | null;
  request: QuoteRequestInput;
  /** reCAPTCHA v3's token for the action "quote_request". */
  captchaToken: string;
}
export interface RequestQuoteResult {
  id: string;
}

/**
 * After every sign-in of a customer (not an anonymous session), what the customer must not write
 * themselves: the server records the request's address and lastLoginAt on their own record, and at
 * signup first checks the captcha and keeps Google's verdict (never the token).
 */
export interface RecordSignInCall {
  vendorId: string;
  /** The caller's own uid: anyone else's is refused. */
  uid: string;
  /** At signup: reCAPTCHA v3's token for the action "signup", and whether it upgraded an anonymous session. */
  signup: { captchaToken: string; wasAnonymous: boolean } | null;
}
export interface RecordSignInResult {
  /** The address recorded, as the server saw the request; null when it carried none. */
  address: string | null;
}

/**
 * Staff price a quote request: each line's prop, quantity and weekly rate (props may be added or
 * substituted), and a note. The server names the props from the catalogue and works out the
 * week-by-week total over the request's dates on the vendor's schedule. Answering again replaces it.
 */
export interface AnswerQuoteCall {
  vendorId: string;
  quoteRequestId: string;
  lines: QuotedLineInput[];
  note: string;
}
export interface AnswerQuoteResult {
  /** The quoted total, before any card authorisation, in cents. */
  subtotal: number;
}

/** The customer who asked accepts the prop house's quote: it becomes an order, at the quoted price. */
export interface AcceptQuoteCall {
  vendorId: string;
  quoteRequestId: string;
  /** Made by the client, as for placeOrder, so a retry never places two orders. */
  orderId: string;
}
export interface AcceptQuoteResult {
  orderId: string;
}

/** The customer who asked declines the quote, saying why if they like. */
export interface DeclineQuoteCall {
  vendorId: string;
  quoteRequestId: string;
  /** "" for no reason. */
  reason: string;
}

export interface SetOrderStatusCall {
  vendorId: string;
  orderId: string;
  status: OrderStatus;
  /** Told to the customer with the new status; "" for none. */
  note: string;
  /**
   * Staff's reason to let an order go "out" without the papers the tenant requires (kept in the audit trail); absent
   * or "" to be refused, naming what is missing.
   */
  override?: string;
}

/** A customer (or staff acting as them) sends a paper for review; the client makes its id, so a retry is one paper. */
export interface SendPaperCall {
  vendorId: string;
  paperId: string;
  paper: SentPaper;
}

/** Staff accept a paper that awaits review, or reject it with the reason the customer reads. */
export interface ReviewPaperCall {
  vendorId: string;
  paperId: string;
  decision: "accept" | "reject";
  /** Required to reject; "" to accept. */
  reason: string;
}

/** Staff put a customer's account on terms ("Net 30") up to a credit limit (cents): a paper, accepted at once. */
export interface GrantAccountTermsCall {
  vendorId: string;
  uid: string;
  terms: string;
  creditLimit: number;
}

/** Staff (or the local stack) mail the reminders due for one vendor's papers now, as the schedule does hourly. */
export interface MailPaperRemindersCall {
  vendorId: string;
  /** On the emulators only: the day at the vendor to run as ("YYYY-MM-DD"), so a test controls the clock. */
  today?: string;
}

export interface MailPaperRemindersResult {
  mailed: number;
  expired: number;
}

export interface PaperResult {
  paperId: string;
}

/**
 * A customer (or staff signed in as them: actedBy) signs the rental agreement for one of their orders: the version
 * they read (refused unless current), a typed name, and a drawn signature (a PNG data URL), or null for the name alone.
 */
export interface SignAgreementCall {
  vendorId: string;
  orderId: string;
  version: string;
  name: string;
  signature: string | null;
}
export interface SignAgreementResult {
  /** signatureId(orderId, version): signing the same version again answers the same signature. */
  signatureId: string;
}

/** Staff let a new customer order (true) or turn them away (false); each sends its email once. */
export interface ApproveCustomerCall {
  vendorId: string;
  uid: string;
  isAuthorized: boolean;
}

/** A customer writes to the prop house. */
export interface SendMessageCall {
  vendorId: string;
  /** messageId(): sortable, and made by the client so a retry sends the message once. */
  messageId: string;
  body: string;
}
export interface SendMessageResult {
  messageId: string;
}

/** Staff write to a customer's thread. */
export interface ReplyCall {
  vendorId: string;
  uid: string;
  body: string;
}
export interface ReplyResult {
  messageId: string;
}

/** Staff sign in as a customer, for support: recorded in vendors/{id}/audit before the token is given. */
export interface StartImpersonationCall {
  vendorId: string;
  uid: string;
  /** Why, for the audit record ("order 4F2K won't submit"). */
  reason: string;
}
export interface StartImpersonationResult {
  /** A Firebase custom token for the customer, with the impersonation in its claims. */
  token: string;
  impersonationId: string;
  /** When the session ends, whatever Firebase's refresh does (the functions and the rules refuse it then). */
  expiresAt: string;
}

/** The impersonated session itself, or staff of the vendor, end an impersonation before its time. */
export interface EndImpersonationCall {
  vendorId: string;
  impersonationId: string;
}

/** Staff close a request they will not quote (the customer is told, with the note). */
export interface CloseQuoteCall {
  vendorId: string;
  quoteRequestId: string;
  /** Told to the customer; "" for none. */
  note: string;
}

/** Staff change a catalogue prop (propChangeProblems checks it); the search engine follows where there is one. */
export interface UpdatePropCall {
  vendorId: string;
  propId: string;
  changes: PropChanges;
}
export interface UpdatePropResult {
  /**
   * What became of the change in the tenant's Typesense collection: "updated" (or "removed", for a
   * hidden prop), "none" where the tenant has no Typesense, "failed" with why (run `backlot search sync`).
   */
  search: { status: "updated" | "removed" | "none" } | { status: "failed"; message: string };
}

/**
 * Anyone reads how many of some props are free for a rental's dates: `propIds` for those props
 * (a page of cards, a set list), or null for every prop with none free (the "available for my
 * dates" filter). Staff also get the conflicting orders and holds.
 */
export interface ReadAvailabilityCall {
  vendorId: string;
  pickUpDate: string;
  returnDate: string;
  propIds: string[] | null;
  /** The caller's own set list whose hold should not count against it (its page); null for none. */
  ownHold?: string | null;
  /** The pickup location asked about (vendor.json locations); the vendor's first when absent or null. */
  locationId?: string | null;
}
export interface PropAvailability {
  stock: number;
  available: number;
  bookedUntil: string | null;
  /** Staff only: the orders and holds that take some ("order O-8JD2KQ0A", "hold by Dana Reyes"). */
  conflicts?: string[];
  /** A vendor with more than one location: the stock each other listed location holds, by location id. */
  elsewhere?: Record<string, number>;
}
export interface ReadAvailabilityResult {
  /** By prop id, for the props asked about whose stock is known. */
  props: Record<string, PropAvailability>;
  /** The props (of those asked about, or of all) with none free for the dates. */
  unavailable: string[];
  /** True when the whole catalogue was asked about and more was booked than an answer reads (availabilityReadLimit). */
  partial?: boolean;
}

/**
 * A customer holds their set list's props for its dates, or a coordinator their production's approved list's approved
 * props (holding again replaces the hold).
 */
export interface HoldSetListCall {
  vendorId: string;
  /** The customer's own set list; null when holding a production's list (never both). */
  setListId: string | null;
  productionList?: ProductionListRef | null;
}
export interface HoldResult {
  /** When the hold lapses, ISO 8601. */
  expiresAt: string;
}

/** Staff give a hold another hold period from now; the customer or staff let it go. */
export interface HoldCall {
  vendorId: string;
  /** The held set list's id, or a production list's hold's (productionHoldId): a hold's id. */
  holdId: string;
}

/**
 * Someone signed in to the console without a staff claim takes the invitation of their address
 * (`backlot staff add <email> --invite`): only with the address verified, and before it expires.
 */
export interface AcceptStaffInviteCall {
  vendorId: string;
}
export interface AcceptStaffInviteResult {
  /** The vendor they are now staff of; their next ID token (refresh it) carries the claim. */
  staffOf: string;
}

/** What the caller sees when nothing came back to say (the commands that only change state). */
export interface CommandDone {
  ok: true;
}
