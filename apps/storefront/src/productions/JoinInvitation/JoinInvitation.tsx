// The invitation's link from the mail, in every state the person holding it can be in: not signed in (sign in or up
// with the invited address, then back here), signed in but not verified, signed in with another address (or the
// invitation is gone: the rules cannot tell them apart, and should not), expired, or ready to join.
import { type ProductionInvite, orderedRoles, roleLabels } from "@backlot/domain/production";
import { useId, useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { messageOf } from "@backlot/ui/FormAlert";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import room from "../room.module.css";
import { inviteStanding } from "../invite-standing.js";
import { VerifyAddressNote } from "../VerifyAddressNote/index.js";
import { type WhenFormat, formatDay } from "../when.js";
import styles from "./JoinInvitation.module.css";

export type JoinState =
  | { kind: "checking" }
  | { kind: "signedOut"; loginHref: string; signupHref: string }
  | { kind: "unverified"; email: string; onResend: () => Promise<void>; onCheck: () => Promise<boolean> }
  | { kind: "loading" }
  | { kind: "error"; retry: () => void }
  /** Not readable by this sign-in: another address, or withdrawn, or taken. */
  | { kind: "unreadable"; email: string }
  | { kind: "invite"; invite: ProductionInvite; now: Date };

export interface JoinInvitationProps {
  state: JoinState;
  vendorName: string;
  /** Joins; resolves once a member (the page then opens the production), rejects with the server's word. */
  onJoin: () => Promise<void>;
  /** Signs out, to sign in again with the address the invitation went to (the link is kept). */
  onSwitchAccount: () => Promise<void>;
  format: WhenFormat;
  LinkComponent?: LinkComponent;
}

export function JoinInvitation({
  state,
  vendorName,
  onJoin,
  onSwitchAccount,
  format,
  LinkComponent = PlainLink,
}: JoinInvitationProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<"join" | "switch" | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const act = async (what: "join" | "switch") => {
    if (busy) return;
    setBusy(what);
    setFailed(null);
    try {
      await (what === "join" ? onJoin() : onSwitchAccount());
    } catch (error) {
      setFailed(messageOf(error, "That did not go through. Try again."));
    } finally {
      setBusy(null);
    }
  };
  const switchButton = (
    <button
      type="button"
      className={buttons.button}
      aria-busy={busy === "switch"}
      aria-disabled={busy !== null || undefined}
      onClick={() => void act("switch")}
    >
      {busy === "switch" ? "Signing out…" : "Sign in with another address"}
    </button>
  );

  let body;
  switch (state.kind) {
    case "checking":
    case "loading":
      body = (
        <p role="status" className={room.muted}>
          {state.kind === "checking" ? "Checking your sign-in…" : "Opening the invitation…"}
        </p>
      );
      break;
    case "signedOut":
      body = (
        <>
          <p>
            A teammate invited you to a production at {vendorName}. Sign in with the address the invitation went to, or
            create an account with it: you come back here to join.
          </p>
          <div className={room.actions}>
            <LinkComponent href={state.loginHref} className={buttons.button}>
              Sign in
            </LinkComponent>
            <LinkComponent href={state.signupHref} className={buttons.button}>
              Create an account
            </LinkComponent>
          </div>
        </>
      );
      break;
    case "unverified":
      body = <VerifyAddressNote email={state.email} onResend={state.onResend} onCheck={state.onCheck} />;
      break;
    case "error":
      body = (
        <LoadError
          message="The invitation did not load. Check your connection and try again."
          onRetry={state.retry}
          retryLabel="Try again"
        />
      );
      break;
    case "unreadable":
      body = (
        <>
          <p>
            This invitation is not open to {state.email}. It went to another address, or it was withdrawn or already
            taken.
          </p>
          <p className={room.muted}>
            Sign in with the address it was sent to, or ask the production's coordinator for a new invitation to{" "}
            {state.email}.
          </p>
          <div className={room.actions}>
            {switchButton}
            {/* Taken already by this very person (a second click in the mail): the server lets them in again. */}
            <button
              type="button"
              className={buttons.button}
              aria-busy={busy === "join"}
              aria-disabled={busy !== null || undefined}
              onClick={() => void act("join")}
            >
              {busy === "join" ? "Trying…" : "Try to join anyway"}
            </button>
          </div>
        </>
      );
      break;
    case "invite": {
      const { invite, now } = state;
      const standing = inviteStanding(invite, now);
      const roles = orderedRoles(invite.roles).map((role) => roleLabels[role].toLowerCase());
      body =
        standing.kind === "expired" ? (
          <p>
            This invitation expired on {formatDay(standing.expiredAt, format)}. Ask {invite.invitedBy.name} for a new
            one.
          </p>
        ) : (
          <>
            <p>
              {invite.invitedBy.name} invites you to join <strong>{invite.productionName}</strong> as{" "}
              {roles.join(" and ")}. The invitation is open until {formatDay(standing.expiresAt, format)}.
            </p>
            <div className={room.actions}>
              <button
                type="button"
                className={buttons.button}
                data-variant="primary"
                aria-busy={busy === "join"}
                aria-disabled={busy !== null || undefined}
                onClick={() => void act("join")}
              >
                {busy === "join" ? "Joining…" : `Join ${invite.productionName}`}
              </button>
            </div>
          </>
        );
      break;
    }
  }

  return (
    <section className={`${room.panel} ${styles.join}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {state.kind === "invite" ? `Join ${state.invite.productionName}` : "Join a production"}
      </h1>
      {body}
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
    </section>
  );
}
