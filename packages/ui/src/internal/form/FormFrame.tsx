// The frame a one-step form shares with the others: a <form> named by its heading, the fields
// (children), the alert after a failed submit and the row with the submit button. Forms laid out
// differently (LoginForm's links between the fields) build their own from the same pieces.
import { type ReactNode, useId } from "react";
import { FormAlert } from "../../FormAlert/index.js";
import { FormHeading, type HeadingLevel } from "./FormHeading.js";
import { SubmitButton } from "../../SubmitButton/index.js";
import type { useForm } from "./use-form.js";
import { messageOf } from "./validation.js";
import styles from "./form.module.css";

/** The frame's words; a form's own labels extend them, so tenants reword them there. */
export interface FormFrameLabels {
  title: string;
  submit: string;
  /** The submit button's text while the submit is pending. */
  submitting: string;
  /** The alert when a failed submit carries no message of its own. */
  failed: string;
}

export interface FormFrameProps {
  /** The form's useForm: the frame spreads its formProps and shows how the submit is going. */
  form: Pick<ReturnType<typeof useForm<Record<string, string>>>, "formProps" | "status" | "busy">;
  labels: FormFrameLabels;
  headingLevel?: HeadingLevel | undefined;
  /** The fields, and anything said before them. */
  children: ReactNode;
  /** Buttons after the submit button ("Back to log in"). */
  actions?: ReactNode;
}

export function FormFrame({ form, labels, headingLevel, children, actions }: FormFrameProps) {
  const titleId = useId();
  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      {children}
      {form.status.kind === "failed" && <FormAlert>{messageOf(form.status.error, labels.failed)}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        {actions}
      </div>
    </form>
  );
}
