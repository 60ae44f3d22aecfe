// Finds props in the catalogue as a buyer types (a name, a few words, an item number), each result with its photo, its
// variant menu when it has variants, and the button that takes it (onto the list, or as an alternative). The search
// runs a moment after typing stops, and at once on Enter.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Prop } from "@backlot/domain";
import { Picture } from "@backlot/ui/Picture";
import buttons from "@backlot/ui/button.module.css";
import { propView } from "../prop-view.js";
import type { FindProps } from "../list-types.js";
import styles from "./PropFinder.module.css";

export interface PropFinderProps {
  find: FindProps;
  /** The field's label ("Find a prop to add"). */
  label: string;
  /** A result's button, by the prop's name in its variant ("Add Brass floor lamp"). */
  pickLabel: (name: string) => string;
  /** What the button says once the prop was taken ("Added Brass floor lamp"). */
  takenLabel: (name: string) => string;
  /** Takes a prop; resolves true when it was taken (the result then says so). */
  onPick: (prop: Prop, variantId: string | undefined) => Promise<boolean>;
  /** Props the member may not take here (the line's own prop and its alternatives). */
  exclude?: readonly string[];
}

type Found = { kind: "idle" } | { kind: "finding" } | { kind: "found"; props: Prop[] } | { kind: "failed" };

/** How long typing pauses before the catalogue is searched. */
const typingPauseMs = 250;

export function PropFinder({ find, label, pickLabel, takenLabel, onPick, exclude = [] }: PropFinderProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ kind: "idle" });
  const asked = useRef(0);

  const search = async (wanted: string) => {
    const ask = ++asked.current;
    if (wanted.trim() === "") {
      setFound({ kind: "idle" });
      return;
    }
    setFound({ kind: "finding" });
    try {
      const props = await find(wanted.trim());
      if (ask === asked.current) setFound({ kind: "found", props });
    } catch {
      if (ask === asked.current) setFound({ kind: "failed" });
    }
  };

  useEffect(() => {
    const timer = setTimeout(() => void search(text), typingPauseMs);
    return () => clearTimeout(timer);
    // Searches what was typed once typing pauses; `search` is a new function each render.
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(text);
  };

  const shown = found.kind === "found" ? found.props.filter((prop) => !exclude.includes(prop.id)) : [];
  return (
    <div className={styles.finder}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label className={styles.label} htmlFor={`${id}-text`}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-text`}
            className={styles.input}
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={buttons.button}>
            Find
          </button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          A name, a few words or an item number like BPH-10432.
        </p>
      </form>
      <div role="status" className={styles.status}>
        {found.kind === "finding" && "Finding props…"}
        {found.kind === "found" && shown.length === 0 && `No prop matches "${text.trim()}".`}
        {found.kind === "found" &&
          shown.length > 0 &&
          `${shown.length.toString()} prop${shown.length === 1 ? "" : "s"} found.`}
      </div>
      {found.kind === "failed" && (
        <p role="alert" className={styles.error}>
          The catalogue could not be searched. Check your connection, then press Find.
        </p>
      )}
      {shown.length > 0 && (
        <ul className={styles.results} aria-label="Props found">
          {shown.map((prop) => (
            <li key={prop.id}>
              <FoundProp prop={prop} pickLabel={pickLabel} takenLabel={takenLabel} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Taking = { kind: "idle" } | { kind: "taking" } | { kind: "taken" };

function FoundProp({
  prop,
  pickLabel,
  takenLabel,
  onPick,
}: { prop: Prop } & Pick<PropFinderProps, "pickLabel" | "takenLabel" | "onPick">) {
  const variants = prop.variants;
  const [variantId, setVariantId] = useState(variants[0]?.id);
  const [taking, setTaking] = useState<Taking>({ kind: "idle" });
  const view = propView(prop.id, variantId, prop);

  const take = async () => {
    if (taking.kind === "taking") return;
    setTaking({ kind: "taking" });
    setTaking({ kind: (await onPick(prop, variantId)) ? "taken" : "idle" });
  };

  return (
    <div className={styles.result}>
      <div className={styles.photo}>
        {view.image && <Picture image={view.image} alt="" sizes="56px" loading="lazy" decoding="async" />}
      </div>
      <div className={styles.text}>
        <p className={styles.name}>{prop.name}</p>
        <p className={styles.hint}>{prop.id}</p>
      </div>
      <div className={styles.take}>
        {variants.length > 0 && (
          <select
            className={styles.variant}
            aria-label={`Variant of ${prop.name}`}
            value={variantId}
            onChange={(event) => {
              setVariantId(event.target.value);
              setTaking({ kind: "idle" });
            }}
          >
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          className={buttons.button}
          aria-busy={taking.kind === "taking" || undefined}
          onClick={() => void take()}
        >
          {taking.kind === "taken" ? takenLabel(view.name) : pickLabel(view.name)}
        </button>
      </div>
    </div>
  );
}
