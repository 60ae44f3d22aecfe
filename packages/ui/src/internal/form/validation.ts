// Small checks the forms share, and the default wording of their field messages. Messages say
// what is wrong and what to do; forms take them from their `labels`, so tenants can reword them.

export const isBlank = (value: string): boolean => value.trim() === "";

/** Loose on purpose: something@something.tld. The server has the final word. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

export const digitCount = (value: string): number => value.replace(/\D/g, "").length;

/** Digits, spaces, +, -, parentheses and dots, with at least `minDigits` digits. */
export const isPhone = (value: string, minDigits = 7): boolean =>
  /^[\d\s+\-().]+$/.test(value.trim()) && digitCount(value) >= minDigits;

export interface EmailMessages {
  emailMissing: string;
  emailInvalid: string;
}

export const defaultEmailMessages: EmailMessages = {
  emailMissing: "Enter your email address.",
  emailInvalid: "Enter an email address like name@studio.com.",
};

/** The message for an email field, or undefined when it is fine. */
export function checkEmail(value: string, messages: EmailMessages): string | undefined {
  if (isBlank(value)) return messages.emailMissing;
  return isEmail(value) ? undefined : messages.emailInvalid;
}

/** The catalogue reason an error carries (`reason`, as @backlot/auth's AuthError has), if any. */
export function reasonOf(error: unknown): string | undefined {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/** What a failed submit shows: the error's own message, or `fallback` when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
