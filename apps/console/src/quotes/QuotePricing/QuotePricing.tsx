// Staff price a quote request: each line with the prop's picture, stock and catalogue rate, its
// quantity and the weekly rate they charge (prefilled from the catalogue), props added or
// substituted from a search, a note, and the week-by-week total as they type. The lines are
// checked by @backlot/data's quotedLineProblems, the server's own rules; nothing typed is lost
// when sending fails.
import { type QuotedLineInput, limits, quotedLineProblems } from "@backlot/domain";
import { decimalAmount, formatMoney, parseMoney } from "@backlot/domain/money";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import buttons from "../internal/button.module.css";
import { FormAlert, SubmitButton, TextField, messageOf } from "../internal/form/index.js";
import { type ImageSource, Picture } from "../internal/Picture.js";
import { type OrderEstimate, OrderSummary } from "../OrderSummary/index.js";
import styles from "./QuotePricing.module.css";

/** A prop staff can put on the quote (from the catalogue). */
export interface PropChoice {
  propId: string;
  name: string;
  imageUrl: string | null;
  /** imageUrl's photo at several widths ("https://…-320.jpg 320w, …"), loadable from the console as imageUrl is. */
  imageSrcSet?: string;
  /** imageUrl's photo in better formats, best first ({ type: "image/avif", srcSet: "…" }). */
  imageSources?: readonly ImageSource[];
  /** How many the prop house has; null when the catalogue does not say. */
  stock: number | null;
  /** The catalogue's weekly rate, in minor units. */
  weeklyRate: number;
}

/** A line as the request asked for it, with what the catalogue says of its prop. */
export interface PricingLine {
  propId: string;
  name: string;
  imageUrl: string | null;
  /** As a PropChoice's. */
  imageSrcSet?: string;
  /** As a PropChoice's. */
  imageSources?: readonly ImageSource[];
  stock: number | null;
  /** The catalogue's rate, or null for a prop no longer in it (staff substitute or remove it). */
  catalogueRate: number | null;
  quantity: number;
  /** What staff charge; the catalogue's rate to start with. */
  weeklyRate: number;
  /** The customer's note on the line; "" for none. */
  note: string;
}

export interface QuotePricingLabels {
  title: string;
  picture: (name: string) => string;
  stock: (count: number | null) => string;
  notInCatalogue: string;
  catalogueRate: (rate: string) => string;
  quantity: string;
  weeklyRate: string;
  substitute: string;
  remove: (name: string) => string;
  finder: string;
  finderHint: string;
  finderFor: (name: string) => string;
  cancelSubstitute: string;
  searching: string;
  noProps: string;
  findFailed: string;
  add: (name: string) => string;
  useInstead: (name: string, instead: string) => string;
  alreadyOn: (name: string) => string;
  note: string;
  noteHint: string;
  noLines: string;
  fixLines: string;
  submit: string;
  submitting: string;
  sent: string;
  failed: string;
  wholeQuantity: string;
  amount: string;
}

export const defaultQuotePricingLabels: QuotePricingLabels = {
  title: "Price this request",
  picture: (name) => name,
  stock: (count) => (count === null ? "Stock unknown" : `${count.toLocaleString()} in stock`),
  notInCatalogue: "No longer in the catalogue: substitute or remove it",
  catalogueRate: (rate) => `Catalogue: ${rate} a week`,
  quantity: "Quantity",
  weeklyRate: "Weekly rate",
  substitute: "Substitute",
  remove: (name) => `Remove ${name}`,
  finder: "Add a prop",
  finderHint: "Search the catalogue by name or item number.",
  finderFor: (name) => `Substitute for ${name}`,
  cancelSubstitute: "Cancel substitution",
  searching: "Searching…",
  noProps: "No props match.",
  findFailed: "The catalogue could not be searched. Try again.",
  add: (name) => `Add ${name}`,
  useInstead: (name, instead) => `Use ${name} instead of ${instead}`,
  alreadyOn: (name) => `${name} is on the quote already: change its quantity instead.`,
  note: "Note to the customer",
  noteHint: "Availability, substitutions, delivery: anything they should know with the price.",
  noLines: "The quote has no props: add one to price it.",
  fixLines: "Fix the lines marked above to see the total.",
  submit: "Send quote",
  submitting: "Sending…",
  sent: "Quote sent. The customer sees it in their account, and by email.",
  failed: "The quote could not be sent. Try again.",
  wholeQuantity: `A whole number from 1 to ${limits.quote.quantity}`,
  amount: "An amount, like 12.50",
};

export interface QuotePricingProps {
  lines: readonly PricingLine[];
  note?: string;
  settings: { locale: string; currency: string; ccAuthProcessingPercentage: number };
  period: { pickUp: string; return: string };
  /** Works out the week-by-week total of priced lines (the vendor's schedule over the request's dates). */
  estimate: (lines: readonly { propId: string; name: string; quantity: number; weeklyRate: number }[]) => OrderEstimate;
  /** Searches the catalogue (at least two characters typed). */
  findProps: (text: string) => Promise<readonly PropChoice[]>;
  /** Sends the quote; resolve once sent, throw with a message to show (and `fieldErrors`) on failure. */
  onSubmit: (quote: { lines: QuotedLineInput[]; note: string }) => Promise<void>;
  labels?: Partial<QuotePricingLabels>;
}

interface Row extends Omit<PricingLine, "quantity" | "weeklyRate"> {
  key: number;
  quantity: string;
  rate: string;
}

type Finder =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "failed" }
  | { status: "found"; choices: readonly PropChoice[] };

let nextKey = 0;

/** The picture's width in QuotePricing.module.css. */
const pictureSizes = "96px";

export function QuotePricing({
  lines,
  note: initialNote = "",
  settings,
  period,
  estimate,
  findProps,
  onSubmit,
  labels: given = {},
}: QuotePricingProps) {
  const labels = { ...defaultQuotePricingLabels, ...given };
  const { currency, locale } = settings;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  // What the rate field holds: "12.50", as staff would type it.
  const asInput = (minor: number) => decimalAmount(minor, currency);
  const toRow = (line: PricingLine): Row => ({
    ...line,
    key: nextKey++,
    quantity: String(line.quantity),
    rate: asInput(line.weeklyRate),
  });
  const [rows, setRows] = useState<Row[]>(() => lines.map(toRow));
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: "editing" | "sending" | "sent" } | { kind: "failed"; message: string }>({
    kind: "editing",
  });
  const [finderText, setFinderText] = useState("");
  const [finder, setFinder] = useState<Finder>({ status: "idle" });
  const [substituting, setSubstituting] = useState<number | null>(null);
  const [finderNotice, setFinderNotice] = useState("");
  const finderRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // The latest search function, without restarting a search each time the page renders a new one.
  const find = useRef(findProps);
  find.current = findProps;
  // The catalogue is searched a moment after typing stops; an older answer never replaces a newer one.
  useEffect(() => {
    const text = finderText.trim();
    if (text.length < 2) {
      setFinder({ status: "idle" });
      return;
    }
    let current = true;
    setFinder({ status: "searching" });
    const timer = setTimeout(() => {
      find.current(text).then(
        (choices) => current && setFinder({ status: "found", choices }),
        () => current && setFinder({ status: "failed" }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [finderText]);

  /** The rows as lines to send, or the problems by field ("lines.2.weeklyRate"). */
  function read(): { lines: QuotedLineInput[]; problems: Record<string, string> } {
    const problems: Record<string, string> = {};
    const read = rows.map((row, index) => {
      const quantity = /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity) : Number.NaN;
      const weeklyRate = parseMoney(row.rate, currency);
      if (weeklyRate === null) problems[`lines.${index}.weeklyRate`] = labels.amount;
      return { propId: row.propId, quantity, weeklyRate: weeklyRate ?? 0 };
    });
    // The server's own rules; a rate that did not parse keeps the message that says so.
    for (const { field, message } of quotedLineProblems(read)) {
      problems[field] ??= field.endsWith(".quantity") ? labels.wholeQuantity : message;
    }
    if (rows.length === 0) problems.lines = labels.noLines;
    return { lines: read, problems };
  }

  const current = read();
  const valid = Object.keys(current.problems).length === 0;
  const shownError = (index: number, field: "quantity" | "weeklyRate") => errors[`lines.${index}.${field}`];

  const change = (key: number, update: Partial<Row>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...update } : row)));
    if (status.kind === "sent" || status.kind === "failed") setStatus({ kind: "editing" });
  };

  const pick = (choice: PropChoice) => {
    const on = rows.find((row) => row.propId === choice.propId && row.key !== substituting);
    if (on) {
      setFinderNotice(labels.alreadyOn(choice.name));
      return;
    }
    const fresh: Row = {
      key: nextKey++,
      propId: choice.propId,
      name: choice.name,
      imageUrl: choice.imageUrl,
      imageSrcSet: choice.imageSrcSet,
      imageSources: choice.imageSources,
      stock: choice.stock,
      catalogueRate: choice.weeklyRate,
      quantity: "1",
      rate: asInput(choice.weeklyRate),
      note: "",
    };
    setRows((all) =>
      substituting === null
        ? [...all, fresh]
        : all.map((row) => (row.key === substituting ? { ...fresh, quantity: row.quantity, note: row.note } : row)),
    );
    setFinderNotice("");
    setSubstituting(null);
    setFinderText("");
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const { lines: toSend, problems } = read();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await onSubmit({ lines: toSend, note: note.trim() });
      setStatus({ kind: "sent" });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(fieldErrors);
      setStatus({ kind: "failed", message: messageOf(error, labels.failed) });
    }
  };

  const substitutingRow = rows.find((row) => row.key === substituting);
  const priced = valid
    ? estimate(current.lines.map((line, index) => ({ ...line, name: rows[index]?.name ?? line.propId })))
    : null;

  return (
    <form
      ref={formRef}
      className={styles.pricing}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      {rows.length === 0 && <p role="status">{labels.noLines}</p>}
      <ul className={styles.lines}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.line} aria-label={row.name}>
            {row.imageUrl ? (
              <Picture
                className={styles.picture}
                image={{ url: row.imageUrl, width: 96, height: 72, srcSet: row.imageSrcSet, sources: row.imageSources }}
                alt={labels.picture(row.name)}
                sizes={pictureSizes}
              />
            ) : (
              <span className={styles.picture} aria-hidden="true" />
            )}
            <div className={styles.about}>
              <span className={styles.name}>{row.name}</span>
              <span className={styles.muted}>
                {row.propId} · {labels.stock(row.stock)}
              </span>
              <span className={styles.muted}>
                {row.catalogueRate === null ? labels.notInCatalogue : labels.catalogueRate(money(row.catalogueRate))}
              </span>
              {row.note && <span className={styles.muted}>“{row.note}”</span>}
            </div>
            <TextField
              className={styles.quantity}
              label={labels.quantity}
              name={`quantity-${row.key}`}
              inputMode="numeric"
              value={row.quantity}
              onChange={(value) => change(row.key, { quantity: value })}
              error={shownError(index, "quantity")}
            />
            <TextField
              className={styles.rate}
              label={`${labels.weeklyRate} (${currency})`}
              name={`rate-${row.key}`}
              inputMode="decimal"
              value={row.rate}
              onChange={(value) => change(row.key, { rate: value })}
              error={shownError(index, "weeklyRate")}
            />
            <div className={styles.lineActions}>
              <button
                type="button"
                className={buttons.button}
                aria-pressed={substituting === row.key}
                onClick={() => {
                  setSubstituting(substituting === row.key ? null : row.key);
                  setFinderNotice("");
                  finderRef.current?.focus();
                }}
              >
                {labels.substitute}
              </button>
              <button
                type="button"
                className={buttons.button}
                onClick={() => {
                  setRows((all) => all.filter((each) => each.key !== row.key));
                  if (substituting === row.key) setSubstituting(null);
                  setErrors({});
                }}
              >
                {labels.remove(row.name)}
              </button>
            </div>
            {errors[`lines.${index}.propId`] && (
              <p className={styles.error} role="alert">
                {errors[`lines.${index}.propId`]}
              </p>
            )}
          </li>
        ))}
      </ul>

      <div className={styles.finder}>
        <TextField
          ref={finderRef}
          label={substitutingRow ? labels.finderFor(substitutingRow.name) : labels.finder}
          name="finder"
          type="search"
          value={finderText}
          hint={labels.finderHint}
          onChange={setFinderText}
        />
        {substitutingRow && (
          <button type="button" className={buttons.button} onClick={() => setSubstituting(null)}>
            {labels.cancelSubstitute}
          </button>
        )}
        <div role="status" className={styles.muted}>
          {finder.status === "searching" && labels.searching}
          {finder.status === "found" && finder.choices.length === 0 && labels.noProps}
          {finderNotice}
        </div>
        {finder.status === "failed" && <p role="alert">{labels.findFailed}</p>}
        {finder.status === "found" && finder.choices.length > 0 && (
          <ul className={styles.choices}>
            {finder.choices.map((choice) => (
              <li key={choice.propId}>
                <button type="button" className={buttons.button} onClick={() => pick(choice)}>
                  {substitutingRow ? labels.useInstead(choice.name, substitutingRow.name) : labels.add(choice.name)}
                </button>
                <span className={styles.muted}>
                  {choice.propId} · {money(choice.weeklyRate)} · {labels.stock(choice.stock)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {priced ? (
        <OrderSummary
          state={{ status: "ready", estimate: priced }}
          period={period}
          settings={settings}
          headingLevel={3}
        />
      ) : (
        rows.length > 0 && <p className={styles.muted}>{labels.fixLines}</p>
      )}

      <TextField
        label={labels.note}
        name="note"
        multiline
        rows={4}
        value={note}
        hint={labels.noteHint}
        onChange={(value) => {
          setNote(value);
          if (status.kind === "sent") setStatus({ kind: "editing" });
        }}
        maxLength={limits.staff.quoteAnswer}
      />
      {status.kind === "failed" && <FormAlert>{status.message}</FormAlert>}
      {status.kind === "sent" && <FormAlert tone="success">{labels.sent}</FormAlert>}
      <SubmitButton busy={status.kind === "sending"} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
