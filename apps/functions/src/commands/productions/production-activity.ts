// What a production's commands write beside their change, in the same transaction: the activity feed's entry, each
// recipient's notice (the header's badge), and their mail waiting out its quiet period (one per list and member).
// Firestore transactions read before they write, so `prepareNotices` reads the waiting mail first and returns the
// write (decision 0049).
import { FieldValue, type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { limits, productionMailQuietMs } from "@backlot/domain";
import type { ActivityKind, MemberRef, NoticeKind, Production } from "@backlot/domain/production";

export interface ActivityEntry {
  kind: ActivityKind;
  by: MemberRef;
  listId: string | null;
  listName: string;
  text: string;
  lineIds?: string[];
}

/** Adds the feed's entry to the transaction. */
export function recordActivity(
  db: Firestore,
  tx: Transaction,
  { vendorId, productionId, entry }: { vendorId: string; productionId: string; entry: ActivityEntry },
): void {
  const ref = db.collection(vendorPaths(vendorId).productionActivity(productionId)).doc();
  tx.create(ref, { ...entry, lineIds: entry.lineIds ?? [], at: FieldValue.serverTimestamp() });
}

export interface NoticeToSend {
  kind: NoticeKind;
  /** Members to tell: the caller works it out with noticeRecipients and mentionedMembers; the actor is left out. */
  uids: string[];
  productionId: string;
  production: Pick<Production, "name" | "members">;
  listId: string | null;
  listName: string;
  text: string;
}

/** The mail that waits for one member about one list: its items gather until `dueAt`, then go as one. */
export interface WaitingProductionMail {
  vendorId: string;
  uid: string;
  email: string;
  name: string;
  productionId: string;
  productionName: string;
  listId: string;
  listName: string;
  items: string[];
  firstAt: Timestamp;
  dueAt: Timestamp;
}

/**
 * Reads the recipients' waiting mail (so call it with the transaction's other reads), and returns the write: a notice
 * for each (unread + 1, the newest kept in the notices document), and the line added to their waiting mail about the
 * list, started with a quiet period when none waits.
 */
export async function prepareNotices(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  notices: NoticeToSend[],
): Promise<() => void> {
  const paths = vendorPaths(vendorId);
  const mailKeys = [
    ...new Set(notices.flatMap((notice) => (notice.listId ? notice.uids.map((uid) => `${notice.listId}|${uid}`) : []))),
  ];
  const mailRefs = mailKeys.map((key) => {
    const [listId = "", uid = ""] = key.split("|");
    return db.doc(paths.productionMailOf(listId, uid));
  });
  const noticeRefs = [...new Set(notices.flatMap((notice) => notice.uids))].map((uid) =>
    db.doc(paths.productionNotices(uid)),
  );
  const snaps = mailRefs.length + noticeRefs.length ? await tx.getAll(...mailRefs, ...noticeRefs) : [];
  const waiting = new Map(snaps.slice(0, mailRefs.length).map((snap) => [snap.ref.path, snap.data()]));
  const noticesOf = new Map(snaps.slice(mailRefs.length).map((snap) => [snap.ref.path, snap.data()]));
  return () => {
    const now = Timestamp.now();
    for (const notice of notices) {
      const item = {
        kind: notice.kind,
        productionId: notice.productionId,
        productionName: notice.production.name,
        listId: notice.listId,
        listName: notice.listName,
        text: notice.text,
        at: now,
      };
      for (const uid of notice.uids) {
        const member = notice.production.members[uid];
        if (!member) continue;
        const noticeRef = db.doc(paths.productionNotices(uid));
        const before = (noticesOf.get(noticeRef.path)?.items as unknown[] | undefined) ?? [];
        const items = [item, ...before].slice(0, limits.production.notices);
        noticesOf.set(noticeRef.path, { items });
        tx.set(
          noticeRef,
          { unread: FieldValue.increment(1), items, updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
        if (!notice.listId) continue;
        const mailRef = db.doc(paths.productionMailOf(notice.listId, uid));
        const current = waiting.get(mailRef.path) as WaitingProductionMail | undefined;
        const mail: WaitingProductionMail = current
          ? { ...current, items: [...current.items, notice.text].slice(-limits.production.mailItems) }
          : {
              vendorId,
              uid,
              email: member.email,
              name: member.name,
              productionId: notice.productionId,
              productionName: notice.production.name,
              listId: notice.listId,
              listName: notice.listName,
              items: [notice.text],
              firstAt: now,
              dueAt: Timestamp.fromMillis(now.toMillis() + productionMailQuietMs),
            };
        waiting.set(mailRef.path, mail);
        tx.set(mailRef, mail);
      }
    }
  };
}
