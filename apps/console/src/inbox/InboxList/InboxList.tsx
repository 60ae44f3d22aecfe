// The prop house's inbox: one conversation per customer, those with unread messages first, each
// with the customer's name, the start of the last message, when it came and how many are unread.
// The open one is marked; each links to its conversation. It loads nothing itself.
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import buttons from "@backlot/ui/button.module.css";
import styles from "./InboxList.module.css";

export interface InboxThread {
  /** The customer's uid. */
  id: string;
  customer: string;
  preview: string;
  /** When the last message came (ISO 8601). */
  lastMessageAt: string;
  unread: number;
}

export type InboxListState =
  | { status: "loading" }
  | { status: "error"; onRetry?: () => void }
  | { status: "ready"; threads: readonly InboxThread[]; hasMore: boolean };

export interface InboxListLabels {
  title: string;
  unread: (count: number) => string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  loadMore: string;
}

export const defaultInboxListLabels: InboxListLabels = {
  title: "Conversations",
  unread: (count) => (count === 1 ? "1 unread" : `${count.toLocaleString()} unread`),
  loading: "Loading conversations…",
  error: "The conversations could not be loaded.",
  retry: "Try again",
  empty: "No messages yet. When a customer writes, the conversation appears here.",
  loadMore: "Show more",
};

export interface InboxListProps {
  state: InboxListState;
  /** The customer whose conversation is open, if any. */
  openId?: string | undefined;
  hrefOf: (id: string) => string;
  onLoadMore: () => void;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
  labels?: Partial<InboxListLabels>;
}

export function InboxList({
  state,
  openId,
  hrefOf,
  onLoadMore,
  settings,
  timeZone,
  LinkComponent = PlainLink,
  labels: given = {},
}: InboxListProps) {
  const labels = { ...defaultInboxListLabels, ...given };
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <nav className={styles.inbox} aria-label={labels.title}>
      {state.status === "loading" && (
        <p role="status" aria-busy="true">
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.threads.length === 0 && <p>{labels.empty}</p>}
      {state.status === "ready" && state.threads.length > 0 && (
        <ul className={styles.threads}>
          {state.threads.map((thread) => (
            <li key={thread.id} className={styles.thread} data-unread={thread.unread > 0 || undefined}>
              <LinkComponent
                href={hrefOf(thread.id)}
                className={styles.link}
                {...(thread.id === openId ? { "aria-current": "page" as const } : {})}
              >
                <span className={styles.customer}>{thread.customer}</span>
                {thread.unread > 0 && <span className={styles.badge}>{labels.unread(thread.unread)}</span>}
                <span className={styles.preview}>{thread.preview}</span>
                <span className={styles.when}>{when.format(new Date(thread.lastMessageAt))}</span>
              </LinkComponent>
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.hasMore && (
        <button type="button" className={buttons.button} onClick={onLoadMore}>
          {labels.loadMore}
        </button>
      )}
    </nav>
  );
}
