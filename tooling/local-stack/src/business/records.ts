// How the demo business's customers, papers and messages are written (../seed-business.ts tells its story): each as
// the server's commands leave it (recordSignIn and approveCustomer, sendPaper and reviewPaper, grantAccountTerms,
// signAgreement, sendMessage and reply), straight into the store as the owner, since the story happened before today.
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { type DocumentStore, messageId, vendorPaths, vendorUsers } from "@backlot/data";
import {
  type CalendarDate,
  type PropBookings,
  type RentalAgreement,
  type StoredBooking,
  customerSearchTerms,
  limits,
  paperworkFolder,
  signatureId,
  withBooking,
} from "@backlot/domain";
import { seedStoredFile } from "@backlot/emulators";
import { certificatePdf } from "../seed-paperwork.js";

/** A customer of the demo: a production's person, approved, with a profile (they have no account to sign in with). */
export interface Person {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
  studio: string;
  production: string;
}

export const fullName = (person: Pick<Person, "firstName" | "lastName">) => `${person.firstName} ${person.lastName}`;

/** The instant the vendor's clocks read `time` ("HH:MM") on `day`. */
export function atVendorTime(day: CalendarDate, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  // How far the zone's clock is ahead of UTC at an instant; twice, for a day the clocks change.
  const offset = (instant: number) => {
    const part = Object.fromEntries(format.formatToParts(instant).map((each) => [each.type, Number(each.value)]));
    const asUtc = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
    return asUtc - instant;
  };
  return new Date(wall - offset(wall - offset(wall)));
}

/** The key the server counts a signed-in caller's requests under (callerKey). */
export const callerOf = (uid: string | null) =>
  createHash("sha256")
    .update(uid ? `uid:${uid}` : "ip:unknown")
    .digest("hex")
    .slice(0, 40);

/** The customer's record, as their first sign-in writes it and the prop house's approval leaves it. */
export async function writeCustomer(
  store: DocumentStore,
  vendor: { id: string; name: string },
  person: Person,
  extra: { since: Date; stats: Record<string, number>; lastOrderId?: string; lastQuoteRequestId?: string },
): Promise<void> {
  const users = vendorUsers(store, { vendorId: vendor.id, vendorName: vendor.name });
  await users.recordLogin({ uid: person.uid, email: person.email, isEmailVerified: true });
  const { uid: _uid, ...profile } = person;
  await store.update(users.path(person.uid), {
    ...profile,
    isAuthorized: true,
    hasReceivedWelcomeEmail: true,
    searchTerms: customerSearchTerms(person),
    createdAt: extra.since,
    ...Object.fromEntries(Object.entries(extra.stats).map(([name, count]) => [`stats.${name}`, count])),
    ...(extra.lastOrderId ? { lastOrderId: extra.lastOrderId } : {}),
    ...(extra.lastQuoteRequestId ? { lastQuoteRequestId: extra.lastQuoteRequestId } : {}),
  });
}

/** A prop's bookings document, changed by `change` from what it holds (as changeBookings writes it). */
export async function book(
  store: DocumentStore,
  vendorId: string,
  propId: string,
  change: (current: StoredBooking[]) => Pick<PropBookings, "bookings" | "lastDay">,
): Promise<void> {
  const path = vendorPaths(vendorId).propBooking(propId);
  const current = (await store.get<PropBookings>(path)).data?.bookings ?? [];
  await store.set(path, { propId, ...change(current) });
}

/** An order's booking of its lines' props for its dates, as confirming it books them (no expiry). */
export async function bookOrder(
  store: DocumentStore,
  vendorId: string,
  order: { key: string; ref: string; uid: string; from: CalendarDate; to: CalendarDate },
  lines: readonly { propId: string; quantity: number }[],
  now: Date,
): Promise<void> {
  for (const { propId, quantity } of lines) {
    const booking: StoredBooking = { ...order, propId, quantity, kind: "order", expiresAt: null };
    await book(store, vendorId, propId, (current) => withBooking(current, [order.key], booking, now));
  }
}

interface PaperworkOf {
  store: DocumentStore;
  vendorId: string;
  fileStoreRoot: string;
  staff: { uid: string; name: string };
}

/**
 * A certificate of insurance the customer sent (a real PDF in the file store stand-in) naming the prop house as
 * additional insured and loss payee for `coverage`: accepted by staff `reviewedAt`, or awaiting review when null.
 */
export async function writeInsurance(
  { store, vendorId, fileStoreRoot, staff }: PaperworkOf,
  person: Person,
  paper: { insurer: string; policy: string; coverage: [CalendarDate, CalendarDate]; sentAt: Date; vendorName: string },
  reviewedAt: Date | null,
): Promise<void> {
  const file = { path: `${paperworkFolder(vendorId, person.uid)}coi-${paper.policy}.pdf`, name: "coi.pdf" };
  const bytes = await certificatePdf([
    "CERTIFICATE OF LIABILITY INSURANCE (demo)",
    `Insured: ${person.studio}, ${person.production}, attn. ${fullName(person)}`,
    `Insurer: ${paper.insurer}, policy ${paper.policy}`,
    `Coverage: ${paper.coverage[0]} to ${paper.coverage[1]}; $1,000,000 each occurrence`,
    `Certificate holder, additional insured and loss payee: ${paper.vendorName}`,
  ]);
  await seedStoredFile(fileStoreRoot, file.path, {
    contentType: "application/pdf",
    size: bytes.length,
    uid: person.uid,
    bytes,
  });
  await store.set(vendorPaths(vendorId).paper(`${person.uid}-insurance`), {
    uid: person.uid,
    kind: "insurance",
    state: reviewedAt ? "accepted" : "sent",
    sentAt: paper.sentAt,
    ...(reviewedAt ? { reviewedBy: staff.uid, reviewedByName: staff.name, reviewedAt } : {}),
    file: { ...file, contentType: "application/pdf", size: bytes.length },
    insurer: paper.insurer,
    policyNumber: paper.policy,
    coverageStart: paper.coverage[0],
    coverageEnd: paper.coverage[1],
    limit: 100_000_000,
    additionalInsured: true,
    lossPayee: true,
  });
}

/** An account on terms, granted by staff (grantAccountTerms). */
export async function writeAccountTerms(
  { store, vendorId, staff }: PaperworkOf,
  person: Person,
  terms: { terms: string; creditLimit: number; grantedAt: Date },
): Promise<void> {
  await store.set(vendorPaths(vendorId).paper(`${person.uid}-terms`), {
    uid: person.uid,
    kind: "accountTerms",
    state: "accepted",
    sentAt: terms.grantedAt,
    reviewedBy: staff.uid,
    reviewedByName: staff.name,
    reviewedAt: terms.grantedAt,
    terms: terms.terms,
    creditLimit: terms.creditLimit,
  });
}

/** The customer's signature of the agreement's current version for an order (signAgreement, typed name only). */
export async function writeSignature(
  store: DocumentStore,
  vendorId: string,
  agreement: RentalAgreement,
  signing: { orderId: string; person: Person; signedAt: Date },
): Promise<void> {
  const { orderId, person, signedAt } = signing;
  const name = fullName(person);
  await store.set(vendorPaths(vendorId).signature(signatureId(orderId, agreement.version)), {
    orderId,
    uid: person.uid,
    version: agreement.version,
    agreementTitle: agreement.title,
    agreementText: agreement.text,
    name,
    signature: null,
    account: { uid: person.uid, email: person.email, name },
    address: "127.0.0.1",
    signedAt,
    actedBy: null,
  });
}

export interface SeedMessage {
  from: "customer" | "vendor";
  body: string;
  at: Date;
}

/**
 * A customer's conversation with the prop house, oldest first, as sendMessage and reply leave it: the messages, the
 * thread's last message and unread counts (`readUpTo`: how many of the messages each side has read, from the start),
 * the prop house mailed of each customer message, and the customer's counts on their record.
 */
export async function writeThread(
  store: DocumentStore,
  vendorId: string,
  uid: string,
  messages: readonly SeedMessage[],
  readUpTo: { vendor: number; customer: number },
): Promise<{ unreadByVendor: number }> {
  const paths = vendorPaths(vendorId);
  const ids = messages.map((message) => messageId(message.at.getTime()));
  const unread = (from: SeedMessage["from"], read: number) =>
    messages.slice(read).filter((message) => message.from === from).length;
  const unreadByVendor = unread("customer", readUpTo.vendor);
  const unreadByCustomer = unread("vendor", readUpTo.customer);
  const last = messages.at(-1);
  const lastMailed = messages.filter((message) => message.from === "customer").at(-1);
  if (!last) throw new Error(`The demo thread of ${uid} has no messages`);
  for (const [index, message] of messages.entries())
    await store.set(`${paths.messages(uid)}/${ids[index]}`, {
      from: message.from,
      body: message.body,
      createdAt: message.at,
    });
  await store.set(paths.thread(uid), {
    uid,
    lastMessageAt: last.at,
    lastMessagePreview: last.body.slice(0, limits.message.preview),
    lastMessageId: ids.at(-1) ?? "",
    unreadByVendor,
    unreadByCustomer,
    vendorMail: { lastMailedAt: lastMailed?.at ?? null, unmailed: 0, dueAt: null },
  });
  await store.update(paths.user(uid), {
    "stats.messageCount": messages.filter((message) => message.from === "customer").length,
    "stats.unreadMessageCount": unreadByCustomer,
  });
  return { unreadByVendor };
}

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  let crc = 0xffffffff;
  for (const byte of typed) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, typed, check]);
}

/** A driver's scrawl as the dock's signature pad sends it: a small grey-scale PNG, as a data URL. */
export function scrawlPng(width = 240, height = 80): string {
  const stride = width + 1;
  // Each row starts with its filter byte (0: none); the page is white.
  const pixels = Buffer.alloc(stride * height, 255);
  for (let row = 0; row < height; row++) pixels[row * stride] = 0;
  const ink = (x: number, y: number) => {
    for (const dx of [-1, 0, 1])
      for (const dy of [-1, 0, 1]) {
        const [px, py] = [Math.round(x) + dx, Math.round(y) + dy];
        if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * stride + 1 + px] = 40;
      }
  };
  for (let step = 0; step <= 3000; step++) {
    const t = step / 3000;
    const loops = Math.sin(t * Math.PI * 9) * height * 0.3 * (1 - t * 0.6);
    ink(12 + t * (width - 24), height / 2 + loops + Math.sin(t * Math.PI * 31) * 3);
  }
  for (let x = 20; x < width * 0.7; x++) ink(x, height - 12 + Math.sin(x / 9));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}
