// The server's commands as the pages call them. On Firebase they are the Cloud Functions
// (callable-commands.ts, which loads firebase/functions on the first call); where no server runs
// (the embedded store) the repositories stand in for them (local-commands.ts).
import type {
  AcceptQuoteResult,
  AddToOrderCall,
  ExtendOrderCall,
  OrderChangeResult,
  ConfirmCardAuthorisationCall,
  ConfirmCardAuthorisationResult,
  StartCardAuthorisationResult,
  HoldResult,
  ReadAvailabilityCall,
  ReadAvailabilityResult,
  OrderInput,
  PlaceOrderResult,
  QuoteRequestInput,
  RecordSignInCall,
  RecordSignInResult,
  PaperResult,
  ProductionListRef,
  RequestQuoteResult,
  SendMessageResult,
  SendPaperCall,
  SignAgreementCall,
  SignAgreementResult,
} from "@backlot/domain";
import type { ProductionCommands } from "../productions/production-commands.js";

/** With a production's room's commands (productions/production-commands.ts). */
export interface ServerCommands extends ProductionCommands {
  /**
   * Gets ready to send (loads the SDK, and the captcha for a quote request only): the pages that send
   * call it when they show, so a submission made after the connection drops fails at sending, and can
   * be sent again, rather than at loading code.
   */
  prepare(kind: "order" | "quoteRequest" | "quoteDecision" | "message" | "signIn" | "paper"): void;
  /** A Firestore-style id for a command's document; the page keeps it for every retry of one submission. */
  newId(): string;
  /** The customer's own set list, or (setListId null) a coordinator's production's approved list. */
  placeOrder(call: {
    orderId: string;
    setListId: string | null;
    productionList?: ProductionListRef | null;
    request: OrderInput;
  }): Promise<PlaceOrderResult>;
  /**
   * A visitor's request (setListId null), a customer's about their own set list, or a coordinator's about their
   * production's approved list (productionList).
   */
  requestQuote(call: {
    requestId: string;
    setListId: string | null;
    productionList?: ProductionListRef | null;
    request: QuoteRequestInput;
  }): Promise<RequestQuoteResult>;
  /** The customer takes up a priced quote: an order (under `orderId`, kept for retries) at the quoted price. */
  acceptQuote(call: { quoteRequestId: string; orderId: string }): Promise<AcceptQuoteResult>;
  declineQuote(call: { quoteRequestId: string; reason: string }): Promise<unknown>;
  /** How many of some props (or, with propIds null, which props have none) are free for the dates. */
  readAvailability(call: Omit<ReadAvailabilityCall, "vendorId">): Promise<ReadAvailabilityResult>;
  /**
   * The customer holds their set list's props for its dates, for the prop house's hold period; or (setListId null)
   * a coordinator their production's approved list's approved props.
   */
  holdSetList(call: { setListId: string | null; productionList?: ProductionListRef | null }): Promise<HoldResult>;
  /** The customer lets their hold on a set list go. */
  releaseHold(call: { holdId: string }): Promise<unknown>;
  /**
   * After each of the customer's own sign-ins (the auth flows call it): the server records the
   * request's address and lastLoginAt, and at signup checks the captcha.
   */
  recordSignIn(call: Omit<RecordSignInCall, "vendorId">): Promise<RecordSignInResult>;
  /** The signed-in customer writes to the prop house; `messageId` is messageId(), kept for retries. */
  sendMessage(call: { messageId: string; body: string }): Promise<SendMessageResult>;
  /** The customer sends a paper for review (its file uploaded first); `paperId` is newId(), kept for retries. */
  sendPaper(call: Omit<SendPaperCall, "vendorId">): Promise<PaperResult>;
  /** The customer signs the rental agreement's current version for one of their orders (decision 0038). */
  signAgreement(call: Omit<SignAgreementCall, "vendorId">): Promise<SignAgreementResult>;
  /**
   * Staff signed in as a customer end that session before its time (the banner's "End session"):
   * the server refuses its token from then on. The caller signs out afterwards.
   */
  endImpersonation(call: { impersonationId: string }): Promise<unknown>;
  /** During the rental, the customer moves their order's return date later (decision 0048); `changeId` is newId(). */
  extendOrder(call: Omit<ExtendOrderCall, "vendorId">): Promise<OrderChangeResult>;
  /** During the rental, the customer adds props to their order; `changeId` is newId(), kept for retries. */
  addToOrder(call: Omit<AddToOrderCall, "vendorId">): Promise<OrderChangeResult>;
  /** The customer starts saving a card for their order; the server sets the amount (decision 0037). */
  startCardAuthorisation(call: { orderId: string }): Promise<StartCardAuthorisationResult>;
  /** After Stripe.js confirmed the setup (or with a local test card): the server checks the card and keeps it. */
  confirmCardAuthorisation(
    call: Omit<ConfirmCardAuthorisationCall, "vendorId">,
  ): Promise<ConfirmCardAuthorisationResult>;
}

// What a failed command tells the customer: one reading of Firebase's errors for every app.
export { CommandError, commandError, notSentMessage } from "@backlot/domain";
