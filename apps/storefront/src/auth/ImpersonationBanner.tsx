// The bar on every page while staff are signed in as a customer: whose account, which member of
// staff, until when, and "End session". When the end passes with the page open it says the session
// has ended (the server refuses it from then on) and offers to sign out. A labelled region, so a
// screen reader finds it among the landmarks; its text is a status, so the change at the end is read out.
import { useEffect, useState } from "react";
import { type StaffSession, endTimeText } from "./impersonation-notice.js";
import styles from "./ImpersonationBanner.module.css";

export interface ImpersonationBannerProps {
  session: StaffSession | "invalid";
  locale: string;
  /** The prop house's time zone, as every time on the storefront. */
  timeZone: string;
  /** Ends the session on the server, signs out and leaves; throws with what went wrong when the server refused. */
  onEnd: () => Promise<void>;
  /** Signs out and leaves, whatever the server knows. */
  onSignOut: () => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ImpersonationBanner({ session, locale, timeZone, onEnd, onSignOut }: ImpersonationBannerProps) {
  const [now, setNow] = useState(() => new Date());
  const [busy, setBusy] = useState<"end" | "signOut" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const endsAt = session === "invalid" ? null : session.endsAt.getTime();

  // One timer, to the end: a timer may fire a little early, so it is set again until the end has passed.
  useEffect(() => {
    if (endsAt === null || now.getTime() >= endsAt) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(endsAt - now.getTime(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  const act = async (which: "end" | "signOut") => {
    if (busy) return;
    setBusy(which);
    setFailure(null);
    try {
      await (which === "end" ? onEnd() : onSignOut());
    } catch (error) {
      setFailure(
        which === "end"
          ? `The session could not be ended (${messageOf(error)}). Try again, or sign out: ` +
              "it ends by itself at its time."
          : `Signing out failed (${messageOf(error)}). Try again.`,
      );
    } finally {
      setBusy(null);
    }
  };

  const ended = endsAt === null || now.getTime() >= endsAt;
  const time =
    session === "invalid" ? null : (
      <time dateTime={session.endsAt.toISOString()}>{endTimeText(session.endsAt, now, locale, timeZone)}</time>
    );
  return (
    <section className={styles.banner} aria-label="Staff session" data-ended={ended}>
      <p className={styles.text} role="status">
        {session === "invalid" ? (
          <>
            This staff session has no end recorded, so the server refuses it. Sign out, then use “Sign in as” in the
            console again.
          </>
        ) : ended ? (
          <>
            The staff session as <strong>{session.customer}</strong> ended at {time}: nothing more can be changed in it.
            Sign out to carry on.
          </>
        ) : (
          <>
            <strong>{session.staffName}</strong> (staff) is signed in as <strong>{session.customer}</strong> until{" "}
            {time}. Changes are recorded as made by {session.staffName}.
          </>
        )}
      </p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {!ended && (
          <button
            type="button"
            className={styles.button}
            data-variant="primary"
            aria-busy={busy === "end"}
            aria-disabled={busy !== null || undefined}
            onClick={() => void act("end")}
          >
            {busy === "end" ? "Ending…" : "End session"}
          </button>
        )}
        {(ended || failure) && (
          <button
            type="button"
            className={styles.button}
            aria-busy={busy === "signOut"}
            aria-disabled={busy !== null || undefined}
            onClick={() => void act("signOut")}
          >
            {busy === "signOut" ? "Signing out…" : "Sign out"}
          </button>
        )}
      </div>
    </section>
  );
}
