// One table of who may do what with a file (customers' paperwork, the house's damage photos), run against every
// FileStore that enforces storage.rules: the on-disk stand-in (always) and the Storage emulator (where one runs).
// Tokens carry the claims the rules read.
export interface FileAccessCase {
  name: string;
  /** Who calls: a uid with claims, or a visitor (signed out). */
  as: { uid: string; claims?: Record<string, unknown> } | "visitor";
  action: "upload" | "read";
  path: string;
  /** For uploads. */
  contentType?: string;
  bytes?: number;
  allowed: boolean;
}

export const vendorId = "ny-props";
const folder = (uid: string) => `paperwork/${vendorId}/${uid}`;
const staff = { staffOf: vendorId, email_verified: true };
/** The file every read case reads: uploaded by the first case. */
export const joFile = `${folder("jo")}/p1-coi.pdf`;
/** A photo of a chair back damaged: sent by staff, read by the later cases. */
export const damagePhoto = `damage/${vendorId}/p8-chair.jpg`;

export const fileAccessCases: FileAccessCase[] = [
  {
    name: "the customer sends a PDF to their folder",
    as: { uid: "jo" },
    action: "upload",
    path: joFile,
    allowed: true,
  },
  { name: "the customer reads it back", as: { uid: "jo" }, action: "read", path: joFile, allowed: true },
  {
    name: "the vendor's staff read it",
    as: { uid: "sam", claims: staff },
    action: "read",
    path: joFile,
    allowed: true,
  },
  {
    name: "staff signed in as the customer send to the customer's folder",
    as: { uid: "jo", claims: { impersonatedBy: "sam" } },
    action: "upload",
    path: `${folder("jo")}/p2-coi.png`,
    contentType: "image/png",
    allowed: true,
  },
  // The attacks.
  { name: "another customer cannot read it", as: { uid: "eve" }, action: "read", path: joFile, allowed: false },
  { name: "a visitor cannot read it", as: "visitor", action: "read", path: joFile, allowed: false },
  {
    name: "staff of another vendor cannot read it",
    as: { uid: "kim", claims: { staffOf: "harbour-scenic", email_verified: true } },
    action: "read",
    path: joFile,
    allowed: false,
  },
  {
    name: "a staff claim on an unverified address cannot read it",
    as: { uid: "sam", claims: { staffOf: vendorId, email_verified: false } },
    action: "read",
    path: joFile,
    allowed: false,
  },
  {
    name: "staff signed in as another customer cannot read it",
    as: { uid: "eve", claims: { ...staff, impersonatedBy: "sam" } },
    action: "read",
    path: joFile,
    allowed: false,
  },
  {
    name: "a customer cannot send into another's folder",
    as: { uid: "eve" },
    action: "upload",
    path: `${folder("jo")}/p3-fake.pdf`,
    allowed: false,
  },
  {
    name: "staff cannot send into a customer's folder as themselves",
    as: { uid: "sam", claims: staff },
    action: "upload",
    path: `${folder("jo")}/p4-coi.pdf`,
    allowed: false,
  },
  {
    name: "the customer cannot replace a file a paper points at",
    as: { uid: "jo" },
    action: "upload",
    path: joFile,
    allowed: false,
  },
  {
    name: "a file of another type is refused",
    as: { uid: "jo" },
    action: "upload",
    path: `${folder("jo")}/p5-run.html`,
    contentType: "text/html",
    allowed: false,
  },
  {
    name: "a file over 10 MB is refused",
    as: { uid: "jo" },
    action: "upload",
    path: `${folder("jo")}/p6-big.pdf`,
    bytes: 10 * 1024 * 1024 + 1,
    allowed: false,
  },
  // The house's damage photos (issue 34): its staff send and read them, nobody else.
  {
    name: "the vendor's staff send a damage photo",
    as: { uid: "sam", claims: staff },
    action: "upload",
    path: damagePhoto,
    contentType: "image/jpeg",
    allowed: true,
  },
  {
    name: "the vendor's staff read the damage photo",
    as: { uid: "sam", claims: staff },
    action: "read",
    path: damagePhoto,
    allowed: true,
  },
  {
    name: "the customer cannot read a damage photo",
    as: { uid: "jo" },
    action: "read",
    path: damagePhoto,
    allowed: false,
  },
  {
    name: "staff signed in as a customer cannot read a damage photo",
    as: { uid: "jo", claims: { ...staff, impersonatedBy: "sam" } },
    action: "read",
    path: damagePhoto,
    allowed: false,
  },
  {
    name: "staff of another vendor cannot read a damage photo",
    as: { uid: "kim", claims: { staffOf: "harbour-scenic", email_verified: true } },
    action: "read",
    path: damagePhoto,
    allowed: false,
  },
  {
    name: "a customer cannot send a damage photo",
    as: { uid: "jo" },
    action: "upload",
    path: `damage/${vendorId}/p9-chair.jpg`,
    contentType: "image/jpeg",
    allowed: false,
  },
  {
    name: "a damage photo must be a JPEG or PNG",
    as: { uid: "sam", claims: staff },
    action: "upload",
    path: `damage/${vendorId}/p10-notes.pdf`,
    allowed: false,
  },
  {
    name: "nothing is stored outside paperwork/",
    as: { uid: "jo" },
    action: "upload",
    path: `elsewhere/${vendorId}/jo/p7.pdf`,
    allowed: false,
  },
];

/** An unsigned ID token with these claims, as the Auth emulator issues and rules-unit-testing mints. */
export function fakeIdToken(projectId: string, uid: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email_verified: false,
    firebase: { sign_in_provider: "password", identities: {} },
    ...claims,
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
}
