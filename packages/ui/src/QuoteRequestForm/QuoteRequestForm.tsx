// A quote request (contact, production, pick-up and return dates, delivery or
// pick-up, the items, notes). It works for a logged-out visitor and from a set list, whose props
// it shows read-only. Errors show on submit, focus goes to the first wrong field, nothing typed is
// lost when sending fails, and a sent request shows its reference number. What makes a request
// valid is the data package's one quote contract (@backlot/data/quote); this form only words it.
import { useId, useState } from "react";
import { calendarDateAt } from "@backlot/domain/calendar-date";
import { limits } from "@backlot/domain/limits";
import { type QuoteProblem, type QuoteRequestInput, quoteRequestProblems } from "@backlot/domain/quote";
import { lineKey, withVariant } from "@backlot/domain";
import {
  DateField,
  FormAlert,
  FormDone,
  FormHeading,
  type HeadingLevel,
  SubmitButton,
  TextField,
  earliestReturn,
  messageOf,
  rentalDateMessage,
  useForm,
} from "../internal/form/index.js";
import { type QuoteRequestFormLabels, defaultQuoteRequestFormLabels } from "./labels.js";
import styles from "./QuoteRequestForm.module.css";

export interface QuoteRequestItem {
  propId: string;
  /** The variant asked for (a size, a finish), if any; `name` then says it too ("Bentwood chair (Walnut)"). */
  variantId?: string;
  name: string;
  quantity: number;
}

export interface QuoteRequestSetList {
  id: string;
  name: string;
  items: readonly QuoteRequestItem[];
}

/** Fields the app can fill in ahead (a logged-in user's name, email, production). */
export interface QuoteRequestPrefill {
  name?: string;
  email?: string;
  phone?: string;
  production?: string;
  pickUpDate?: string;
  returnDate?: string;
  delivery?: boolean;
  deliveryAddress?: string;
  notes?: string;
}

export interface QuoteRequestFormProps {
  /** Sends the request; resolves with the vendor's reference, throws (with a message to show) on failure. */
  onSubmit: (request: QuoteRequestInput) => Promise<{ reference: string }>;
  initialValues?: QuoteRequestPrefill;
  /** The set list asked about: its props are shown and sent. */
  setList?: QuoteRequestSetList;
  /** Props asked about without a list (one prop's page, say); sent, not shown. */
  items?: readonly QuoteRequestItem[];
  /** Today as "YYYY-MM-DD" at the vendor (pick-up cannot be earlier); the browser's date otherwise. */
  today?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<QuoteRequestFormLabels>;
}

/** Today in the browser's time zone, for an app that does not know the vendor's. */
function localToday(): string {
  return calendarDateAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function initialValues(prefill: QuoteRequestPrefill = {}) {
  return {
    name: prefill.name ?? "",
    email: prefill.email ?? "",
    phone: prefill.phone ?? "",
    production: prefill.production ?? "",
    pickUpDate: prefill.pickUpDate ?? "",
    returnDate: prefill.returnDate ?? "",
    // The form's values are strings; "yes" is a ticked box.
    delivery: prefill.delivery ? "yes" : "",
    deliveryAddress: prefill.deliveryAddress ?? "",
    notes: prefill.notes ?? "",
  };
}

type FormValues = ReturnType<typeof initialValues>;
type FormField = keyof FormValues;

/** The form's values in the contract's shape, for checking and for sending. */
function toRequest(values: FormValues, items: readonly QuoteRequestItem[]): QuoteRequestInput {
  const delivery = values.delivery === "yes";
  return {
    contact: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), company: "" },
    production: values.production.trim(),
    pickUpDate: values.pickUpDate,
    returnDate: values.returnDate,
    fulfilment: delivery ? "delivery" : "pickup",
    deliveryAddress: delivery ? values.deliveryAddress.trim() : "",
    notes: values.notes.trim(),
    lines: items.map((item) => ({
      propId: item.propId,
      ...withVariant(item),
      quantity: item.quantity,
      note: "",
    })),
  };
}

/** Where each of the contract's fields shows its problem (the props' problems, under the notes). */
const fieldOf = (problem: QuoteProblem): FormField | undefined => {
  const [head, tail] = problem.field.split(".");
  if (head === "contact") return tail === "name" || tail === "email" || tail === "phone" ? tail : undefined;
  if (head === "lines") return "notes";
  const own: readonly string[] = ["production", "pickUpDate", "returnDate", "deliveryAddress", "notes"];
  return own.includes(head ?? "") ? (head as FormField) : undefined;
};

/** The form's words for a problem; the contract's own words for the rare ones without a label. */
function wording(problem: QuoteProblem, labels: QuoteRequestFormLabels, fieldLabel: string): string {
  const worded: Partial<Record<string, string>> = {
    "contact.name:missing": labels.nameMissing,
    "contact.email:missing": labels.emailMissing,
    "contact.email:invalid": labels.emailInvalid,
    "contact.phone:invalid": labels.phoneInvalid,
    "production:missing": labels.productionMissing,
    "deliveryAddress:missing": labels.addressMissing,
    "lines:nothingAsked": labels.nothingAsked,
  };
  const name = fieldLabel.replace(/ \(optional\)$/, "");
  return (
    worded[`${problem.field}:${problem.code}`] ?? rentalDateMessage(problem, labels) ?? `${name} ${problem.message}.`
  );
}

export function QuoteRequestForm({
  onSubmit,
  initialValues: prefill,
  setList,
  items = [],
  today = localToday(),
  headingLevel = 2,
  labels: given = {},
}: QuoteRequestFormProps) {
  const labels = { ...defaultQuoteRequestFormLabels, ...given };
  const titleId = useId();
  const introId = useId();
  const itemsId = useId();
  const deliveryId = useId();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const asked = setList?.items ?? items;

  const form = useForm({
    initial: initialValues(prefill),
    validate: (values) => {
      const errors: Partial<Record<FormField, string>> = {};
      for (const problem of quoteRequestProblems(toRequest(values, asked), { today })) {
        const field = fieldOf(problem);
        if (field) errors[field] ??= wording(problem, labels, labels[field]);
      }
      return errors;
    },
    onSubmit: async (values) => {
      const request = toRequest(values, asked);
      const { reference } = await onSubmit(request);
      setSent({ reference, email: request.contact.email });
    },
  });
  const failure = form.status.kind === "failed" ? form.status.error : undefined;

  if (sent) {
    const again = () => {
      // Contact details stay for the next request; the rest starts afresh.
      const { name, email, phone, production } = form.values;
      form.reset({ ...initialValues(), name, email, phone, production });
      setSent(null);
    };
    return (
      <FormDone
        title={labels.doneTitle}
        headingLevel={headingLevel}
        actions={
          <button type="button" className={styles.secondary} onClick={again}>
            {labels.another}
          </button>
        }
      >
        <p>
          {labels.reference}: <strong className={styles.reference}>{sent.reference}</strong>
        </p>
        <p>{labels.doneText(sent.email)}</p>
      </FormDone>
    );
  }

  const ItemsHeading = `h${Math.min(headingLevel + 1, 6).toString()}` as "h3";
  return (
    <form className={styles.form} aria-labelledby={titleId} aria-describedby={introId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <p id={introId} className={styles.intro}>
        {labels.intro}
      </p>
      {setList && (
        <section className={styles.items} aria-labelledby={itemsId}>
          <ItemsHeading id={itemsId} className={styles.itemsTitle}>
            {labels.propsFrom(setList.name)}
          </ItemsHeading>
          <ul>
            {setList.items.map((item) => (
              <li key={lineKey(item)}>
                <span>{item.name}</span> <span className={styles.quantity}>{labels.quantity(item.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.contact}</legend>
        <div className={styles.pair}>
          <TextField
            label={labels.name}
            autoComplete="name"
            required
            maxLength={limits.quote.contactName}
            {...form.field("name")}
          />
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            maxLength={limits.quote.email}
            {...form.field("email")}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={labels.phoneHint}
            maxLength={limits.quote.phone}
            {...form.field("phone")}
          />
          <TextField
            label={labels.production}
            autoComplete="organization"
            hint={labels.productionHint}
            required
            maxLength={limits.quote.production}
            {...form.field("production")}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.dates}</legend>
        <div className={styles.pair}>
          <DateField label={labels.pickUpDate} min={today} required {...form.field("pickUpDate")} />
          <DateField
            label={labels.returnDate}
            min={earliestReturn(form.values.pickUpDate, today)}
            required
            {...form.field("returnDate")}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.delivery}</legend>
        <div className={styles.check}>
          <input
            id={deliveryId}
            type="checkbox"
            className={styles.checkbox}
            name="delivery"
            checked={form.values.delivery === "yes"}
            aria-describedby={`${deliveryId}-hint`}
            onChange={(event) => form.setValue("delivery", event.target.checked ? "yes" : "")}
          />
          <label htmlFor={deliveryId}>{labels.deliveryNeeded}</label>
          <p id={`${deliveryId}-hint`} className={styles.hint}>
            {labels.deliveryHint}
          </p>
        </div>
        {form.values.delivery === "yes" && (
          <TextField
            label={labels.deliveryAddress}
            multiline
            rows={3}
            autoComplete="street-address"
            required
            maxLength={limits.quote.deliveryAddress}
            {...form.field("deliveryAddress")}
          />
        )}
      </fieldset>
      <TextField
        label={labels.notes}
        hint={labels.notesHint}
        multiline
        rows={4}
        maxLength={limits.quote.notes}
        {...form.field("notes")}
      />
      {failure !== undefined && <FormAlert>{messageOf(failure, labels.failed)}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
