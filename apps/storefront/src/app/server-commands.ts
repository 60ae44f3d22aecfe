// The server's commands as the pages call them. On Firebase they are the Cloud Functions
// (callable-commands.ts, which loads firebase/functions on the first call); where no server runs
// (the embedded store) the repositories stand in for them (local-commands.ts).
import type {
  OrderInput,
  PlaceOrderResult,
  QuoteRequestInput,
  RequestQuoteResult,
  SendMessageResult,
} from "@backlot/data";

export interface ServerCommands {
  /**
   * Gets ready to send (loads the SDK, and the captcha for quotes): the order and quote pages call it
   * when they show, so a submission made after the connection drops fails at sending, and can be
   * sent again, rather than at loading code.
   */
  prepare(kind: "order" | "quote" | "message"): void;
  /** A Firestore-style id for a command's document; the page keeps it for every retry of one submission. */
  newId(): string;
  placeOrder(call: { orderId: string; setListId: string; request: OrderInput }): Promise<PlaceOrderResult>;
  /** A visitor's request (setListId null) or a customer's about their own set list. */
  requestQuote(call: {
    requestId: string;
    setListId: string | null;
    request: QuoteRequestInput;
  }): Promise<RequestQuoteResult>;
  /** The signed-in customer writes to the prop house; `messageId` is messageId(), kept for retries. */
  sendMessage(call: { messageId: string; body: string }): Promise<SendMessageResult>;
}

/** A command that did not reach the server, or was refused: what to tell the customer. */
export class CommandError extends Error {
  override name = "CommandError";
  constructor(
    message: string,
    /** Firebase's code ("permission-denied"...), or "unavailable" when it was not sent. */
    readonly code: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What the button says when the command never got to the server (offline, or the server down). */
export const notSentMessage =
  "Not sent: the connection dropped. Check it and press the button again: it will not be sent twice.";

interface FirebaseCallError {
  code?: string;
  message?: string;
  details?: { fieldErrors?: Record<string, string> };
}

/** The function's own message (the SDK appends " [403]"), or notSentMessage when nothing got there. */
export function commandError(error: unknown, online = globalThis.navigator?.onLine ?? true): CommandError {
  const { code = "", message = "", details } = (error ?? {}) as FirebaseCallError;
  const short = code.replace(/^functions\//, "");
  // The SDK reports a failed fetch as "internal" with the message "internal"; a timeout as deadline-exceeded.
  const unsent = !online || short === "unavailable" || short === "deadline-exceeded" || message === "internal";
  if (unsent) return new CommandError(notSentMessage, "unavailable");
  return new CommandError(message.replace(/ \[\d{3}\]$/, ""), short || "unknown", details?.fieldErrors ?? {});
}
