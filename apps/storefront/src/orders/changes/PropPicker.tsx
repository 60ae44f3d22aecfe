// How a customer finds props to add to their order (decision 0048): by the item number on a prop's page or label, or
// from their favourites (loaded when they open the list, so the order page does not load the catalogue for nothing).
// A prop in variants is added in the one they choose beside it; one without goes straight on the list.
import { type Prop, lineName } from "@backlot/domain";
import type { PickedProp } from "@backlot/ui/AddPropsForm";
import { FormAlert } from "@backlot/ui/FormAlert";
import { LoadError } from "@backlot/ui/LoadError";
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import { type FormEvent, useId, useRef, useState } from "react";
import styles from "./OrderChanges.module.css";

export interface PropPickerProps {
  add: (prop: PickedProp) => void;
  favoriteIds: readonly string[];
  /** The catalogue's props by id (an id no longer in it is left out). */
  loadProps: (ids: readonly string[]) => Promise<Map<string, Prop>>;
}

/** A prop as the list names it, in a variant. */
const picked = (prop: Prop, variantId: string | undefined): PickedProp => {
  const variant = prop.variants?.find((each) => each.id === variantId);
  return { propId: prop.id, variantId: variant?.id, name: lineName(prop.name, variant?.name) };
};

type Lookup =
  | { kind: "idle" }
  | { kind: "looking" }
  | { kind: "found"; prop: Prop }
  | { kind: "missing"; itemNumber: string }
  | { kind: "failed" };

export function PropPicker({ add, favoriteIds, loadProps }: PropPickerProps) {
  return (
    <div className={styles.picker}>
      <ByItemNumber add={add} loadProps={loadProps} />
      <FromFavourites add={add} favoriteIds={favoriteIds} loadProps={loadProps} />
    </div>
  );
}

function ByItemNumber({ add, loadProps }: Pick<PropPickerProps, "add" | "loadProps">) {
  const [text, setText] = useState("");
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" });
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const itemNumber = text.trim();
    if (!itemNumber || lookup.kind === "looking") return;
    setLookup({ kind: "looking" });
    try {
      // As typed, then as labels print them ("bph-10432" is BPH-10432).
      const tried = [...new Set([itemNumber, itemNumber.toUpperCase()])];
      const found = await loadProps(tried);
      const prop = tried.map((id) => found.get(id)).find(Boolean);
      if (!prop) {
        setLookup({ kind: "missing", itemNumber });
        return;
      }
      if (prop.variants?.length) {
        setLookup({ kind: "found", prop });
        return;
      }
      add(picked(prop, undefined));
      setText("");
      setLookup({ kind: "idle" });
      fieldRef.current?.focus();
    } catch {
      setLookup({ kind: "failed" });
    }
  }

  return (
    <div className={styles.finder}>
      <form className={styles.itemNumber} onSubmit={(event) => void find(event)} noValidate>
        <TextField
          ref={fieldRef}
          label="Item number"
          name="itemNumber"
          value={text}
          hint="On the prop's page and on its label, like BPH-10432."
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(value) => {
            setText(value);
            if (lookup.kind !== "looking") setLookup({ kind: "idle" });
          }}
        />
        <button type="submit" className={buttons.button} aria-busy={lookup.kind === "looking" || undefined}>
          {lookup.kind === "looking" ? "Finding…" : "Find"}
        </button>
      </form>
      {lookup.kind === "missing" && (
        <FormAlert>
          There is no prop {lookup.itemNumber} in the catalogue. Check the number on its page or label.
        </FormAlert>
      )}
      {lookup.kind === "failed" && <FormAlert>The catalogue could not be searched. Try again.</FormAlert>}
      {lookup.kind === "found" && (
        <VariantChoice
          prop={lookup.prop}
          onAdd={(prop) => {
            add(prop);
            setText("");
            setLookup({ kind: "idle" });
            fieldRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

type Favourites = { kind: "closed" } | { kind: "loading" } | { kind: "failed" } | { kind: "ready"; props: Prop[] };

function FromFavourites({ add, favoriteIds, loadProps }: PropPickerProps) {
  const [state, setState] = useState<Favourites>({ kind: "closed" });
  const listId = useId();

  const load = async () => {
    setState({ kind: "loading" });
    try {
      const found = await loadProps(favoriteIds);
      // Newest first, as the favourites page shows them.
      const props = [...favoriteIds].reverse().flatMap((id) => found.get(id) ?? []);
      setState({ kind: "ready", props });
    } catch {
      setState({ kind: "failed" });
    }
  };
  const open = state.kind !== "closed";

  return (
    <div className={styles.favourites}>
      <button
        type="button"
        className={buttons.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? setState({ kind: "closed" }) : void load())}
      >
        {open ? "Hide your favourites" : `Choose from your favourites (${favoriteIds.length.toLocaleString()})`}
      </button>
      <div id={listId} hidden={!open}>
        {state.kind === "loading" && <p role="status">Loading your favourites…</p>}
        {state.kind === "failed" && (
          <LoadError
            message="Your favourites did not load. Check your connection."
            onRetry={() => void load()}
            retryLabel="Try again"
          />
        )}
        {state.kind === "ready" && state.props.length === 0 && (
          <p className={styles.muted}>No favourites yet: tap the heart on a prop to keep it here.</p>
        )}
        {state.kind === "ready" && state.props.length > 0 && (
          <ul className={styles.choices} aria-label="Your favourites">
            {state.props.map((prop) => (
              <li key={prop.id}>
                <VariantChoice prop={prop} onAdd={add} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A prop to add: its variant menu when it has variants, and the button that adds it in the one chosen. */
function VariantChoice({ prop, onAdd }: { prop: Prop; onAdd: (prop: PickedProp) => void }) {
  const variants = prop.variants ?? [];
  const [variantId, setVariantId] = useState(variants[0]?.id);
  const line = picked(prop, variantId);
  return (
    <div className={styles.choice}>
      {variants.length > 0 && (
        <select
          className={styles.variant}
          aria-label={`Variant of ${prop.name}`}
          value={variantId}
          onChange={(event) => setVariantId(event.target.value)}
        >
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.name}
            </option>
          ))}
        </select>
      )}
      <button type="button" className={buttons.button} onClick={() => onAdd(line)}>
        Add {line.name}
      </button>
      <span className={styles.muted}>{prop.id}</span>
    </div>
  );
}
