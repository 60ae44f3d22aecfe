// The repair queue: pieces back damaged or missing, oldest first, each unavailable until staff clear it (repaired, or
// found). Clearing asks what was done, in place; the list changes only when the server says so.
import { useId, useState } from "react";
import { type DamagePhoto, type RepairRecord, limits, repairConditionLabel } from "@backlot/domain";
import { type CalendarDate, formatCalendarDate } from "@backlot/domain/calendar-date";
import { formatMoney } from "@backlot/domain/money";
import buttons from "@backlot/ui/button.module.css";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import styles from "./RepairQueue.module.css";

export type RepairQueueState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; repairs: (RepairRecord & { id: string })[]; hasMore: boolean };

export interface RepairQueueProps {
  state: RepairQueueState;
  onClear: (repairId: string, note: string) => Promise<void>;
  onShowMore: () => void;
  /** Opens a photo of the damage (the file store reads it as the member of staff). */
  onOpenPhoto?: (photo: DamagePhoto) => Promise<void>;
  settings: { currency: string; locale: string };
  LinkComponent?: LinkComponent;
}

export function RepairQueue({
  state,
  onClear,
  onShowMore,
  onOpenPhoto,
  settings,
  LinkComponent = PlainLink,
}: RepairQueueProps) {
  return (
    <section className={styles.queue} aria-labelledby="repairs-title" aria-busy={state.status === "loading"}>
      <h1 id="repairs-title" className={styles.title}>
        Repairs
      </h1>
      <p className={styles.intro}>
        Pieces back damaged or missing. Each is unavailable to book until it is cleared: repaired, or found.
      </p>
      {state.status === "loading" && <p role="status">Loading the repair queue…</p>}
      {state.status === "error" && (
        <LoadError
          message="The repair queue did not load. Check the connection, then try again."
          onRetry={state.onRetry}
          retryLabel="Try again"
        />
      )}
      {state.status === "ready" && state.repairs.length === 0 && (
        <p role="status">Nothing in the repair queue: every piece that came back is available.</p>
      )}
      {state.status === "ready" && state.repairs.length > 0 && (
        <ul className={styles.list}>
          {state.repairs.map((repair) => (
            <RepairItem
              key={repair.id}
              repair={repair}
              onClear={onClear}
              onOpenPhoto={onOpenPhoto}
              settings={settings}
              LinkComponent={LinkComponent}
            />
          ))}
        </ul>
      )}
      {state.status === "ready" && state.hasMore && (
        <button type="button" className={buttons.button} onClick={onShowMore}>
          Show more
        </button>
      )}
    </section>
  );
}

function RepairItem({
  repair,
  onClear,
  onOpenPhoto,
  settings,
  LinkComponent,
}: {
  repair: RepairRecord & { id: string };
  onClear: RepairQueueProps["onClear"];
  onOpenPhoto: RepairQueueProps["onOpenPhoto"];
  settings: RepairQueueProps["settings"];
  LinkComponent: LinkComponent;
}) {
  const titleId = useId();
  const [clearing, setClearing] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const charge =
    repair.condition === "damaged" && repair.charge > 0
      ? ` · charged ${formatMoney(repair.charge, settings.currency, settings.locale)}`
      : "";
  const clear = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await onClear(repair.id, note.trim());
    } catch (failure) {
      setFailed(messageOf(failure, `${repair.name} was not cleared; try again`));
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} aria-labelledby={titleId} data-condition={repair.condition}>
      <h2 id={titleId} className={styles.name}>
        {repairConditionLabel(repair.condition)}: {repair.pieces} × {repair.name}{" "}
        <span className={styles.muted}>{repair.propId}</span>
      </h2>
      <p className={styles.facts}>
        {repair.note || "No note"}
        {charge}
      </p>
      {(repair.photos ?? []).length > 0 && <PhotoButtons photos={repair.photos ?? []} onOpen={onOpenPhoto} />}
      <p className={styles.muted}>
        Back on {formatCalendarDate(repair.on as CalendarDate, settings.locale, "medium")} from{" "}
        <LinkComponent href={`/orders/${repair.orderId}`}>order {repair.reference}</LinkComponent>, reported by{" "}
        {repair.reportedByName}
      </p>
      {!clearing ? (
        <button type="button" className={buttons.button} aria-describedby={titleId} onClick={() => setClearing(true)}>
          Clear it…
        </button>
      ) : (
        <form
          className={styles.clear}
          aria-label={`Clear ${repair.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void clear();
          }}
        >
          <TextField
            label={repair.condition === "damaged" ? "What was done (optional)" : "Where it was found (optional)"}
            name="note"
            value={note}
            onChange={setNote}
            maxLength={limits.dock.returnNote}
          />
          {failed && <FormAlert>{failed}</FormAlert>}
          <div className={styles.actions}>
            <SubmitButton busy={busy} busyLabel="Clearing…">
              {repair.condition === "damaged" ? "Repaired: available again" : "Found: available again"}
            </SubmitButton>
            <button type="button" className={buttons.button} onClick={() => setClearing(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** A button per photo of the damage: it opens the photo, or says why it could not. */
function PhotoButtons({ photos, onOpen }: { photos: readonly DamagePhoto[]; onOpen: RepairQueueProps["onOpenPhoto"] }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={styles.actions}>
      {photos.map((photo, index) => (
        <button
          key={photo.path}
          type="button"
          className={buttons.button}
          disabled={!onOpen}
          onClick={() => {
            setFailed(null);
            onOpen?.(photo).catch((error: unknown) => setFailed(messageOf(error, `${photo.name} did not open`)));
          }}
        >
          Photo {index + 1}: {photo.name}
        </button>
      ))}
      {failed && <FormAlert>{failed}</FormAlert>}
    </div>
  );
}
