// The rental agreement for one order, and its signing: the text (rendered Markdown, scrolling in its box), a typed
// name, an optional drawn signature, "Clear" and "Sign"; once signed, who signed and when, and the signed PDF. Given
// everything it shows (SignAgreement wires it to the services), so a test or a story renders it alone.
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { micromark } from "micromark";
import {
  type AgreementSignature,
  type RentalAgreement,
  ValidationError,
  checkAgreementSigning,
  limits,
  orderReference,
  shortVersion,
} from "@backlot/domain";
import { SignaturePad, type SignaturePadHandle } from "@backlot/ui/SignaturePad";
import styles from "./SignAgreement.module.css";

export type AgreementState =
  | { status: "loading" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "ready"; agreement: RentalAgreement | null; signatures: readonly AgreementSignature[] };

export interface AgreementSignerProps {
  orderId: string;
  state: AgreementState;
  locale: string;
  /** The prop house's time zone: signatures are dated in it. */
  timeZone: string;
  /** The name the form starts with (the account's), which the signer may change. */
  defaultName?: string;
  onSign: (signing: { version: string; name: string; signature: string | null }) => Promise<void>;
  onDownload: (signature: AgreementSignature) => Promise<void>;
}

type Sending =
  { status: "editing" } | { status: "signing" } | { status: "sent" } | { status: "failed"; message: string };
type Download = { status: "idle" } | { status: "preparing" } | { status: "failed"; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each of checkAgreementSigning's fields is called on screen. */
const fieldNames: Record<string, string> = {
  name: "Your name",
  signature: "The drawn signature",
  orderId: "The order's id",
  version: "The agreement's version",
};

export function AgreementSigner({
  orderId,
  state,
  locale,
  timeZone,
  defaultName = "",
  onSign,
  onDownload,
}: AgreementSignerProps) {
  const ids = useId();
  const [sending, setSending] = useState<Sending>({ status: "editing" });
  const [download, setDownload] = useState<Download>({ status: "idle" });
  const [drawn, setDrawn] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const agreement = state.status === "ready" ? state.agreement : null;
  // micromark escapes raw HTML and drops dangerous link protocols, as the content pages' build does.
  const html = useMemo(() => (agreement ? micromark(agreement.text) : ""), [agreement?.text]);
  const when = (date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(date));

  if (state.status === "loading") return <p role="status">Loading the rental agreement…</p>;
  if (state.status === "error")
    return (
      <div className={styles.alert} role="alert">
        <p>The rental agreement could not be loaded ({state.message}).</p>
        <button type="button" className={styles.button} onClick={state.onRetry}>
          Try again
        </button>
      </div>
    );
  if (!agreement)
    return <p className={styles.muted}>The prop house has not published its rental agreement yet: nothing to sign.</p>;

  const signed = state.signatures.find((signature) => signature.version === agreement.version);
  const olderSigned = !signed && state.signatures.length > 0;

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreement) return;
    const name = new FormData(event.currentTarget).get("name");
    try {
      // The server's own check first, so a name left empty or a drawing too large is said before anything is sent.
      const signing = checkAgreementSigning({ orderId, version: agreement.version, name, signature: drawnImage() });
      setSending({ status: "signing" });
      await onSign({ version: signing.version, name: signing.name, signature: signing.signature });
      setSending({ status: "sent" });
    } catch (error) {
      const message =
        error instanceof ValidationError
          ? Object.entries(error.fieldErrors)
              .map(([field, problem]) => `${fieldNames[field] ?? field} ${problem}`)
              .join(". ")
          : messageOf(error);
      setSending({ status: "failed", message });
    }
  }
  const drawnImage = () => pad.current?.dataUrl() ?? null;

  async function downloadPdf(signature: AgreementSignature) {
    setDownload({ status: "preparing" });
    try {
      await onDownload(signature);
      setDownload({ status: "idle" });
    } catch (error) {
      setDownload({ status: "failed", message: messageOf(error) });
    }
  }

  return (
    // The order's checklist links here ("Read and sign it below").
    <section id="rental-agreement" className={styles.agreement} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.title}>
        {agreement.title}
      </h2>
      <p className={styles.muted}>
        Version {shortVersion(agreement.version)}, published {when(new Date(agreement.changedAt))}
      </p>
      <div
        className={styles.text}
        role="region"
        aria-label={`${agreement.title}: the text`}
        // Focusable, so a keyboard can scroll it.
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {signed ? (
        <>
          <p className={styles.signed} role="status">
            Signed by {signed.name} on {when(signed.signedAt)}
            {signed.actedBy ? ` (by ${signed.actedBy.staffName} of the prop house, for you)` : ""}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              aria-busy={download.status === "preparing"}
              disabled={download.status === "preparing"}
              onClick={() => void downloadPdf(signed)}
            >
              {download.status === "preparing" ? "Preparing the PDF…" : "Download the signed PDF"}
            </button>
          </div>
          {download.status === "failed" && (
            <p className={styles.alert} role="alert">
              The PDF could not be made ({download.message}). Try again.
            </p>
          )}
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void sign(event)} aria-label="Sign the rental agreement">
          {olderSigned && (
            <p className={styles.alert} role="status">
              You signed an older version of this agreement. The prop house has changed it since: read it again and sign
              the current one.
            </p>
          )}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-name`}>
              Your full name
            </label>
            <input
              id={`${ids}-name`}
              name="name"
              className={styles.input}
              required
              autoComplete="name"
              maxLength={limits.agreement.signerName}
              defaultValue={defaultName}
            />
          </div>
          <p id={`${ids}-pad-help`} className={styles.muted}>
            Draw your signature below if you can. Drawing is optional: the name you type is your signature, so you can
            sign with a keyboard alone.
          </p>
          <SignaturePad
            ref={pad}
            label="Signature pad: draw your signature with a mouse, finger or pen (optional)"
            unavailable="The drawing pad could not load here; your typed name signs on its own."
            describedBy={`${ids}-pad-help`}
            onDrawn={setDrawn}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!drawn} onClick={() => pad.current?.clear()}>
              Clear
            </button>
          </div>
          <label className={styles.consent}>
            <input type="checkbox" name="consent" required />
            <span>
              I have read this agreement and sign it for order {orderReference(orderId)}, with the same effect as
              signing on paper.
            </span>
          </label>
          <div className={styles.actions}>
            <button
              type="submit"
              className={styles.button}
              data-variant="primary"
              aria-busy={sending.status === "signing"}
              disabled={sending.status === "signing" || sending.status === "sent"}
            >
              {sending.status === "signing" ? "Signing…" : "Sign"}
            </button>
          </div>
          {sending.status === "sent" && <p role="status">Signed. The signature shows here in a moment.</p>}
          {sending.status === "failed" && (
            <p className={styles.alert} role="alert">
              Not signed: {sending.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
