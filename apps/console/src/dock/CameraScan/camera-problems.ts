// Why the dock's camera cannot scan, from what the browser said, and what staff are told: each message says what to do,
// and every one leaves them the scanner field.

export type CameraProblem = "insecure" | "unsupported" | "denied" | "none" | "busy" | "reader" | "ended" | "failed";

export const cameraProblemMessages: Record<CameraProblem, string> = {
  insecure:
    "The camera works only on a secure (https) address, and this page is not on one: open the console over https, " +
    "or use the scanner field.",
  unsupported: "This browser cannot use a camera: use the scanner field, or open the console in an up-to-date browser.",
  denied: "The camera is blocked. Allow the camera for this site in the browser's settings, or use the scanner field.",
  none: "No camera was found on this device: use the scanner field.",
  busy: "The camera would not start (is another app using it?): close that app, try again, or use the scanner field.",
  reader: "The barcode reader did not load (is the network down?): try again, or use the scanner field.",
  ended: "The camera stopped (unplugged, or taken by another app): start it again, or use the scanner field.",
  failed: "The camera did not start: try again, or use the scanner field.",
};

/** What getUserMedia's refusal means (a DOMException's name, as the Media Capture spec names them). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    // A person's refusal, a remembered one, or a Permissions-Policy that denies the camera to the page.
    case "NotAllowedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "OverconstrainedError":
      return "none";
    case "NotReadableError":
    case "AbortError":
      return "busy";
    // Thrown where the page may not ask at all (no secure context, or no video asked for).
    case "TypeError":
      return "unsupported";
    default:
      return "failed";
  }
}

/** Whether this page may ask for a camera at all, before asking. */
export function cameraUnavailable(page: { isSecureContext: boolean; navigator: Navigator }): CameraProblem | null {
  if (!page.isSecureContext) return "insecure";
  // Absent outside a secure context, and in browsers (or embedded views) with no capture at all.
  if (typeof page.navigator.mediaDevices?.getUserMedia !== "function") return "unsupported";
  return null;
}
