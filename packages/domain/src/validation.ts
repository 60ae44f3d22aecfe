// Input checks shared by the repositories: every problem at once, by field, in plain words.
import { isCalendarDate } from "./calendar-date.js";
import { singleLine } from "./plain-text.js";

export type FieldErrors = Record<string, string>;

export class ValidationError extends Error {
  override name = "ValidationError";
  constructor(
    readonly what: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(
      `${what} is not valid: ${Object.entries(fieldErrors)
        .map(([field, message]) => `${field} ${message}`)
        .join("; ")}`,
    );
  }
}

/** Collects field problems, then throws them together. */
export function checker(what: string) {
  const errors: FieldErrors = {};
  const check = {
    text(
      field: string,
      value: unknown,
      {
        required = false,
        max = 200,
        oneLine = false,
      }: {
        required?: boolean;
        max?: number;
        /** A name or a title: control characters become spaces (plain-text.ts), as the rules require. */
        oneLine?: boolean;
      } = {},
    ): string {
      if (value === undefined || value === null || value === "") {
        if (required) errors[field] = "is required";
        return "";
      }
      if (typeof value !== "string") {
        errors[field] = "must be text";
        return "";
      }
      const trimmed = oneLine ? singleLine(value) : value.trim();
      if (required && trimmed === "") errors[field] = "is required";
      else if (trimmed.length > max) errors[field] = `must be at most ${max} characters`;
      return trimmed;
    },
    email(field: string, value: unknown): string {
      const email = check.text(field, value, { required: true, max: 254 });
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        errors[field] = "must be an email address like name@example.com";
      return email;
    },
    /** A "YYYY-MM-DD" date, or undefined (with the problem noted). */
    date(field: string, value: unknown): string | undefined {
      if (value === undefined || value === null || value === "") errors[field] = "is required";
      else if (!isCalendarDate(value)) errors[field] = "must be a date like 2026-12-01";
      else return value;
      return undefined;
    },
    integer(field: string, value: unknown, min: number, max: number): number {
      if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
        errors[field] = `must be a whole number from ${min} to ${max}`;
        return min;
      }
      return value;
    },
    fail(field: string, message: string): void {
      errors[field] = message;
    },
    done(): void {
      if (Object.keys(errors).length > 0) throw new ValidationError(what, errors);
    },
  };
  return check;
}
