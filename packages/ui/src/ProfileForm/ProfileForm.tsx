// The profile a new customer fills in at /onboarding/profile, and edits later
// from the account page: the vendor user's name, studio, production, phone and job title. Only
// the name is required; studio and production help the rental house prepare orders.
import { useId } from "react";
import { FormAlert } from "../FormAlert/index.js";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { SubmitButton } from "../SubmitButton/index.js";
import { TextField } from "../TextField/index.js";
import { useForm } from "../internal/form/use-form.js";
import { isBlank, isPhone, messageOf } from "../internal/form/validation.js";
import styles from "./ProfileForm.module.css";

/** The profile fields of the vendor user record (@backlot/data's VendorUser). */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  studio: string;
  production: string;
  phone: string;
  title: string;
}

export interface ProfileFormLabels {
  heading: string;
  intro: string;
  firstName: string;
  lastName: string;
  studio: string;
  studioHint: string;
  production: string;
  productionHint: string;
  phone: string;
  phoneHint: string;
  title: string;
  titleHint: string;
  optional: string;
  submit: string;
  submitting: string;
  skip: string;
  saved: string;
  firstNameMissing: string;
  lastNameMissing: string;
  phoneInvalid: string;
  failed: string;
}

export const defaultProfileFormLabels: ProfileFormLabels = {
  heading: "Tell us about you",
  intro: "Your studio and production help us prepare your quotes and orders.",
  firstName: "First name",
  lastName: "Last name",
  studio: "Studio or company",
  studioHint: "Like Silvercup Studios or Netflix.",
  production: "Production",
  productionHint: "The show, film or event you are renting for.",
  phone: "Phone",
  phoneHint: "So we can reach you about pick-ups and returns.",
  title: "Job title",
  titleHint: "Like Prop Master or Set Decorator.",
  optional: "(optional)",
  submit: "Save profile",
  submitting: "Saving…",
  skip: "Skip for now",
  saved: "Your profile is saved.",
  firstNameMissing: "Enter your first name.",
  lastNameMissing: "Enter your last name.",
  phoneInvalid:
    "Enter a phone number with at least 7 digits, like +1 212 555 0147, using only digits, spaces, +, - and brackets.",
  failed: "We could not save your profile. Check your connection and try again.",
};

export interface ProfileFormProps {
  /** What the profile holds already (missing or null fields start empty). */
  initialValues?: Partial<Record<keyof ProfileDetails, string | null>>;
  onSubmit: (profile: ProfileDetails) => Promise<void>;
  /** "Skip for now" (onboarding), when given. */
  onSkip?: () => void;
  headingLevel?: HeadingLevel;
  labels?: Partial<ProfileFormLabels>;
}

/** A whole profile from partial data (null and missing fields empty), each value passed through `map`. */
function profileFrom(
  source: Partial<Record<keyof ProfileDetails, string | null>>,
  map: (value: string) => string = (value) => value,
): ProfileDetails {
  const get = (key: keyof ProfileDetails) => map(source[key] ?? "");
  return {
    firstName: get("firstName"),
    lastName: get("lastName"),
    studio: get("studio"),
    production: get("production"),
    phone: get("phone"),
    title: get("title"),
  };
}

export function ProfileForm({
  initialValues = {},
  onSubmit,
  onSkip,
  headingLevel,
  labels: given = {},
}: ProfileFormProps) {
  const labels = { ...defaultProfileFormLabels, ...given };
  const titleId = useId();
  const form = useForm({
    initial: profileFrom(initialValues),
    validate: (values) => ({
      firstName: isBlank(values.firstName) ? labels.firstNameMissing : undefined,
      lastName: isBlank(values.lastName) ? labels.lastNameMissing : undefined,
      phone: !isBlank(values.phone) && !isPhone(values.phone) ? labels.phoneInvalid : undefined,
    }),
    onSubmit: (values) => onSubmit(profileFrom(values, (value) => value.trim())),
  });
  const optional = (label: string) => (
    <>
      {label} <span className={styles.optional}>{labels.optional}</span>
    </>
  );

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.heading}
      </FormHeading>
      <p className={styles.intro}>{labels.intro}</p>
      <div className={styles.pair}>
        <TextField label={labels.firstName} autoComplete="given-name" required {...form.field("firstName")} />
        <TextField label={labels.lastName} autoComplete="family-name" required {...form.field("lastName")} />
      </div>
      <TextField
        label={optional(labels.studio)}
        hint={labels.studioHint}
        autoComplete="organization"
        {...form.field("studio")}
      />
      <TextField label={optional(labels.production)} hint={labels.productionHint} {...form.field("production")} />
      <div className={styles.pair}>
        <TextField
          label={optional(labels.phone)}
          hint={labels.phoneHint}
          type="tel"
          autoComplete="tel"
          {...form.field("phone")}
        />
        <TextField
          label={optional(labels.title)}
          hint={labels.titleHint}
          autoComplete="organization-title"
          {...form.field("title")}
        />
      </div>
      {form.status.kind === "failed" && <FormAlert>{messageOf(form.status.error, labels.failed)}</FormAlert>}
      {form.status.kind === "succeeded" && <FormAlert tone="success">{labels.saved}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        {onSkip && (
          <button type="button" className={styles.skip} onClick={onSkip}>
            {labels.skip}
          </button>
        )}
      </div>
    </form>
  );
}
