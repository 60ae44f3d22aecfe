// /account/messages: the customer's conversation with the vendor, live; opening it marks the
// vendor's messages read. Sending goes through the server (sendMessage, which mails the prop
// house); a message keeps its id across retries, so pressing Send again never sends it twice.
import { useEffect, useRef } from "react";
import { type Message, messageId } from "@backlot/data";
import { actedForLabel, limits } from "@backlot/domain";
import { MessageThread, type MessageThreadState } from "@backlot/ui/MessageThread";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import styles from "../account/AccountPage.module.css";

/** The server records who wrote a message as the customer in a staff session ("Sam (staff) for Dana Reyes"). */

const senderName = (message: Message, ownName: string) =>
  message.from !== "customer"
    ? vendor.displayName
    : message.actedBy
      ? actedForLabel(message.actedBy.staffName, ownName)
      : ownName;

export function MessagesPage() {
  const { uid, user } = useCustomer();
  const pending = useRef<{ body: string; id: string } | null>(null);
  usePreparedCommands("message");
  useDocumentMeta("Messages");
  const ownName = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "You";
  const thread = useWatchedQuery<Message>(({ messages }) => messages.queryForUser(uid), [uid]);
  const docs = thread.status === "ready" ? thread.docs : undefined;

  useEffect(() => {
    // Whatever arrives while the thread is open has been read.
    if (docs) void getServices().then(({ messages }) => messages.markReadByCustomer(uid).catch(() => undefined));
  }, [docs, uid]);

  const state: MessageThreadState =
    thread.status === "loading"
      ? { status: "loading" }
      : thread.status === "error"
        ? { status: "error", onRetry: thread.retry }
        : {
            status: "ready",
            messages: thread.docs.map((message) => ({
              id: message.id,
              body: message.body,
              // A write not yet confirmed by the server has no timestamp yet: it is "now".
              sentAt: (message.createdAt instanceof Date ? message.createdAt : new Date()).toISOString(),
              sender: message.from === "customer" ? "own" : "vendor",
              senderName: senderName(message, ownName),
            })),
          };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Messages</h1>
      <p className={styles.muted}>
        Ask {vendor.displayName} anything about a rental, a quote or an order. We reply during opening hours (
        {vendor.hours}).
      </p>
      <MessageThread
        state={state}
        settings={settings}
        timeZone={vendor.timezone}
        maxLength={limits.message.body}
        onSend={async (body) => {
          const { commands } = await getServices();
          if (pending.current?.body !== body) pending.current = { body, id: messageId() };
          await commands.sendMessage({ messageId: pending.current.id, body });
          pending.current = null;
        }}
      />
    </div>
  );
}
