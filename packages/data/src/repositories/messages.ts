// Messages between a customer and the vendor: one thread per user, with unread counts on both
// sides. The user's stats.messageCount and stats.unreadMessageCount move with the thread.
// On Firestore a customer sends through the sendMessage command (the rules refuse their writes);
// this repository sends where no server runs, and reads and marks read everywhere.
import type { DocumentStore, QuerySpec, Unsubscribe } from "../port/document-store.js";
import { fieldValue } from "../port/field-values.js";
import { randomId } from "../port/paths.js";
import { type ActedBy, checker, limits } from "@backlot/domain";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export type Sender = "customer" | "vendor";

export interface Message {
  from: Sender;
  body: string;
  createdAt: Date;
  /** The staff member who wrote it as the customer, in an impersonated session (the server records it). */
  actedBy?: ActedBy;
}

export interface Thread {
  uid: string;
  /** The newest message. */
  lastMessageId: string;
  lastMessageAt: Date;
  lastMessagePreview: string;
  unreadByCustomer: number;
  unreadByVendor: number;
}

let lastStamp = 0;
let sequence = 0;

/**
 * Message ids that sort in the order this client sent them: queries order by createdAt and then by
 * id, so two messages stamped in the same millisecond still read in the order they were written.
 */
export function messageId(now = Date.now()): string {
  sequence = now === lastStamp ? sequence + 1 : 0;
  lastStamp = now;
  return `${now.toString(36).padStart(9, "0")}${sequence.toString(36).padStart(3, "0")}${randomId().slice(0, 8)}`;
}

export function messages(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  /** The user's thread, oldest message first. */
  const queryForUser = (uid: string): QuerySpec => ({
    collection: paths.messages(uid),
    orderBy: [["createdAt", "asc"]],
  });
  /**
   * The prop house's inbox: one thread per customer, those with messages unread by staff first,
   * then the most recent; every thread carries both counters (see send), so none is left out.
   */
  const queryInbox = (pageSize: number): QuerySpec => ({
    collection: paths.threads,
    orderBy: [
      ["unreadByVendor", "desc"],
      ["lastMessageAt", "desc"],
    ],
    limit: pageSize,
  });
  /** The threads with messages staff have not read (for the console's unread count). */
  const queryUnreadByVendor = (): QuerySpec => ({ collection: paths.threads, where: [["unreadByVendor", ">", 0]] });
  return {
    queryForUser,
    queryInbox,
    queryUnreadByVendor,

    /** The inbox's first page, read once (the console listens to queryInbox). */
    async listInbox(pageSize: number): Promise<(Thread & { id: string })[]> {
      return withIds(await store.query<Thread>(queryInbox(pageSize)));
    },

    /** Adds a message to the user's thread and counts it as unread for the other side. */
    async send(uid: string, from: Sender, text: string): Promise<string> {
      const check = checker("Message");
      const body = check.text("body", text, { required: true, max: limits.message.body });
      check.done();
      const id = messageId();
      const [unreadField, otherField] =
        from === "customer" ? ["unreadByVendor", "unreadByCustomer"] : ["unreadByCustomer", "unreadByVendor"];
      await store
        .batch()
        .set(`${paths.messages(uid)}/${id}`, { from, body, createdAt: fieldValue.serverTimestamp() })
        .set(
          paths.thread(uid),
          {
            uid,
            lastMessageAt: fieldValue.serverTimestamp(),
            lastMessagePreview: body.slice(0, limits.message.preview),
            lastMessageId: id,
            [unreadField]: fieldValue.increment(1),
            // Both counters exist from the first message, so the inbox's ordering sees every thread.
            [otherField]: fieldValue.increment(0),
          },
          { merge: true },
        )
        .update(
          paths.user(uid),
          from === "customer"
            ? { "stats.messageCount": fieldValue.increment(1) }
            : { "stats.unreadMessageCount": fieldValue.increment(1) },
        )
        .commit();
      return id;
    },

    /** The customer read the thread: their unread count goes to zero, and their stats follow. */
    async markReadByCustomer(uid: string): Promise<void> {
      await store.runTransaction(async (tx) => {
        const thread = (await tx.get<Thread>(paths.thread(uid))).data;
        const unread = thread?.unreadByCustomer ?? 0;
        if (unread === 0) return;
        tx.update(paths.thread(uid), { unreadByCustomer: 0 });
        tx.update(paths.user(uid), { "stats.unreadMessageCount": fieldValue.increment(-unread) });
      });
    },

    async markReadByVendor(uid: string): Promise<void> {
      await store.set(paths.thread(uid), { unreadByVendor: 0 }, { merge: true });
    },

    async thread(uid: string): Promise<Thread | undefined> {
      return (await store.get<Thread>(paths.thread(uid))).data;
    },

    listen(
      uid: string,
      onChange: (messages: (Message & { id: string })[]) => void,
      onError?: (error: Error) => void,
    ): Unsubscribe {
      return store.onQuery<Message>(queryForUser(uid), (snaps) => onChange(withIds(snaps)), onError);
    },
  };
}

export type Messages = ReturnType<typeof messages>;
