// The state every account form shares: the values, field errors shown on submit (and updated as
// the user fixes them), focus on the first invalid field, and the async submit as a tagged
// status. Values are never reset by a failed submit, and initial values that arrive late fill only
// empty fields, so nothing typed is lost.
import { type FormEvent, useEffect, useRef, useState } from "react";

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type FormStatus =
  { kind: "editing" } | { kind: "submitting" } | { kind: "failed"; error: unknown } | { kind: "succeeded" };

export interface UseFormOptions<V extends Record<keyof V, string>> {
  initial: V;
  /** Messages for the fields that are wrong (undefined or missing keys for the right ones). */
  validate?: (values: V) => FieldErrors<V>;
  onSubmit: (values: V) => Promise<void> | void;
  /** Runs after a failed submit, with what `onSubmit` threw. */
  onFailed?: (error: unknown) => void;
}

function present<V>(errors: FieldErrors<V>): FieldErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as FieldErrors<V>;
}

export function useForm<V extends Record<keyof V, string>>({
  initial,
  validate,
  onSubmit,
  onFailed,
}: UseFormOptions<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: "editing" });
  const [focusRequest, setFocusRequest] = useState(0);
  // A ref as well as the status: a second Enter can arrive before React re-renders.
  const pending = useRef(false);

  // Initial values can arrive after the form shows (a signed-in customer's profile loads after sign-in): they fill the
  // fields still empty, and nothing typed is replaced. Compared by value, as callers build `initial` on every render.
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    const late = Object.entries(JSON.parse(initialKey) as V);
    setValues((current) => {
      const blanks = late.filter(([key, value]) => value && !current[key as keyof V]);
      return blanks.length === 0 ? current : { ...current, ...Object.fromEntries(blanks) };
    });
  }, [initialKey]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function setValue(name: keyof V & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // A "saved" message no longer describes what is on screen once the user edits again.
    setStatus((current) => (current.kind === "succeeded" ? { kind: "editing" } : current));
    // Only errors already shown are re-checked, so typing never raises a new one.
    setErrors((shown) => {
      if (Object.keys(shown).length === 0 || !validate) return shown;
      const now = validate(next);
      return present(
        Object.fromEntries(Object.keys(shown).map((key) => [key, now[key as keyof V & string]])) as FieldErrors<V>,
      );
    });
  }

  /** Re-runs validation and moves focus to the first field that fails, as after a submit. */
  function showErrors(found: FieldErrors<V>) {
    setErrors(present(found));
    setFocusRequest((count) => count + 1);
  }

  async function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending.current) return;
    const found = present(validate?.(values) ?? {});
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: "editing" });
      setFocusRequest((count) => count + 1);
      return;
    }
    pending.current = true;
    setStatus({ kind: "submitting" });
    try {
      await onSubmit(values);
      setStatus({ kind: "succeeded" });
    } catch (error) {
      setStatus({ kind: "failed", error });
      onFailed?.(error);
    } finally {
      pending.current = false;
    }
  }

  /** The props a TextField needs for field `name`. */
  function field(name: keyof V & string) {
    return { name, value: values[name], onChange: (value: string) => setValue(name, value), error: errors[name] };
  }

  function reset(next: V = initial) {
    setValues(next);
    setErrors({});
    setStatus({ kind: "editing" });
  }

  return {
    values,
    errors,
    status,
    busy: status.kind === "submitting",
    field,
    setValue,
    setStatus,
    showErrors,
    reset,
    handleSubmit,
    /** Spread on the <form>: its ref, noValidate (the kit's messages replace the browser's) and onSubmit. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
    },
  };
}
