// /account/messages: the customer's conversation with the vendor, live; opening it marks the
// vendor's messages read. Sending goes through the server (sendMessage, which mails the prop
// house); a message keeps its id across retries, so pressing Send again never sends it twice.
import { useEffect, useRef, useState } from "react";
import { type Message, limits, messageId, messages as messagesRepository } from "@backlot/data";
import { MessageThread, type MessageThreadState } from "@backlot/ui/MessageThread";
import { getServices } from "../app/services.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../account/use-customer.js";
import styles from "../account/AccountPage.module.css";

const scope = { vendorId: tenant.vendor.id };

export function MessagesPage() {
  const { uid, user } = useCustomer();
  const [state, setState] = useState<MessageThreadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<{ body: string; id: string } | null>(null);
  useEffect(() => {
    void getServices().then(({ commands }) => commands.prepare("message"));
  }, []);
  useDocumentMeta("Messages");
  const ownName = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "You";

  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    const failed = () => current && setState({ status: "error", onRetry: () => setAttempt((value) => value + 1) });
    getServices()
      .then(({ documents }) => {
        if (!current) return;
        const repository = messagesRepository(documents, scope);
        stop = repository.listen(
          uid,
          (list: (Message & { id: string })[]) => {
            setState({
              status: "ready",
              messages: list.map((message) => ({
                id: message.id,
                body: message.body,
                // A write not yet confirmed by the server has no timestamp yet: it is "now".
                sentAt: (message.createdAt instanceof Date ? message.createdAt : new Date()).toISOString(),
                sender: message.from === "customer" ? "own" : "vendor",
                senderName: message.from === "customer" ? ownName : vendor.displayName,
              })),
            });
            void repository.markReadByCustomer(uid).catch(() => undefined);
          },
          failed,
        );
      })
      .catch(failed);
    return () => {
      current = false;
      stop?.();
    };
  }, [uid, attempt, ownName]);

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
