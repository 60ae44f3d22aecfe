// A quote request (domain notes: contact, production, pick-up and return dates, delivery or
// pick-up, the items, notes). It works for a logged-out visitor and from a set list, whose props
// it shows read-only. Errors show on submit, focus goes to the first wrong field, nothing typed is
// lost when sending fails, and a sent request shows its reference number.
import { useId, useState } from "react";
import { limits } from "@backlot/data/limits";
import { FormAlert, FormDone, FormHeading, type HeadingLevel, SubmitButton, TextField, checkEmail, isBlank, isPhone, messageOf, useForm } from "../internal/form/index.js";
import { DateField } from "./DateField.js";
import { type QuoteRequestFormLabels, defaultQuoteRequestFormLabels } from "./labels.js";
import styles from "./QuoteRequestForm.module.css";

export interface QuoteRequestItem {
  propId: string;
  name: string;
  quantity: number;
}

export interface QuoteRequestSetList {
  id: string;
  name: string;
  items: readonly QuoteRequestItem[];
}

/** What the form sends. Dates are "YYYY-MM-DD"; text is trimmed. */
export interface QuoteRequest {
  name: string;
  email: string;
  phone: string;
  production: string;
  pickUpDate: string;
  returnDate: string;
  delivery: boolean;
  /** "" unless delivery is asked for. */
  deliveryAddress: string;
  notes: string;
  /** The set list the request comes from, if any. */
  setListId?: string;
  items: readonly QuoteRequestItem[];
}

/** Fields the app can fill in ahead (a logged-in user's name, email, production). */
export type QuoteRequestPrefill = Partial<Pick<QuoteRequest, "name" | "email" | "phone" | "production" | "pickUpDate" | "returnDate" | "delivery" | "deliveryAddress" | "notes">>;

export interface QuoteRequestFormProps {
  /** Sends the request; resolves with the vendor's reference, throws (with a message to show) on failure. */
  onSubmit: (request: QuoteRequest) => Promise<{ reference: string }>;
  initialValues?: QuoteRequestPrefill;
  setList?: QuoteRequestSetList;
  /** Today as "YYYY-MM-DD" at the vendor (pick-up cannot be earlier); the browser's date otherwise. */
  today?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<QuoteRequestFormLabels>;
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear().toString()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
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

export function QuoteRequestForm({ onSubmit, initialValues: prefill, setList, today = localToday(), headingLevel = 2, labels: given = {} }: QuoteRequestFormProps) {
  const labels = { ...defaultQuoteRequestFormLabels, ...given };
  const titleId = useId();
  const introId = useId();
  const itemsId = useId();
  const deliveryId = useId();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);

  const form = useForm({
    initial: initialValues(prefill),
    validate: (values) => ({
      name: isBlank(values.name) ? labels.nameMissing : undefined,
      email: checkEmail(values.email, labels),
      phone: !isBlank(values.phone) && !isPhone(values.phone) ? labels.phoneInvalid : undefined,
      production: isBlank(values.production) ? labels.productionMissing : undefined,
      pickUpDate: values.pickUpDate === "" ? labels.pickUpMissing : values.pickUpDate < today ? labels.pickUpPast : undefined,
      returnDate: values.returnDate === "" ? labels.returnMissing : values.pickUpDate !== "" && values.returnDate <= values.pickUpDate ? labels.returnBeforePickUp : undefined,
      deliveryAddress: values.delivery && isBlank(values.deliveryAddress) ? labels.addressMissing : undefined,
    }),
    onSubmit: async (values) => {
      const delivery = values.delivery === "yes";
      const request: QuoteRequest = {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        production: values.production.trim(),
        pickUpDate: values.pickUpDate,
        returnDate: values.returnDate,
        delivery,
        deliveryAddress: delivery ? values.deliveryAddress.trim() : "",
        notes: values.notes.trim(),
        items: setList?.items ?? [],
        ...(setList ? { setListId: setList.id } : {}),
      };
      const { reference } = await onSubmit(request);
      setSent({ reference, email: request.email });
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
              <li key={item.propId}>
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
          <DateField label={labels.returnDate} min={form.values.pickUpDate || today} required {...form.field("returnDate")} />
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
