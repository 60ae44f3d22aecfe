// The address a request came from, as Google's front end saw it: what a customer's record keeps
// of each sign-in (recordSignIn), so it is the server's word, never the browser's.
import { isIP } from "node:net";
import type { IncomingHttpHeaders } from "node:http";
import { limits } from "@backlot/domain";

/** A callable's rawRequest, as far as this reads it (its `ip` is undefined on a Unix socket, whatever Express says). */
interface RawRequest {
  headers: IncomingHttpHeaders;
  ip?: string | undefined;
}

/**
 * The last X-Forwarded-For entry: Google's front end appends the address that connected after
 * whatever the caller sent, so only that last one is not the caller's to write. (`rawRequest.ip`
 * is the first entry: the Functions Framework sets Express's "trust proxy", which takes the
 * left-most.) Without the header it is the socket's address: none in the Functions emulator, which
 * reaches the function over a Unix socket, so the local stack records no address.
 * Null when that is not an IP address (or is longer than limits.user.ipAddressLength).
 */
export function callerAddress(request: RawRequest): string | null {
  const header = request.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return ipAddress(entries.at(-1) ?? request.ip ?? "");
}

function ipAddress(text: string): string | null {
  // An IPv4 client reaching an IPv6 socket shows as ::ffff:203.0.113.7; the record keeps 203.0.113.7.
  const address = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text)?.[1] ?? text;
  return isIP(address) !== 0 && address.length <= limits.user.ipAddressLength ? address : null;
}
