// A conversation between a customer and the vendor: messages grouped by day, each with its
// sender and time (in the tenant's locale and the vendor's time zone), a marker where the unread
// ones start, and a composer (Enter sends, Shift+Enter starts a new line). A message that fails
// to send stays in the box, with the error, so nothing typed is lost.
import { addDays, calendarDateAt } from "@backlot/domain/calendar-date";
import { limits } from "@backlot/domain/limits";
import type { TenantSettings } from "@backlot/tenant-config";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FormAlert, SubmitButton, TextField } from "../internal/form/index.js";
import styles from "./MessageThread.module.css";
import { LoadError } from "../LoadError/index.js";

export interface ThreadMessage {
  id: string;
  body: string;
  /** When it was sent, as an ISO date-time. */
  sentAt: string;
  senderName: string;
  /** "own": written by the person viewing the thread; "vendor": by the vendor's staff. */
  sender: "own" | "vendor";
  /** Not yet read by the person viewing the thread. */
  unread?: boolean;
}

/** Loading, failed, or ready with the messages (oldest first). */
export type MessageThreadState =
  | { status: "loading" }
  | { status: "error"; onRetry?: () => void }
  | { status: "ready"; messages: readonly ThreadMessage[] };

export interface MessageThreadLabels {
  log: string;
  today: string;
  yesterday: string;
  unread: string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  message: string;
  counter: (used: number, max: number) => string;
  send: string;
  sending: string;
  sendFailed: string;
}

export const defaultMessageThreadLabels: MessageThreadLabels = {
  log: "Messages",
  today: "Today",
  yesterday: "Yesterday",
  unread: "New messages",
  empty: "No messages yet: ask the vendor anything about a rental",
  loading: "Loading messages",
  error: "The messages could not be loaded. Check your connection and try again.",
  retry: "Try again",
  message: "Message",
  counter: (used, max) => `${used.toLocaleString()} of ${max.toLocaleString()} characters`,
  send: "Send",
  sending: "Sending…",
  sendFailed: "Your message was not sent. It is still in the box: try again.",
};

export interface MessageThreadProps {
  state: MessageThreadState;
  /** Sends a message; the app adds it to `state.messages` once stored. Throw to report a failure. */
  onSend: (body: string) => Promise<void>;
  settings: Pick<TenantSettings, "locale">;
  /** The vendor's time zone (vendor.json timezone), for days and times. */
  timeZone: string;
  /** The longest message allowed. */
  maxLength?: number;
  /** No new messages (a closed conversation); the history stays readable. */
  disabled?: boolean;
  /** "Now", for Today and Yesterday (defaults to the current time). */
  now?: Date;
  labels?: Partial<MessageThreadLabels>;
}

interface Day {
  key: string;
  messages: ThreadMessage[];
}

function groupByDay(messages: readonly ThreadMessage[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const key = calendarDateAt(new Date(message.sentAt), timeZone);
    const last = days[days.length - 1];
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, messages: [message] });
  }
  return days;
}

export function MessageThread({
  state,
  onSend,
  settings,
  timeZone,
  maxLength = limits.message.body,
  disabled = false,
  now = new Date(),
  labels: given = {},
}: MessageThreadProps) {
  const labels = { ...defaultMessageThreadLabels, ...given };
  const counterId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  // A ref as well as the state: a second Enter can arrive before React re-renders.
  const pending = useRef(false);

  const messages = state.status === "ready" ? state.messages : [];
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const send = async () => {
    const body = draft.trim();
    if (!body || disabled || pending.current) return;
    pending.current = true;
    setSending(true);
    setFailed(false);
    try {
      await onSend(body);
      setDraft("");
    } catch {
      setFailed(true);
    } finally {
      pending.current = false;
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's text is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (
      event.key !== "Enter" ||
      event.shiftKey ||
      event.nativeEvent.isComposing ||
      !(event.target instanceof HTMLTextAreaElement)
    )
      return;
    event.preventDefault();
    void send();
  };

  const today = calendarDateAt(now, timeZone);
  const yesterday = addDays(today, -1);
  const dayFormat = new Intl.DateTimeFormat(settings.locale, { dateStyle: "full", timeZone });
  const timeFormat = new Intl.DateTimeFormat(settings.locale, { timeStyle: "short", timeZone });
  const dayTitle = (day: Day) =>
    day.key === today
      ? labels.today
      : day.key === yesterday
        ? labels.yesterday
        : dayFormat.format(new Date(day.messages[0]?.sentAt ?? 0));
  const firstUnread = messages.find((message) => message.unread)?.id;

  return (
    <div className={styles.thread}>
      {state.status === "loading" && (
        <div className={`${styles.log} ${styles.skeleton}`} role="status" aria-busy="true" aria-label={labels.loading}>
          <div className={styles.bubble} data-sender="vendor" />
          <div className={styles.bubble} data-sender="own" />
          <div className={styles.bubble} data-sender="vendor" />
        </div>
      )}
      {state.status === "error" && (
        <LoadError
          className={styles.problem}
          message={labels.error}
          onRetry={state.onRetry}
          retryLabel={labels.retry}
        />
      )}
      {state.status === "ready" && (
        // Focusable so keyboard users can scroll a long history.
        <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={labels.log} tabIndex={0}>
          {messages.length === 0 && <p className={styles.empty}>{labels.empty}</p>}
          {groupByDay(messages, timeZone).map((day) => (
            <div key={day.key} className={styles.day}>
              <h3 className={styles.dayTitle}>{dayTitle(day)}</h3>
              <ol className={styles.messages}>
                {day.messages.map((message) => (
                  <li
                    key={message.id}
                    className={styles.item}
                    data-sender={message.sender}
                    data-unread={message.unread === true}
                  >
                    {message.id === firstUnread && (
                      <p className={styles.unreadMarker}>
                        <span>{labels.unread}</span>
                      </p>
                    )}
                    <div className={styles.message}>
                      <p className={styles.meta}>
                        <span className={styles.sender}>{message.senderName}</span>{" "}
                        <time dateTime={message.sentAt}>{timeFormat.format(new Date(message.sentAt))}</time>
                      </p>
                      <p className={styles.body}>{message.body}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
      <form className={styles.composer} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <TextField
          label={labels.message}
          name="message"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setFailed(false);
          }}
          multiline
          rows={3}
          maxLength={maxLength}
          // Its own counter, beside the send button, says the limit.
          showLimit={false}
          disabled={disabled}
          describedBy={counterId}
        />
        <div className={styles.row}>
          <p id={counterId} className={styles.counter} data-near-limit={draft.length >= maxLength * 0.9}>
            {labels.counter(draft.length, maxLength)}
          </p>
          <SubmitButton busy={sending} busyLabel={labels.sending} disabled={disabled || draft.trim() === ""}>
            {labels.send}
          </SubmitButton>
        </div>
        {failed && <FormAlert>{labels.sendFailed}</FormAlert>}
      </form>
    </div>
  );
}
