// The prop house hears of a customer's messages by mail, once per conversation per quiet period:
// the first message after a quiet spell is mailed at once; later ones wait, and go as one mail
// ("3 new messages from Dana Reyes") with the next message after the quiet period, or with the
// digest that runs every few minutes (digests.ts). The state lives on the thread (`vendorMail`),
// which only the server and staff write.
import { type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type ActedBy, type VendorUser, actedForLabel, messageMailQuietMs } from "@backlot/domain";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { greetingName } from "../customers/customer-record.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** On the thread: when the prop house was last mailed, and what it has not been mailed yet. */
export interface VendorMailState {
  lastMailedAt: Timestamp | null;
  /** Messages since that mail. */
  unmailed: number;
  /** When the digest should mail the unmailed ones (null when there are none). */
  dueAt: Timestamp | null;
}

/** At most this many messages are quoted in one mail; the count says how many there were. */
const quotedMessages = 10;

const quiet = (state: VendorMailState | undefined, now: number) =>
  !state?.lastMailedAt || now - state.lastMailedAt.toMillis() >= messageMailQuietMs;

export interface Conversation {
  vendorId: string;
  vendor: VendorDocument;
  uid: string;
  customer: VendorUser;
  /** Staff writing as the customer: the mail says so ("Sam (staff) for Dana Reyes"). */
  actedBy?: ActedBy | null;
}

/**
 * The bodies of the conversation's newest `count` customer messages, oldest first, read in `tx`
 * (reads come first in a transaction: call it before any write).
 */
async function newestBodies(db: Firestore, tx: Transaction, vendorId: string, uid: string, count: number) {
  const messages = db.collection(vendorPaths(vendorId).messages(uid));
  const snaps = await tx.get(messages.where("from", "==", "customer").orderBy("createdAt", "desc").limit(count));
  return snaps.docs.map((doc) => String(doc.get("body"))).reverse();
}

/**
 * What a new customer message does to the prop house's mail, in the message's transaction: reads
 * first (the thread, and earlier unmailed messages when they go now), then returns the thread's new
 * `vendorMail` (written with the message, by addToThread) and the mail to queue, if any.
 */
export async function mailOnMessage(
  db: Firestore,
  tx: Transaction,
  conversation: Conversation,
  body: string,
  now = Date.now(),
): Promise<{ vendorMail: VendorMailState; queue: () => void }> {
  const { vendorId, uid } = conversation;
  const state = (await tx.get(db.doc(vendorPaths(vendorId).thread(uid)))).get("vendorMail") as
    VendorMailState | undefined;
  const unmailed = state?.unmailed ?? 0;
  if (!quiet(state, now)) {
    const waiting: VendorMailState = {
      lastMailedAt: state?.lastMailedAt ?? null,
      unmailed: unmailed + 1,
      dueAt: Timestamp.fromMillis((state?.lastMailedAt?.toMillis() ?? now) + messageMailQuietMs),
    };
    return { vendorMail: waiting, queue: () => undefined };
  }
  const earlier = unmailed ? await newestBodies(db, tx, vendorId, uid, Math.min(unmailed, quotedMessages - 1)) : [];
  return {
    vendorMail: { lastMailedAt: Timestamp.fromMillis(now), unmailed: 0, dueAt: null },
    queue: () => mailVendor(db, tx, conversation, [...earlier, body], unmailed + 1),
  };
}

function mailVendor(db: Firestore, tx: Transaction, conversation: Conversation, bodies: string[], count: number) {
  const { vendorId, vendor, customer, actedBy } = conversation;
  if (!vendor.email) return;
  const name = actedBy ? actedForLabel(actedBy.staffName, greetingName(customer)) : greetingName(customer);
  const message =
    count === 1
      ? mailTexts.customerWrote(vendor, { name, email: customer.email, body: bodies[0] ?? "" })
      : mailTexts.customerWroteSeveral(vendor, { name, email: customer.email, bodies, count });
  queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "customer-message" });
}

/**
 * Mails each conversation of `vendorId` whose quiet period is over and has unmailed messages; every
 * vendor's when `vendorId` is null (the schedule). Returns how many mails went.
 */
export async function mailDueDigests(db: Firestore, vendorId: string | null, now = Date.now()): Promise<number> {
  const due = (vendorId ? db.collection(vendorPaths(vendorId).threads) : db.collectionGroup("threads"))
    .where("vendorMail.dueAt", "<=", Timestamp.fromMillis(now))
    .limit(500);
  const threads = (await due.get()).docs;
  let mailed = 0;
  for (const thread of threads) {
    const threadVendorId = thread.ref.parent.parent?.id;
    if (!threadVendorId) continue;
    const sent = await db.runTransaction(async (tx) => {
      const [vendorSnap, threadSnap, customerSnap] = await tx.getAll(
        db.doc(vendorPaths(threadVendorId).vendor),
        thread.ref,
        db.doc(vendorPaths(threadVendorId).user(thread.id)),
      );
      const state = threadSnap?.get("vendorMail") as VendorMailState | undefined;
      // Mailed meanwhile, by a message after the quiet period or another run.
      if (!state?.unmailed || !state.dueAt || state.dueAt.toMillis() > now) return false;
      const customer = customerSnap?.data() as VendorUser | undefined;
      const vendor = vendorSnap?.data() as VendorDocument | undefined;
      const count = state.unmailed;
      const bodies = await newestBodies(db, tx, threadVendorId, thread.id, Math.min(count, quotedMessages));
      if (vendor && customer) {
        mailVendor(db, tx, { vendorId: threadVendorId, vendor, uid: thread.id, customer }, bodies, count);
      }
      const mailedState: VendorMailState = { lastMailedAt: Timestamp.fromMillis(now), unmailed: 0, dueAt: null };
      tx.set(thread.ref, { vendorMail: mailedState }, { merge: true });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
