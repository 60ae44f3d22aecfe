// The comments on a line of a production's list, or on the list as a whole: each with who wrote it and when, mentions
// highlighted, and a box to add one (for every member but a viewer). What was typed comes back when sending fails,
// with the server's words under the box.
import { type FormEvent, useId, useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { bodyParts } from "../mention-typing.js";
import type { CommentView, MemberNames } from "../list-types.js";
import { MentionBox } from "./MentionBox.js";
import styles from "./CommentThread.module.css";

export interface CommentThreadProps {
  comments: readonly CommentView[];
  members: MemberNames;
  /** Who is reading: their own mentions stand out more. */
  myUid: string;
  /** Null for a viewer, who reads only. */
  onSend: ((body: string) => Promise<boolean>) | null;
  /** The box's label ("Comment on Brass floor lamp"). */
  label: string;
  /** The server's words when the last comment was refused. */
  error?: string | undefined;
  sending?: boolean;
  formatWhen: (date: Date) => string;
}

export function CommentBody({ body, members, myUid }: { body: string; members: MemberNames; myUid: string }) {
  return (
    <p className={styles.body}>
      {bodyParts(body, members).map((part, index) =>
        "mentions" in part ? (
          <mark key={index} className={styles.mention} data-me={part.mentions === myUid || undefined}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

export function CommentThread({
  comments,
  members,
  myUid,
  onSend,
  label,
  error,
  sending = false,
  formatWhen,
}: CommentThreadProps) {
  const id = useId();
  const [draft, setDraft] = useState("");

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!onSend || sending || body === "") return;
    // The comment shows in the thread at once ("Sending…"); a refused one comes back into the box.
    setDraft("");
    if (!(await onSend(body))) setDraft((typed) => (typed === "" ? body : typed));
  };

  return (
    <div className={styles.thread}>
      {comments.length > 0 && (
        <ol className={styles.comments}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment} aria-busy={comment.sending || undefined}>
              <p className={styles.meta}>
                <strong>{comment.byName}</strong>{" "}
                <span className={styles.when}>{comment.sending ? "Sending…" : formatWhen(comment.at)}</span>
              </p>
              <CommentBody body={comment.body} members={members} myUid={myUid} />
            </li>
          ))}
        </ol>
      )}
      {onSend && (
        <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
          <MentionBox
            label={label}
            value={draft}
            onChange={setDraft}
            members={members}
            errorId={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className={buttons.button}
            aria-disabled={sending || draft.trim() === "" || undefined}
            aria-busy={sending || undefined}
          >
            {sending ? "Sending…" : "Send"}
          </button>
        </form>
      )}
    </div>
  );
}
