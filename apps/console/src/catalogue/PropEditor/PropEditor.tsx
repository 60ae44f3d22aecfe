// Staff's editor for one catalogue prop: its name, description, weekly rate, stock (at each dock, for
// a prop house with more than one), colours and custom fields (from the tenant's own lists), and
// whether customers see it. It sends only what
// changed, after the same check the server makes (propChangeProblems), so every problem shows by
// its field before anything is sent; what staff typed stays until it is saved or discarded. What
// the save did beyond the record (the search engine's copy) comes back as a message to show.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type PropChanges, limits, propChangeProblems } from "@backlot/domain";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import { type ImageSource, Picture } from "@backlot/ui/Picture";
import buttons from "@backlot/ui/button.module.css";
import { Choices } from "./Choices.js";
import { type Draft, type EditableProp, changesOf, draftOf } from "./prop-draft.js";
import { type PropEditorLabels, defaultPropEditorLabels } from "./prop-editor-labels.js";
import styles from "./PropEditor.module.css";

export interface PropEditorOptions {
  colors: readonly string[];
  customFields: readonly { id: string; label: string; values: readonly string[] }[];
  /** A prop house with more than one dock: its docks, home first (a split prop's stock is edited at each). */
  locations?: readonly { id: string; displayName: string }[];
}

export interface PropEditorProps {
  prop: EditableProp;
  options: PropEditorOptions;
  /** Saves the changes; resolve with anything to say beyond "Saved." (the search engine's copy), throw to fail. */
  onSave: (changes: PropChanges) => Promise<string | undefined>;
  settings: { locale: string; currency: string };
  /** The photo's address (catalogue photos live on the storefront). */
  imageUrl?: string | null;
  /** The photo at several widths ("https://…-320.jpg 320w, …"): addresses on the storefront, as imageUrl's. */
  imageSrcSet?: string;
  /** The photo in better formats, best first ({ type: "image/avif", srcSet: "…" }), on the storefront too. */
  imageSources?: readonly ImageSource[];
  labels?: Partial<PropEditorLabels>;
}

/** The photo's widest in PropEditor.module.css. */
const photoSizes = "16rem";

export function PropEditor({
  prop,
  options,
  onSave,
  settings,
  imageUrl,
  imageSrcSet,
  imageSources,
  labels: given = {},
}: PropEditorProps) {
  const labels = { ...defaultPropEditorLabels, ...given };
  const { currency } = settings;
  const locations = options.locations ?? [];
  const docks = locations.length > 1 ? locations.map((location) => location.id) : [];
  // The prop the draft was started from: changes are what staff changed from it.
  const [base, setBase] = useState(prop);
  const [draft, setDraft] = useState(() => draftOf(prop, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The record changed elsewhere (another staff member, a push, this editor's own save): the fields
  // staff have not touched take the new values, the ones they did keep theirs, so a save never
  // sends back an old value over someone else's change.
  if (JSON.stringify(prop) !== JSON.stringify(base)) {
    const before = draftOf(base, currency);
    const after = draftOf(prop, currency);
    const fields = Object.keys(after) as (keyof Draft)[];
    const touched = fields.filter((field) => JSON.stringify(draft[field]) !== JSON.stringify(before[field]));
    setBase(prop);
    setDraft({ ...after, ...Object.fromEntries(touched.map((field) => [field, draft[field]])) });
  }
  const { changes, problems: unreadable } = changesOf(draft, base, currency, labels);
  const dirty = Object.keys(changes).length > 0 || unreadable.length > 0;
  useEffect(() => {
    if (outcome) alertRef.current?.focus();
  }, [outcome]);

  const update = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = Object.keys(changes).length ? propChangeProblems(changes, { ...options, locationIds: docks }) : [];
    const problems = [...unreadable, ...checked];
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length) return setOutcome({ tone: "error", text: labels.fixFields });
    if (!Object.keys(changes).length) return setOutcome({ tone: "success", text: labels.nothingChanged });
    setBusy(true);
    setOutcome(null);
    try {
      const said = await onSave(changes);
      setOutcome({ tone: "success", text: [labels.saved, said].filter(Boolean).join(" ") });
    } catch (failure) {
      setOutcome({ tone: "error", text: messageOf(failure, labels.failed) });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) => errors[field];
  return (
    <form className={styles.editor} noValidate onSubmit={(event) => void submit(event)}>
      {imageUrl && prop.image && (
        <Picture
          className={styles.photo}
          image={{ ...prop.image, url: imageUrl, srcSet: imageSrcSet, sources: imageSources }}
          alt=""
          sizes={photoSizes}
        />
      )}
      <TextField
        label={labels.name}
        name="name"
        value={draft.name}
        onChange={(name) => update({ name })}
        error={fieldError("name")}
        required
        maxLength={limits.prop.name}
      />
      <TextField
        label={labels.description}
        name="description"
        value={draft.description}
        onChange={(description) => update({ description })}
        error={fieldError("description")}
        multiline
        rows={5}
        maxLength={limits.prop.description}
      />
      <div className={styles.numbers}>
        <TextField
          label={labels.weeklyRate(currency)}
          name="weeklyRate"
          value={draft.rate}
          onChange={(rate) => update({ rate })}
          error={fieldError("weeklyRate")}
          hint={labels.weeklyRateHint}
          inputMode="decimal"
        />
        {!base.stockByLocation && (
          <TextField
            label={labels.quantity}
            name="quantity"
            value={draft.quantity}
            onChange={(quantity) => update({ quantity })}
            error={fieldError("quantity")}
            inputMode="numeric"
          />
        )}
      </div>
      {base.stockByLocation && (
        <fieldset className={styles.choices} aria-describedby="stock-total">
          <legend className={styles.legend}>{labels.stockAtDocks}</legend>
          <div className={styles.numbers}>
            {locations.map((location) => (
              <TextField
                key={location.id}
                label={location.displayName}
                name={`stock-${location.id}`}
                value={draft.stock[location.id] ?? "0"}
                onChange={(count) => update({ stock: { ...draft.stock, [location.id]: count } })}
                error={fieldError(`stockByLocation.${location.id}`)}
                inputMode="numeric"
              />
            ))}
          </div>
          <p id="stock-total" className={styles.hint}>
            {labels.stockTotal(
              Object.values(draft.stock).reduce((sum, text) => sum + (/^\d+$/.test(text.trim()) ? Number(text) : 0), 0),
            )}
          </p>
          {fieldError("stockByLocation") && <p className={styles.error}>{fieldError("stockByLocation")}</p>}
        </fieldset>
      )}
      <Choices
        legend={labels.colors}
        values={options.colors}
        chosen={draft.colors}
        error={fieldError("colors")}
        onChange={(colors) => update({ colors })}
      />
      {options.customFields.map((field) => (
        <Choices
          key={field.id}
          legend={field.label}
          values={field.values}
          chosen={draft.custom[field.id] ?? []}
          error={fieldError(`custom.${field.id}`)}
          onChange={(values) => update({ custom: { ...draft.custom, [field.id]: values } })}
        />
      ))}
      <label className={styles.listed}>
        <input type="checkbox" checked={draft.listed} onChange={(event) => update({ listed: event.target.checked })} />
        <span>
          {labels.listed}
          <span className={styles.hint}>{labels.listedHint}</span>
        </span>
      </label>
      {outcome && (
        <FormAlert ref={alertRef} tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={labels.saving}>
          {labels.save}
        </SubmitButton>
        {dirty && (
          <button
            type="button"
            className={buttons.button}
            disabled={busy}
            onClick={() => {
              setDraft(draftOf(base, currency));
              setErrors({});
              setOutcome(null);
            }}
          >
            {labels.discard}
          </button>
        )}
      </div>
    </form>
  );
}
