// Changing the password from the account page. The current password comes first because the
// change signs in again with it (the provider wants a recent sign-in first); the new one is typed twice.
import { FormDone } from "../internal/form/FormDone.js";
import { FormFrame, type FormFrameLabels } from "../internal/form/FormFrame.js";
import type { HeadingLevel } from "../internal/form/FormHeading.js";
import { TextField } from "../TextField/index.js";
import { useForm } from "../internal/form/use-form.js";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormLabels extends FormFrameLabels {
  currentPassword: string;
  currentPasswordHint: string;
  newPassword: string;
  newPasswordHint: (minLength: number) => string;
  confirmPassword: string;
  doneTitle: string;
  done: string;
  currentMissing: string;
  newMissing: (minLength: number) => string;
  newTooShort: (minLength: number) => string;
  newSameAsCurrent: string;
  confirmMissing: string;
  confirmMismatch: string;
}

export const defaultChangePasswordFormLabels: ChangePasswordFormLabels = {
  title: "Change your password",
  currentPassword: "Current password",
  currentPasswordHint: "To keep your account safe, we check it is you first.",
  newPassword: "New password",
  newPasswordHint: (min) => `At least ${min.toString()} characters.`,
  confirmPassword: "Confirm new password",
  submit: "Change password",
  submitting: "Changing password…",
  doneTitle: "Password changed",
  done: "Use your new password the next time you log in.",
  currentMissing: "Enter your current password.",
  newMissing: (min) => `Choose a new password of at least ${min.toString()} characters.`,
  newTooShort: (min) => `Your new password is too short: use at least ${min.toString()} characters.`,
  newSameAsCurrent: "Your new password is the same as the current one: choose a different one.",
  confirmMissing: "Type your new password again to confirm it.",
  confirmMismatch: "The new passwords do not match: type the same password in both fields.",
  failed: "We could not change your password. Check your connection and try again.",
};

export interface ChangePasswordFormProps {
  /** Rejects with the catalogue's message (wrongPassword for a wrong current password). */
  onSubmit: (change: PasswordChange) => Promise<void>;
  minPasswordLength?: number;
  headingLevel?: HeadingLevel;
  labels?: Partial<ChangePasswordFormLabels>;
}

export function ChangePasswordForm({
  onSubmit,
  minPasswordLength = 8,
  headingLevel,
  labels: given = {},
}: ChangePasswordFormProps) {
  const labels = { ...defaultChangePasswordFormLabels, ...given };
  const min = minPasswordLength;
  const form = useForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: ({ currentPassword, newPassword, confirmPassword }) => ({
      currentPassword: currentPassword === "" ? labels.currentMissing : undefined,
      newPassword:
        newPassword === ""
          ? labels.newMissing(min)
          : newPassword.length < min
            ? labels.newTooShort(min)
            : newPassword === currentPassword
              ? labels.newSameAsCurrent
              : undefined,
      confirmPassword:
        confirmPassword === ""
          ? labels.confirmMissing
          : confirmPassword !== newPassword
            ? labels.confirmMismatch
            : undefined,
    }),
    onSubmit: ({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }),
  });

  if (form.status.kind === "succeeded") {
    return (
      <FormDone title={labels.doneTitle} headingLevel={headingLevel}>
        <p>{labels.done}</p>
      </FormDone>
    );
  }

  return (
    <FormFrame form={form} labels={labels} headingLevel={headingLevel}>
      <TextField
        label={labels.currentPassword}
        hint={labels.currentPasswordHint}
        type="password"
        autoComplete="current-password"
        required
        {...form.field("currentPassword")}
      />
      <TextField
        label={labels.newPassword}
        hint={labels.newPasswordHint(min)}
        type="password"
        autoComplete="new-password"
        required
        {...form.field("newPassword")}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.field("confirmPassword")}
      />
    </FormFrame>
  );
}
