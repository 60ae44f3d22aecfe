// Editing one set list: its name and notes (each saved on its own), its props (quantity and
// remove, saved line by line; a line is a prop in its variant, if it has one), the total weekly
// rate, and the way on to a quote. Every save is async and reports its own failure where it
// happened, keeping what the user typed.
import { type LineIdentity, lineKey } from "@backlot/domain";
import { formatMoney } from "@backlot/domain/money";
import type { TenantSettings } from "@backlot/tenant-config";
import { useId, useRef } from "react";
import { FormAlert, SubmitButton, TextField, messageOf, useForm } from "../internal/form/index.js";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { limits } from "@backlot/domain/limits";
import { checkSetListName, setListNameMaxLength } from "../SetListPicker/set-list-name.js";
import { type SetListEditorLabels, defaultSetListEditorLabels } from "./labels.js";
import { type SetListLine, SetListLineItem } from "./SetListLineItem.js";
import styles from "./SetListEditor.module.css";

export interface EditableSetList {
  id: string;
  name: string;
  notes: string;
  lines: readonly SetListLine[];
}

export interface SetListEditorProps {
  /** Render with key={setList.id}: the name and notes fields start from the list they were opened with. */
  setList: EditableSetList;
  settings: Pick<TenantSettings, "currency" | "locale">;
  /** Each resolves once stored and throws on failure. */
  onRename: (name: string) => Promise<void>;
  onSaveNotes: (notes: string) => Promise<void>;
  /** The longest notes the field takes (the data's limit for what the notes are stored as). */
  notesMaxLength?: number;
  /** A line is named by its prop and variant (a list may hold a prop once in each variant). */
  onChangeQuantity: (line: LineIdentity, quantity: number) => Promise<void>;
  onRemove: (line: LineIdentity) => Promise<void>;
  /** Goes on to the quote request with this set list's props. */
  onRequestQuote: () => void;
  /** Where the empty state's "Browse props" goes. */
  browseHref: string;
  LinkComponent?: LinkComponent;
  labels?: Partial<SetListEditorLabels>;
}

export function SetListEditor({
  setList,
  settings,
  onRename,
  onSaveNotes,
  notesMaxLength = limits.quote.notes,
  onChangeQuantity,
  onRemove,
  onRequestQuote,
  browseHref,
  LinkComponent = PlainLink,
  labels: given = {},
}: SetListEditorProps) {
  const labels = { ...defaultSetListEditorLabels, ...given };
  const propsHeadingId = useId();
  const propsHeading = useRef<HTMLHeadingElement>(null);
  const money = (minorUnits: number) => formatMoney(minorUnits, settings.currency, settings.locale);

  const nameForm = useForm({
    initial: { name: setList.name },
    validate: ({ name }) => ({ name: checkSetListName(name, labels) }),
    onSubmit: async ({ name }) => {
      if (name.trim() !== setList.name) await onRename(name.trim());
    },
  });
  const notesForm = useForm({ initial: { notes: setList.notes }, onSubmit: ({ notes }) => onSaveNotes(notes) });
  const nameFailure = nameForm.status.kind === "failed" ? nameForm.status.error : undefined;
  const notesFailure = notesForm.status.kind === "failed" ? notesForm.status.error : undefined;

  const total = setList.lines.reduce((sum, line) => sum + line.weeklyRate * line.quantity, 0);

  return (
    <div className={styles.editor}>
      <div className={styles.details}>
        <form className={styles.form} {...nameForm.formProps}>
          <TextField
            label={labels.name}
            hint={labels.nameHint(setListNameMaxLength)}
            required
            autoComplete="off"
            {...nameForm.field("name")}
          />
          {nameFailure !== undefined && <FormAlert>{messageOf(nameFailure, labels.renameFailed)}</FormAlert>}
          {nameForm.status.kind === "succeeded" && <FormAlert tone="success">{labels.renamed}</FormAlert>}
          <div className={styles.actions}>
            <SubmitButton busy={nameForm.busy} busyLabel={labels.renaming}>
              {labels.rename}
            </SubmitButton>
          </div>
        </form>
        <form className={styles.form} {...notesForm.formProps}>
          <TextField
            label={labels.notes}
            hint={labels.notesHint}
            multiline
            rows={4}
            maxLength={notesMaxLength}
            {...notesForm.field("notes")}
          />
          {notesFailure !== undefined && <FormAlert>{messageOf(notesFailure, labels.notesFailed)}</FormAlert>}
          {notesForm.status.kind === "succeeded" && <FormAlert tone="success">{labels.notesSaved}</FormAlert>}
          <div className={styles.actions}>
            <SubmitButton busy={notesForm.busy} busyLabel={labels.savingNotes}>
              {labels.saveNotes}
            </SubmitButton>
          </div>
        </form>
      </div>
      <section className={styles.props} aria-labelledby={propsHeadingId}>
        {/* Focus lands here after a removal, as the removed line's button is gone. */}
        <h2 id={propsHeadingId} ref={propsHeading} className={styles.heading} tabIndex={-1}>
          {labels.props(setList.lines.length)}
        </h2>
        {setList.lines.length === 0 ? (
          <div className={styles.empty}>
            <p>{labels.empty}</p>
            <LinkComponent href={browseHref} className={styles.button}>
              {labels.browse}
            </LinkComponent>
          </div>
        ) : (
          <>
            <ul className={styles.lines}>
              {setList.lines.map((line) => (
                <SetListLineItem
                  key={lineKey(line)}
                  line={line}
                  listName={setList.name}
                  labels={labels}
                  money={money}
                  onChangeQuantity={onChangeQuantity}
                  onRemove={onRemove}
                  onRemoved={() => propsHeading.current?.focus()}
                  LinkComponent={LinkComponent}
                />
              ))}
            </ul>
            <div className={styles.summary}>
              <p className={styles.total}>
                <span>{labels.total}</span> <strong>{labels.perWeek(money(total))}</strong>
              </p>
              <p className={styles.muted}>{labels.totalNote}</p>
              <button type="button" className={styles.button} data-variant="primary" onClick={onRequestQuote}>
                {labels.requestQuote}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/** The editor's shape while the set list loads. */
export function SetListEditorSkeleton({ label = defaultSetListEditorLabels.loading }: { label?: string }) {
  return (
    <div className={`${styles.editor} ${styles.skeleton}`} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.bar} data-width="short" />
      <div className={styles.bar} data-height="tall" />
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.bar} data-height="line" />
      ))}
    </div>
  );
}
