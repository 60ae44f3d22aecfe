// What a customer chooses from when saving a prop to set lists, wherever it opens (the prop page's popover,
// the grid's dialog): how many when the vendor has more than one, their lists as checkboxes (checked where
// the prop already is) that add or remove it, and a form making a new list that holds it. It keeps its own
// state, so whoever shows it keeps it mounted to keep a half-typed name.
import { useEffect, useRef, useState } from "react";
import { FormAlert, SubmitButton, TextField, messageOf, useForm } from "../internal/form/index.js";
import { LoadError } from "../LoadError/index.js";
import { QuantityStepper, settleQuantity } from "../internal/QuantityStepper.js";
import hidden from "../internal/visually-hidden.module.css";
import {
  type SetListNameMessages,
  checkSetListName,
  defaultSetListNameMessages,
  setListNameMaxLength,
} from "./set-list-name.js";
import styles from "./SetListPicker.module.css";

export interface SetListOption {
  id: string;
  name: string;
  itemCount: number;
  /** The prop is already in this set list. */
  containsProp: boolean;
}

/** The user's set lists: loading, failed, or ready. */
export type SetListPickerState =
  | { status: "loading" }
  | { status: "error"; onRetry?: () => void }
  | { status: "ready"; lists: readonly SetListOption[] };

export interface SetListPickerLabels extends SetListNameMessages {
  button: string;
  title: (propName: string) => string;
  itemCount: (count: number) => string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  newList: string;
  name: string;
  nameHint: (max: number) => string;
  create: string;
  creating: string;
  cancel: string;
  createFailed: string;
  created: (listName: string) => string;
  added: (listName: string) => string;
  removed: (listName: string) => string;
  toggleFailed: (propName: string, listName: string, adding: boolean) => string;
  /** The stepper's, when more than one can be added. */
  quantity: string;
  quantityOf: (propName: string) => string;
  decrease: string;
  increase: string;
}

export const defaultSetListPickerLabels: SetListPickerLabels = {
  ...defaultSetListNameMessages,
  button: "Add to set list",
  title: (propName) => `Save ${propName} to a set list`,
  itemCount: (count) => (count === 1 ? "1 prop" : `${count.toLocaleString()} props`),
  loading: "Loading your set lists…",
  empty: "No set lists yet",
  error: "Your set lists could not be loaded.",
  retry: "Try again",
  quantity: "How many",
  quantityOf: (propName) => `How many ${propName} to add`,
  decrease: "One fewer",
  increase: "One more",
  newList: "New set list",
  name: "Set list name",
  nameHint: (max) => `Up to ${max.toString()} characters, like “Diner, scene 12”.`,
  create: "Create",
  creating: "Creating…",
  cancel: "Cancel",
  createFailed: "The set list could not be created. Check your connection and try again.",
  created: (listName) => `Created ${listName}`,
  added: (listName) => `Added to ${listName}`,
  removed: (listName) => `Removed from ${listName}`,
  toggleFailed: (propName, listName, adding) =>
    `${propName} could not be ${adding ? "added to" : "removed from"} ${listName}. Try again.`,
};

/** What the customer does with their choices: the app stores them. */
export interface SetListChoiceHandlers {
  propName: string;
  state: SetListPickerState;
  /**
   * How many the vendor has: above 1, the panel asks how many to add (1 by default). A list that already holds the
   * prop keeps its quantity; the set list's page changes it.
   */
  maxQuantity?: number;
  /** Adds `quantity` (include true) or removes the prop; resolve once stored, throw on failure. */
  onToggle: (listId: string, include: boolean, quantity: number) => Promise<void>;
  /** Creates a set list with this name holding `quantity` of the prop; resolve once stored, throw on failure. */
  onCreate: (name: string, quantity: number) => Promise<void>;
}

export interface SetListPanelProps extends SetListChoiceHandlers {
  /** Prefix of the panel's element ids (unique on the page). */
  id: string;
  labels: SetListPickerLabels;
  /** Each time it turns true the last message and error are cleared, as for a fresh opening. */
  shown: boolean;
  /** Told whether a new list's name is typed and not yet created, so closing can ask first. */
  onDraftChange?: (hasDraft: boolean) => void;
}

export function SetListPanel({
  id,
  propName,
  state,
  maxQuantity = 1,
  onToggle,
  onCreate,
  labels,
  shown,
  onDraftChange,
}: SetListPanelProps) {
  const newListRef = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  // The value each list is being switched to, while its save is pending.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusNewList = useRef(false);
  // How many to add: the typed text, and the number it settled on.
  const [quantityText, setQuantityText] = useState("1");
  const quantity = settleQuantity(Number(quantityText), maxQuantity, 1);

  const form = useForm({
    initial: { name: "" },
    validate: ({ name }) => ({ name: checkSetListName(name, labels) }),
    onSubmit: async ({ name }) => {
      await onCreate(name.trim(), quantity);
      setAnnouncement(labels.created(name.trim()));
      form.reset();
      focusNewList.current = true;
      setCreating(false);
    },
  });
  const createFailure = form.status.kind === "failed" ? form.status.error : undefined;
  const hasDraft = creating && form.values.name.trim() !== "";

  useEffect(() => {
    if (!shown) return;
    setToggleError(null);
    setAnnouncement("");
  }, [shown]);

  useEffect(() => onDraftChange?.(hasDraft), [hasDraft, onDraftChange]);

  useEffect(() => {
    if (creating || !focusNewList.current) return;
    focusNewList.current = false;
    newListRef.current?.focus();
  }, [creating]);

  const toggle = async (list: SetListOption) => {
    if (pending.has(list.id)) return;
    const include = !list.containsProp;
    setPending((current) => new Map(current).set(list.id, include));
    setToggleError(null);
    setAnnouncement("");
    try {
      await onToggle(list.id, include, quantity);
      setAnnouncement(include ? labels.added(list.name) : labels.removed(list.name));
    } catch {
      setToggleError(labels.toggleFailed(propName, list.name, include));
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(list.id);
        return next;
      });
    }
  };

  const startCreating = () => {
    form.reset({ name: form.values.name });
    setCreating(true);
  };

  return (
    <>
      {maxQuantity > 1 && (
        <QuantityStepper
          id={`${id}-quantity`}
          text={quantityText}
          onText={setQuantityText}
          onSettle={(wanted) => setQuantityText(String(settleQuantity(wanted, maxQuantity, 1)))}
          max={maxQuantity}
          labels={{
            quantity: labels.quantity,
            quantityOf: labels.quantityOf(propName),
            decrease: labels.decrease,
            increase: labels.increase,
          }}
        />
      )}
      {state.status === "loading" && (
        <p className={styles.message} role="status" aria-busy="true">
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError
          className={styles.message}
          message={labels.error}
          onRetry={state.onRetry}
          retryLabel={labels.retry}
        />
      )}
      {state.status === "ready" && state.lists.length === 0 && <p className={styles.message}>{labels.empty}</p>}
      {state.status === "ready" && state.lists.length > 0 && (
        <ul className={styles.lists}>
          {state.lists.map((list) => {
            const saving = pending.has(list.id);
            return (
              <li key={list.id}>
                <label className={styles.list} data-saving={saving}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={pending.get(list.id) ?? list.containsProp}
                    aria-describedby={`${id}-${list.id}`}
                    aria-disabled={saving || undefined}
                    aria-busy={saving || undefined}
                    onChange={() => void toggle(list)}
                  />
                  <span className={styles.name}>{list.name}</span>
                  {/* The count describes the box rather than naming it: "Diner, scene 12", then "14 props". */}
                  <span id={`${id}-${list.id}`} className={styles.count} aria-hidden="true">
                    {labels.itemCount(list.itemCount)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {toggleError && <FormAlert>{toggleError}</FormAlert>}
      {creating ? (
        <form className={styles.create} {...form.formProps}>
          <TextField
            label={labels.name}
            hint={labels.nameHint(setListNameMaxLength)}
            required
            autoComplete="off"
            {...form.field("name")}
          />
          {createFailure !== undefined && <FormAlert>{messageOf(createFailure, labels.createFailed)}</FormAlert>}
          <div className={styles.actions}>
            <SubmitButton busy={form.busy} busyLabel={labels.creating}>
              {labels.create}
            </SubmitButton>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                focusNewList.current = true;
                setCreating(false);
              }}
            >
              {labels.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button ref={newListRef} type="button" className={styles.newList} onClick={startCreating}>
          <span aria-hidden="true">+ </span>
          {labels.newList}
        </button>
      )}
      <p className={hidden.hidden} role="status">
        {announcement}
      </p>
    </>
  );
}
