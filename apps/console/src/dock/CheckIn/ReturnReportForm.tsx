// Reporting some of a line's pieces by hand at check-in: damaged (what is wrong, and what the customer is charged for
// it) or missing (where it was last seen). The pieces start at one and go up to those still out. Nothing typed is lost
// on a refusal: the form keeps it and says why.
import { useId, useRef, useState } from "react";
import { type ReturnCondition, limits } from "@backlot/domain";
import { formatMoney, parseMoney } from "@backlot/domain/money";
import buttons from "@backlot/ui/button.module.css";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import form from "@backlot/ui/form.module.css";
import styles from "./CheckIn.module.css";

/** "2 photos: seat.jpg, leg.jpg", or what may be picked. */
const picked = (photos: readonly File[]) =>
  photos.length > 0
    ? `${photos.length} ${photos.length === 1 ? "photo" : "photos"}: ${photos.map((photo) => photo.name).join(", ")}`
    : `Up to ${limits.dock.photos} JPEG or PNG photos, for the repair queue`;

/** What is wrong with the photos picked, or null: too many, not a JPEG or PNG, or too large. */
function photosProblem(photos: readonly File[]): string | null {
  if (photos.length > limits.dock.photos) return `Pick at most ${limits.dock.photos} photos`;
  const odd = photos.find((photo) => !(limits.dock.photoTypes as readonly string[]).includes(photo.type));
  if (odd) return `${odd.name} is not a JPEG or PNG photo: pick another`;
  const big = photos.find((photo) => photo.size > limits.dock.photoSize);
  if (big) return `${big.name} is over ${limits.dock.photoSize / 1024 / 1024} MB: take it again at a smaller size`;
  return null;
}

export interface ReturnReport {
  condition: Exclude<ReturnCondition, "fine">;
  pieces: number;
  note: string;
  /** Minor units; 0 for a missing piece (charged at its replacement value on the invoice). */
  charge: number;
  /** Photos of the damage the tablet took or picked: JPEG or PNG, sent to the file store with the report. */
  photos: File[];
}

export interface ReturnReportFormProps {
  name: string;
  condition: ReturnReport["condition"];
  /** Pieces of the line still out: the most one report takes. */
  stillOut: number;
  currency: string;
  locale: string;
  onReport: (report: ReturnReport) => Promise<void>;
  onCancel: () => void;
}

interface Problems {
  photos?: string;
  pieces?: string;
  note?: string;
  charge?: string;
}

export function ReturnReportForm({
  name,
  condition,
  stillOut,
  currency,
  locale,
  onReport,
  onCancel,
}: ReturnReportFormProps) {
  const titleId = useId();
  const [pieces, setPieces] = useState("1");
  const [note, setNote] = useState("");
  const [charge, setCharge] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const photosId = useId();
  const [problems, setProblems] = useState<Problems>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const piecesRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const noteRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const chargeRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const damaged = condition === "damaged";

  const submit = async () => {
    if (busy) return;
    const count = Number(pieces);
    const cents = damaged ? (charge.trim() === "" ? 0 : parseMoney(charge, currency)) : 0;
    const found: Problems = {};
    if (!Number.isInteger(count) || count < 1 || count > stillOut)
      found.pieces = stillOut === 1 ? "Only 1 is still out: enter 1" : `Enter a whole number from 1 to ${stillOut}`;
    if (damaged && !note.trim()) found.note = "Say what is wrong with it, for the repair queue and the invoice";
    if (cents === null || cents < 0 || cents > limits.dock.damageCharge)
      found.charge = `Enter an amount from ${formatMoney(0, currency, locale)} to ${formatMoney(
        limits.dock.damageCharge,
        currency,
        locale,
      )}, or leave it empty to charge nothing`;
    const photoProblem = photosProblem(photos);
    if (photoProblem) found.photos = photoProblem;
    setProblems(found);
    const first = found.pieces ? piecesRef : found.note ? noteRef : found.charge ? chargeRef : null;
    if (found.photos && !first) return;
    if (first || cents === null) {
      first?.current?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await onReport({ condition, pieces: count, note: note.trim(), charge: cents, photos });
    } catch (failure) {
      setFailed(messageOf(failure, `${name} was not reported; try again`));
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.report}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.reportTitle}>
        {damaged ? `Report ${name} damaged` : `Report ${name} missing`}
      </h3>
      <div className={styles.fields}>
        <TextField
          label="Pieces"
          name="pieces"
          ref={piecesRef}
          value={pieces}
          onChange={setPieces}
          inputMode="numeric"
          autoComplete="off"
          hint={`${stillOut} still out`}
          error={problems.pieces}
          required
        />
        <TextField
          label={damaged ? "What is wrong" : "Where it was last seen (optional)"}
          name="note"
          ref={noteRef}
          value={note}
          onChange={setNote}
          multiline
          rows={2}
          error={problems.note}
          required={damaged}
          maxLength={limits.dock.returnNote}
        />
        {damaged && (
          <TextField
            label={`Charge for the damage (${currency})`}
            name="charge"
            ref={chargeRef}
            value={charge}
            onChange={setCharge}
            inputMode="decimal"
            autoComplete="off"
            hint="On the final invoice; leave it empty if the repair is not charged"
            error={problems.charge}
          />
        )}
      </div>
      {damaged && (
        <div className={form.field}>
          <label htmlFor={photosId} className={form.label}>
            Photos of the damage (optional)
          </label>
          <input
            id={photosId}
            type="file"
            accept={limits.dock.photoTypes.join(",")}
            // On the tablet, the camera opens at once.
            capture="environment"
            multiple
            aria-describedby={`${photosId}-said`}
            onChange={(event) => setPhotos([...(event.target.files ?? [])])}
          />
          <p id={`${photosId}-said`} className={problems.photos ? form.error : form.hint}>
            {problems.photos ?? picked(photos)}
          </p>
        </div>
      )}
      {failed && <FormAlert>{failed}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel="Reporting…">
          {damaged ? "Report the damage" : "Report it missing"}
        </SubmitButton>
        <button type="button" className={buttons.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
