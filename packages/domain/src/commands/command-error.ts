// A command that failed, as the apps show it: refused by the server (its own message, and the
// fields it named) or never sent (the connection dropped). Every app reads Firebase's callable
// errors through commandError, so the storefront and the console word them alike.
/** A command that did not reach the server, or was refused: what to tell the user. */
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

/**
 * The function's own message (the SDK appends " [403]"), or notSentMessage when nothing got there.
 * `online` is the browser's word on its connection (the caller reads navigator.onLine: no I/O here).
 */
export function commandError(error: unknown, online: boolean): CommandError {
  const { code = "", message = "", details } = (error ?? {}) as FirebaseCallError;
  const short = code.replace(/^functions\//, "");
  // The SDK reports a failed fetch as "internal" with the message "internal"; a timeout as deadline-exceeded.
  const unsent = !online || short === "unavailable" || short === "deadline-exceeded" || message === "internal";
  if (unsent) return new CommandError(notSentMessage, "unavailable");
  return new CommandError(message.replace(/ \[\d{3}\]$/, ""), short || "unknown", details?.fieldErrors ?? {});
}
