// /account/messages: the customer's conversation with the vendor, live; opening it marks the
// vendor's messages read.
import { useEffect, useState } from "react";
import { type Message, limits, messages as messagesRepository } from "@backlot/data";
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
      <p className={styles.muted}>Ask {vendor.displayName} anything about a rental, a quote or an order. We reply during opening hours ({vendor.hours}).</p>
      <MessageThread
        state={state}
        settings={settings}
        timeZone={vendor.timezone}
        maxLength={limits.message.body}
        onSend={async (body) => {
          const { documents } = await getServices();
          await messagesRepository(documents, scope).send(uid, "customer", body);
        }}
      />
    </div>
  );
}
