// Which network addresses a photo URL may lead to. A sheet is written by someone outside the vendor's machines, so
// its URLs must not make the import reach this machine, the vendor's network or the cloud's metadata service (which
// hands out credentials). Pure: the addresses come from DNS or the URL, and nothing here touches the network.
import { isIP } from "node:net";

/** What kind of address a refused one is; the first four are allowed with --allow-private-photo-hosts. */
export type AddressKind =
  | "loopback"
  | "private"
  | "link-local"
  | "shared (carrier-grade NAT)"
  | "cloud metadata"
  | "unspecified"
  | "multicast"
  | "reserved";

const privateKinds: ReadonlySet<AddressKind> = new Set([
  "loopback",
  "private",
  "link-local",
  "shared (carrier-grade NAT)",
]);

const described: Record<AddressKind, string> = {
  loopback: "a loopback address (this machine)",
  private: "a private network address",
  "link-local": "a link-local address",
  "shared (carrier-grade NAT)": "a carrier-grade NAT address (a provider's internal network)",
  "cloud metadata": "a cloud metadata service, which hands out the machine's credentials",
  unspecified: "the unspecified address (it reaches this machine)",
  multicast: "a multicast address",
  reserved: "a reserved address that is not on the public internet",
};

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
type Bytes = readonly number[];

function ipv4Bytes(address: string): Bytes {
  return address.split(".").map(Number);
}

/** An IPv6 address's 16 bytes; `address` is already known to be IPv6 (net.isIP). */
function ipv6Bytes(address: string): Bytes {
  let text = address.replace(/%.*$/, "");
  // A dotted IPv4 tail ("::ffff:127.0.0.1") becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

interface Range {
  bytes: Bytes;
  prefix: number;
  kind: AddressKind;
}

const range = (cidr: string, kind: AddressKind): Range => {
  const [address = "", prefix = ""] = cidr.split("/");
  return { bytes: isIP(address) === 4 ? ipv4Bytes(address) : ipv6Bytes(address), prefix: Number(prefix), kind };
};

function inRange(bytes: Bytes, { bytes: base, prefix }: Range): boolean {
  if (bytes.length !== base.length) return false;
  for (let bit = 0; bit < prefix; bit += 8) {
    const bits = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

// Most specific first: the metadata addresses sit inside link-local, private and public ranges.
// IANA's special-purpose registries (RFC 6890 and its updates) are the source of the rest.
const ranges: readonly Range[] = [
  range("169.254.169.254/32", "cloud metadata"), // AWS, GCP, Azure, Oracle, DigitalOcean...
  range("169.254.170.2/32", "cloud metadata"), // AWS ECS task metadata
  range("100.100.100.200/32", "cloud metadata"), // Alibaba Cloud
  range("168.63.129.16/32", "cloud metadata"), // Azure's platform endpoint (a public address)
  range("fd00:ec2::254/128", "cloud metadata"), // AWS over IPv6
  range("0.0.0.0/8", "unspecified"),
  range("10.0.0.0/8", "private"),
  range("100.64.0.0/10", "shared (carrier-grade NAT)"),
  range("127.0.0.0/8", "loopback"),
  range("169.254.0.0/16", "link-local"),
  range("172.16.0.0/12", "private"),
  range("192.0.0.0/24", "reserved"),
  range("192.0.2.0/24", "reserved"),
  range("192.168.0.0/16", "private"),
  range("198.18.0.0/15", "reserved"),
  range("198.51.100.0/24", "reserved"),
  range("203.0.113.0/24", "reserved"),
  range("224.0.0.0/4", "multicast"),
  range("240.0.0.0/4", "reserved"), // and 255.255.255.255, the broadcast address
  range("::/128", "unspecified"),
  range("::1/128", "loopback"),
  range("::/96", "reserved"), // IPv4-compatible addresses, long deprecated
  range("64:ff9b:1::/48", "private"), // NAT64 for a local network
  range("100::/64", "reserved"),
  range("2001::/32", "reserved"), // Teredo tunnels
  range("2001:db8::/32", "reserved"),
  range("fc00::/7", "private"), // unique local addresses
  range("fe80::/10", "link-local"),
  range("fec0::/10", "private"), // site-local, deprecated but still routed by some networks
  range("ff00::/8", "multicast"),
];

// IPv6 addresses that carry an IPv4 address, which is where they lead: IPv4-mapped (::ffff:127.0.0.1, what a
// dual-stack socket connects to as 127.0.0.1), NAT64's well-known prefix, and 6to4.
const embedding: readonly { range: Range; at: number }[] = [
  { range: range("::ffff:0:0/96", "reserved"), at: 12 },
  { range: range("64:ff9b::/96", "reserved"), at: 12 },
  { range: range("2002::/16", "reserved"), at: 2 },
];

/** The kind of a non-public address, or undefined for a public one (or a string that is no IP address). */
export function addressKind(address: string): AddressKind | undefined {
  const version = isIP(address.replace(/%.*$/, ""));
  if (version === 0) return undefined;
  const bytes = version === 4 ? ipv4Bytes(address) : ipv6Bytes(address);
  for (const { range: carrier, at } of embedding)
    if (inRange(bytes, carrier)) return addressKind(bytes.slice(at, at + 4).join("."));
  return ranges.find((candidate) => inRange(bytes, candidate))?.kind;
}

/**
 * Why a photo must not be fetched from `address` (which `host`, when given, resolved to), or undefined when it may
 * be. With `allowPrivate` (a vendor's own network), loopback, private, link-local and carrier-grade NAT addresses
 * are allowed; cloud metadata, unspecified, multicast and reserved addresses never are: no photo is served there.
 */
export function whyRefused(address: string, allowPrivate = false, host?: string): string | undefined {
  const kind = addressKind(address);
  if (kind === undefined || (allowPrivate && privateKinds.has(kind))) return undefined;
  const what = host && host !== address ? `${host} resolves to ${address}, ` : `${address} is `;
  return privateKinds.has(kind)
    ? `${what}${described[kind]}; photos are fetched only from public addresses (if they are on your own ` +
        `network, import with --allow-private-photo-hosts)`
    : `${what}${described[kind]}; photos are never fetched from there`;
}
