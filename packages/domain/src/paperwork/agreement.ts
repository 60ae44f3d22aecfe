// The rental agreement a customer signs for an order (issue 33, docs/decisions/0038): versioned by the SHA-256 of its
// text, signed with a typed name and, where the customer can draw one, a signature image. The server keeps the
// signature (signAgreement); the customer and the vendor's staff read it, and both make the same signed PDF from it.
import { clientIdPattern } from "../commands/command-limits.js";
import type { ActedBy } from "../commands/impersonation.js";
import { limits } from "../limits.js";
import { checker } from "../validation.js";

// Web Crypto and base64 as Node 20 and browsers both have them: the domain's lib is ES2023 alone (no DOM, no Node),
// so the little it uses is declared here rather than pulling either platform's types into every consumer.
declare const crypto: { subtle: { digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer> } };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare function atob(data: string): string;

/** The agreement as the vendor document carries it (`backlot catalogue push`, from content/rental-agreement.md). */
export interface RentalAgreement {
  /** agreementVersion(text): 64 lower-case hex digits. */
  version: string;
  title: string;
  /** Markdown, as the tenant wrote it (front matter left out). */
  text: string;
  /** When this version was first pushed, ISO 8601: "The agreement changed on …". */
  changedAt: string;
}

/** A signature as stored at vendors/{id}/signatures/{orderId}-{version} (the server writes it; signAgreement). */
export interface AgreementSignature {
  orderId: string;
  /** The customer who signed (or for whom staff signed, in an impersonated session: actedBy). */
  uid: string;
  version: string;
  /** The agreement as signed, so the signed PDF shows that version whatever the tenant publishes later. */
  agreementTitle: string;
  agreementText: string;
  /** The name the signer typed. */
  name: string;
  /** The drawn signature, a PNG data URL; null when signed with the typed name alone (a keyboard, a screen reader). */
  signature: string | null;
  /** The account it was signed from: its uid, address and name on the prop house's record. */
  account: { uid: string; email: string; name: string };
  /** The IP address the request came from, as Google's front end saw it; null where none was seen (the emulators). */
  address: string | null;
  signedAt: Date;
  actedBy?: ActedBy | null;
}

/** What signing takes from the signer (SignAgreementCall less the vendor). */
export interface AgreementSigning {
  orderId: string;
  /** The version the signer read: refused unless it is the current one. */
  version: string;
  name: string;
  signature: string | null;
}

/** The agreement's version: the SHA-256 of its text, in hex. Same in the browser, the functions and the CLI. */
export async function agreementVersion(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A version as people read it: its first eight digits ("3f2a9c01…"); the PDF prints the whole. */
export const shortVersion = (version: string): string => `${version.slice(0, 8)}…`;

/** Where a signature is kept: one per order and version, so a retry is the same signature and a new version another. */
export const signatureId = (orderId: string, version: string): string => `${orderId}-${version}`;

const pngPrefix = "data:image/png;base64,";
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a drawn signature cannot be kept, or undefined: a PNG data URL, within the limits, of sane dimensions. */
export function signatureImageProblem(value: string): string | undefined {
  const { signatureLength, signatureWidth, signatureHeight } = limits.agreement;
  if (!value.startsWith(pngPrefix)) return `must be a PNG data URL (starting ${pngPrefix})`;
  if (value.length > signatureLength)
    return `is ${value.length} characters, over the ${signatureLength} a signature may take: clear it and sign again`;
  let bytes: string;
  try {
    bytes = atob(value.slice(pngPrefix.length));
  } catch {
    return "is not valid base64";
  }
  // The PNG signature, then the IHDR chunk: its width and height are the 4-byte big-endian numbers at 16 and 20.
  const byte = (at: number) => bytes.charCodeAt(at);
  if (bytes.length < 24 || pngMagic.some((value, at) => byte(at) !== value) || bytes.slice(12, 16) !== "IHDR")
    return "is not a PNG image";
  const number = (at: number) => ((byte(at) << 24) | (byte(at + 1) << 16) | (byte(at + 2) << 8) | byte(at + 3)) >>> 0;
  const [width, height] = [number(16), number(20)];
  if (width === 0 || height === 0 || width > signatureWidth || height > signatureHeight)
    return `is ${width}×${height} pixels; it must be at most ${signatureWidth}×${signatureHeight}`;
  return undefined;
}

/** What a signer sends, trimmed; throws a ValidationError naming every field that is wrong. */
export function checkAgreementSigning(input: unknown): AgreementSigning {
  const given = (typeof input === "object" && input ? input : {}) as Record<string, unknown>;
  const check = checker("Signature");
  const orderId = check.text("orderId", given.orderId, { required: true, max: 20 });
  if (orderId && !clientIdPattern.test(orderId)) check.fail("orderId", "must be an order's id (20 letters and digits)");
  const version = check.text("version", given.version, { required: true, max: 64 });
  if (version && !/^[0-9a-f]{64}$/.test(version))
    check.fail("version", "must be the agreement's version (64 hex digits), as the agreement page shows it");
  const name = check.text("name", given.name, { required: true, max: limits.agreement.signerName, oneLine: true });
  let signature: string | null = null;
  if (given.signature !== null && given.signature !== undefined) {
    if (typeof given.signature !== "string") check.fail("signature", "must be a PNG data URL, or null");
    else {
      const problem = signatureImageProblem(given.signature);
      if (problem) check.fail("signature", problem);
      else signature = given.signature;
    }
  }
  check.done();
  return { orderId, version, name, signature };
}
