// Staff put a customer's account on terms (grantAccountTerms): the house invoices after the rental ("Net 30") up to a
// credit limit, typed in the tenant's currency and sent in minor units. The server stores it as a paper, accepted at
// once, so it shows in the customer's paperwork and counts as payment on their orders' checklists.
import { useId, useRef, useState } from "react";
import { limits } from "@backlot/domain";
import { formatMoney, parseMoney } from "@backlot/domain/money";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import styles from "./AccountTermsForm.module.css";

export interface AccountTermsFormLabels {
  title: string;
  intro: string;
  terms: string;
  termsHint: string;
  termsMissing: string;
  creditLimit: (currency: string) => string;
  creditLimitHint: string;
  /** The limit did not read as an amount from one cent to the most allowed. */
  creditLimitInvalid: (most: string) => string;
  submit: string;
  submitting: string;
  granted: (terms: string, creditLimit: string) => string;
  failed: string;
}

export const defaultAccountTermsFormLabels: AccountTermsFormLabels = {
  title: "Put the account on terms",
  intro: "The prop house invoices them after the rental. It counts as payment on their orders' checklists.",
  terms: "Terms",
  termsHint: "When the invoice is due, like Net 30.",
  termsMissing: "Say the terms, like Net 30.",
  creditLimit: (currency) => `Credit limit (${currency})`,
  creditLimitHint: "The most the account may owe, like 25,000.",
  creditLimitInvalid: (most) => `Give the credit limit as an amount, like 25,000 or 25,000.00, up to ${most}.`,
  submit: "Put the account on terms",
  submitting: "Saving…",
  granted: (terms, creditLimit) => `The account is on ${terms} terms, up to ${creditLimit}.`,
  failed: "The terms could not be saved. Try again.",
};

export interface AccountTermsFormProps {
  /** Grants the terms (trimmed) and the limit in minor units; resolve once the server answered, throw its refusal. */
  onGrant: (terms: string, creditLimit: number) => Promise<void>;
  settings: { locale: string; currency: string };
  labels?: Partial<AccountTermsFormLabels>;
}

type Problems = Partial<Record<"terms" | "creditLimit", string>>;

export function AccountTermsForm({ onGrant, settings, labels: given = {} }: AccountTermsFormProps) {
  const labels = { ...defaultAccountTermsFormLabels, ...given };
  const { locale, currency } = settings;
  const titleId = useId();
  const [terms, setTerms] = useState("");
  const [creditLimit, setCreditLimit] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: string } | { failed: string } | null>(null);
  const termsRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const limitRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const submit = async () => {
    if (busy) return;
    const wanted = terms.trim();
    const cents = parseMoney(creditLimit, currency);
    const found: Problems = {};
    if (!wanted) found.terms = labels.termsMissing;
    if (cents === null || cents < 1 || cents > limits.paperwork.amount)
      found.creditLimit = labels.creditLimitInvalid(formatMoney(limits.paperwork.amount, currency, locale));
    setProblems(found);
    if (found.terms || found.creditLimit || cents === null) {
      (found.terms ? termsRef : limitRef).current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await onGrant(wanted, cents);
      setOutcome({ done: labels.granted(wanted, formatMoney(cents, currency, locale)) });
      setTerms("");
      setCreditLimit("");
    } catch (failure) {
      setOutcome({ failed: messageOf(failure, labels.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.title}>
        {labels.title}
      </h3>
      <p className={styles.muted}>{labels.intro}</p>
      <div className={styles.fields}>
        <TextField
          label={labels.terms}
          name="terms"
          ref={termsRef}
          value={terms}
          onChange={setTerms}
          hint={labels.termsHint}
          error={problems.terms}
          required
          maxLength={limits.paperwork.terms}
        />
        <TextField
          label={labels.creditLimit(currency)}
          name="creditLimit"
          ref={limitRef}
          value={creditLimit}
          onChange={setCreditLimit}
          hint={labels.creditLimitHint}
          error={problems.creditLimit}
          required
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      {outcome && "failed" in outcome && <FormAlert>{outcome.failed}</FormAlert>}
      {outcome && "done" in outcome && <FormAlert tone="success">{outcome.done}</FormAlert>}
      <div>
        <SubmitButton busy={busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
