// /inbox and /inbox/:uid: the prop house's conversations, one per customer, unread first, live; the
// open one beside them (on a tablet in portrait, below), its messages live, answered with the reply
// command (which mails the customer). Opening a conversation marks it read by the prop house, so
// the unread counts here and the customer's "read" state agree.
import { useEffect } from "react";
import { useParams } from "react-router";
import { type Message, type Thread, messages, vendorPaths } from "@backlot/data";
import { type ReplyResult, actedForLabel, limits } from "@backlot/domain";
import { InboxList, type InboxListState } from "./InboxList/index.js";
import { MessageThread, type MessageThreadState } from "@backlot/ui/MessageThread";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { usePages } from "../app/desk-address.js";
import { useLiveDocument, useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { useCustomerNames } from "./use-customer-names.js";
import styles from "./InboxPage.module.css";
import { isoOf } from "../app/server-time.js";

export function InboxPage() {
  const { uid } = useParams();
  const { documents, call } = useServices();
  const tenant = useTenant();
  const repository = messages(documents, { vendorId: tenant.vendor.id });
  const { pageSize, loadMore } = usePages("inbox");
  useTitle("Inbox");
  const threads = useLiveQuery<Thread>(repository.queryInbox(pageSize));
  // The open conversation's customer too: a link from their page may open one not on this page of the list.
  const listed = threads.status === "ready" ? threads.value.map((thread) => thread.id) : [];
  const names = useCustomerNames(uid && !listed.includes(uid) ? [...listed, uid] : listed);
  const nameOf = (id: string) => names.get(id) ?? "A customer";

  const listState: InboxListState =
    threads.status === "ready"
      ? {
          status: "ready",
          hasMore: threads.stale === true || threads.value.length >= pageSize,
          threads: threads.value.map((thread) => ({
            id: thread.id,
            customer: nameOf(thread.id),
            preview: thread.lastMessagePreview,
            lastMessageAt: isoOf(thread.lastMessageAt),
            unread: thread.unreadByVendor,
          })),
        }
      : threads.status === "error"
        ? { status: "error", onRetry: threads.retry }
        : { status: "loading" };

  return (
    <div className={styles.inbox}>
      <h1 className={styles.title}>Inbox</h1>
      <InboxList
        state={listState}
        openId={uid}
        hrefOf={(id) => `/inbox/${id}`}
        onLoadMore={loadMore}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        LinkComponent={RouterLink}
      />
      <section className={styles.open} aria-label={uid ? `Conversation with ${nameOf(uid)}` : "Conversation"}>
        {uid ? (
          <Conversation
            uid={uid}
            customer={nameOf(uid)}
            onReply={async (body) => {
              await call<ReplyResult>("reply", { uid, body });
            }}
          />
        ) : (
          <p className={styles.hint}>Choose a conversation to read it and answer.</p>
        )}
      </section>
    </div>
  );
}

function Conversation({
  uid,
  customer,
  onReply,
}: {
  uid: string;
  customer: string;
  onReply: (body: string) => Promise<void>;
}) {
  const { documents } = useServices();
  const tenant = useTenant();
  const repository = messages(documents, { vendorId: tenant.vendor.id });
  // A message staff wrote as the customer (a staff session) carries who wrote it.
  const live = useLiveQuery<Message>(repository.queryForUser(uid));
  const thread = useLiveDocument<Thread>(vendorPaths(tenant.vendor.id).thread(uid));
  const unread = thread.status === "ready" ? (thread.value?.unreadByVendor ?? 0) : 0;

  // Whatever arrives while the conversation is open has been read by the prop house.
  useEffect(() => {
    if (unread > 0) void repository.markReadByVendor(uid).catch(() => undefined);
  }, [unread, uid]);

  const state: MessageThreadState =
    live.status === "ready"
      ? {
          status: "ready",
          messages: live.value.map((message) => ({
            id: message.id,
            body: message.body,
            sentAt: isoOf(message.createdAt),
            // The prop house's own messages on its side of the thread, the customer's on the other.
            sender: message.from === "vendor" ? "own" : "vendor",
            senderName:
              message.from === "vendor"
                ? tenant.vendor.displayName
                : message.actedBy
                  ? actedForLabel(message.actedBy.staffName, customer)
                  : customer,
          })),
        }
      : live.status === "error"
        ? { status: "error", onRetry: live.retry }
        : { status: "loading" };
  return (
    <>
      <h2 className={styles.with}>{customer}</h2>
      {thread.status === "ready" && thread.value && (
        <p className={styles.hint} role="status">
          {thread.value.unreadByCustomer > 0
            ? `${customer} has not read ${
                thread.value.unreadByCustomer === 1
                  ? "your last message"
                  : `${thread.value.unreadByCustomer.toString()} of your messages`
              } yet.`
            : `${customer} has read everything you sent.`}
        </p>
      )}
      <MessageThread
        state={state}
        onSend={onReply}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        maxLength={limits.message.body}
        labels={{ empty: "No messages in this conversation yet." }}
      />
    </>
  );
}
