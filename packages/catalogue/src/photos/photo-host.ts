// A photo URL's host resolved and checked before anything is sent to it, and the lookup that makes the connection go
// to exactly the addresses checked: a second DNS answer (a rebinding attack) would otherwise lead it elsewhere.
import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { whyRefused } from "./refused-addresses.js";

/** Names of cloud metadata services, refused before DNS is asked: inside a cloud they resolve to its metadata. */
const metadataHosts = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data"]);

export type CheckedHost = { ok: true; addresses: LookupAddress[] } | { ok: false; reason: string };

/** The addresses of `url`'s host, every one of them allowed, or why the host is refused. */
export async function checkPhotoHost(url: URL, allowPrivate: boolean): Promise<CheckedHost> {
  // URL keeps an IPv6 address in brackets; a trailing dot names the same host as without it.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  if (metadataHosts.has(host))
    return { ok: false, reason: `${host} is a cloud metadata service; photos are never fetched from there` };
  let addresses: LookupAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else
    try {
      addresses = await lookup(host, { all: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return {
        ok: false,
        reason:
          code === "ENOTFOUND"
            ? `not reachable (no such host: ${host}; check the URL)`
            : `not reachable (${host} cannot be looked up: ${error instanceof Error ? error.message : String(error)})`,
      };
    }
  if (addresses.length === 0) return { ok: false, reason: `not reachable (${host} has no address)` };
  // One refused address refuses the host: a name may answer with a public address and a private one side by side.
  for (const { address } of addresses) {
    const refused = whyRefused(address, allowPrivate, host);
    if (refused) return { ok: false, reason: refused };
  }
  return { ok: true, addresses };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request and net.connect that answers with the checked addresses only, whatever name it is
 * asked for. It honours the family asked for, and `all` (Node asks for every address when it races IPv4 and IPv6).
 */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (_hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family ?? 0);
    const usable = addresses.filter((address) => family === 0 || address.family === family);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`no checked IPv${family} address`);
      error.code = "ENOTFOUND";
      callback(error, []);
    } else if (options.all)
      callback(
        null,
        usable.map(({ address, family: of }) => ({ address, family: of })),
      );
    else callback(null, first.address, first.family);
  };
}
