// The rules of a quote request, once: every problem at once, each with the field it belongs to, a
// code a form can word its own way, and a plain message. The UI kit's form shows them as the
// customer types; the repositories and the server refuse what breaks them.
import { limits } from "../limits.js";
import { rentalWeeks } from "../pricing/rental-estimate.js";
import { ValidationError } from "../validation.js";
import { multiLine, singleLine } from "../plain-text.js";
import { variantIdProblem, withVariant } from "../prop-variants.js";
import type { CheckedQuoteRequest, QuoteRequestInput } from "./quote-request.js";
import {
  type QuoteCheckOptions,
  type QuoteProblem,
  type QuoteProblemCode,
  rentalDatesProblems,
} from "../rental-dates.js";

export { type QuoteCheckOptions, type QuoteProblem, type QuoteProblemCode, rentalDatesProblems };

/** Digits, spaces, +, -, parentheses and dots, with at least 7 digits. */
export const isPhoneNumber = (value: string): boolean =>
  /^[\d\s+\-().]+$/.test(value) && value.replace(/\D/g, "").length >= 7;

/** Loose on purpose: something@something.tld. firestore.rules uses the same pattern (a test checks). */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmailAddress = (value: string): boolean => emailPattern.test(value);

/** Problems as a ValidationError's fieldErrors: the first problem of a field is the one to fix first. */
export function fieldErrorsOf(problems: readonly QuoteProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

const asText = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Every problem with `input`; none when it may be sent. Accepts anything (a server reads JSON). */
export function quoteRequestProblems(input: QuoteRequestInput, options: QuoteCheckOptions = {}): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const add = (field: string, code: QuoteProblemCode, message: string) => problems.push({ field, code, message });
  const text = (field: string, value: unknown, max: number, required: boolean) => {
    if (value !== undefined && value !== null && typeof value !== "string") add(field, "invalid", "must be text");
    const trimmed = asText(value);
    if (required && trimmed === "") add(field, "missing", "is required");
    else if (trimmed.length > max) add(field, "tooLong", `must be at most ${max.toLocaleString("en-US")} characters`);
    return trimmed;
  };
  const contact = (typeof input.contact === "object" && input.contact) || ({} as Partial<QuoteRequestInput["contact"]>);

  text("contact.name", contact.name, limits.quote.contactName, true);
  const email = text("contact.email", contact.email, limits.quote.email, true);
  if (email && email.length <= limits.quote.email && !isEmailAddress(email)) {
    add("contact.email", "invalid", "must be an email address like name@studio.com");
  }
  const phone = text("contact.phone", contact.phone, limits.quote.phone, false);
  if (phone && phone.length <= limits.quote.phone && !isPhoneNumber(phone)) {
    add("contact.phone", "invalid", "must be a phone number like (212) 555-0147");
  }
  text("contact.company", contact.company, limits.quote.company, false);
  text("production", input.production, limits.quote.production, true);

  problems.push(...rentalDatesProblems(input.pickUpDate, input.returnDate, options));

  if (input.fulfilment !== "pickup" && input.fulfilment !== "delivery") {
    add("fulfilment", "invalid", 'must be "pickup" or "delivery"');
  }
  text("deliveryAddress", input.deliveryAddress, limits.quote.deliveryAddress, input.fulfilment === "delivery");
  const notes = text("notes", input.notes, limits.quote.notes, false);

  const lines: unknown[] = Array.isArray(input.lines) ? input.lines : [];
  if (!Array.isArray(input.lines)) add("lines", "invalid", "must be a list of props");
  // A fabrication or graphics job has no props to list: then the notes must say what is needed.
  else if (lines.length === 0 && !notes)
    add("lines", "nothingAsked", "must list a prop, or the notes must say what you need");
  if (lines.length > limits.quote.lines) add("lines", "tooMany", `must list at most ${limits.quote.lines} props`);
  lines.slice(0, limits.quote.lines).forEach((line, index) => {
    const { propId, variantId, quantity, note } = ((typeof line === "object" && line) || {}) as Record<string, unknown>;
    text(`lines.${index}.propId`, propId, limits.propId.length, true);
    const variantProblem = variantIdProblem(variantId);
    if (variantProblem) add(`lines.${index}.variantId`, "invalid", variantProblem);
    if (
      typeof quantity !== "number" ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > limits.quote.quantity
    ) {
      add(`lines.${index}.quantity`, "invalid", `must be a whole number from 1 to ${limits.quote.quantity}`);
    }
    text(`lines.${index}.note`, note, limits.quote.lineNote, false);
  });
  return problems;
}

/** The request, trimmed and with its weeks; throws a ValidationError naming every problem. */
export function checkQuoteRequest(input: QuoteRequestInput, options: QuoteCheckOptions = {}): CheckedQuoteRequest {
  const problems = quoteRequestProblems(input, options);
  if (problems.length > 0) {
    throw new ValidationError("Quote request", fieldErrorsOf(problems));
  }
  const { contact } = input;
  return {
    // Stored, shown to staff and mailed: names carry no line breaks into a mail's subject (plain-text.ts).
    contact: {
      name: singleLine(contact.name),
      email: singleLine(contact.email),
      phone: singleLine(asText(contact.phone)),
      company: singleLine(asText(contact.company)),
    },
    production: singleLine(input.production),
    pickUpDate: input.pickUpDate,
    returnDate: input.returnDate,
    weeks: rentalWeeks(input.pickUpDate, input.returnDate),
    fulfilment: input.fulfilment,
    deliveryAddress: input.fulfilment === "delivery" ? multiLine(input.deliveryAddress) : "",
    notes: multiLine(asText(input.notes)),
    lines: input.lines.map((line) => ({
      propId: line.propId.trim(),
      ...withVariant(line),
      quantity: line.quantity,
      note: multiLine(asText(line.note)),
    })),
  };
}
