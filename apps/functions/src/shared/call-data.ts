// Reading a call's data: every problem at once, by field, as one invalid-argument refusal (the
// ValidationError of @backlot/data, which the callables turn into details.fieldErrors).
import {
  ValidationError,
  clientIdPattern,
  limits,
  locationIdPattern,
  propIdPattern,
  vendorIdPattern,
} from "@backlot/domain";

/** Whether `value` is a catalogue prop id, by the one pattern and length. */
export const isPropId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= limits.propId.length && propIdPattern.test(value);

type Data = Record<string, unknown>;

export interface CallReader {
  data: Data;
  vendorId(): string;
  /** A Firestore id the client made (orders, requests) or was given (set lists). */
  id(field: string): string;
  /** A uid of the Auth service (1 to 128 characters, no slash). */
  uid(field: string): string;
  /** A catalogue prop id (its stock number, "BPH-10432"). */
  propId(field: string): string;
  /** A pickup location's id ("vancouver"); whether the vendor has it is the command's to check. */
  locationId(field: string): string;
  /** A pickup location's id, or null when the call leaves it out (or gives null). */
  optionalLocationId(field: string): string | null;
  text(field: string, { max, required }: { max: number; required?: boolean }): string;
  boolean(field: string): boolean;
  /** A whole number from 0 to `max`. */
  count(field: string, { max }: { max: number }): number;
  oneOf<T extends string>(field: string, allowed: readonly T[]): T;
  object(field: string): Data;
  fail(field: string, problem: string): void;
}

/** Reads `data` for the command `name` with `read`, then refuses if anything was wrong. */
export function readCall<T>(name: string, data: unknown, read: (call: CallReader) => T): T {
  const problems: Record<string, string> = {};
  const given: Data = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Data) : {};
  const fail = (field: string, problem: string) => {
    problems[field] ??= problem;
  };
  const reader: CallReader = {
    data: given,
    vendorId() {
      const value = given.vendorId;
      if (typeof value === "string" && vendorIdPattern.test(value)) return value;
      fail("vendorId", "is not a vendor id (lower-case letters, digits and dashes)");
      return "";
    },
    id(field) {
      const value = given[field];
      if (typeof value === "string" && clientIdPattern.test(value)) return value;
      fail(field, "must be a document id (20 letters and digits)");
      return "";
    },
    uid(field) {
      const value = given[field];
      if (typeof value === "string" && value.length > 0 && value.length <= 128 && !value.includes("/")) return value;
      fail(field, "is not an account id");
      return "";
    },
    propId(field) {
      const value = given[field];
      if (isPropId(value)) return value;
      fail(field, 'is not a prop id (letters, digits, "_" and "-", like BPH-10432)');
      return "";
    },
    locationId(field) {
      const value = given[field];
      if (typeof value === "string" && locationIdPattern.test(value)) return value;
      fail(field, 'must be a pickup location\'s id (lowercase letters, digits and "-"), like "vancouver"');
      return "";
    },
    optionalLocationId(field) {
      return given[field] === undefined || given[field] === null ? null : reader.locationId(field);
    },
    text(field, { max, required = false }) {
      const value = given[field];
      if (value === undefined || value === null || value === "") {
        if (required) fail(field, "is required");
        return "";
      }
      if (typeof value !== "string") {
        fail(field, "must be text");
        return "";
      }
      const trimmed = value.trim();
      if (required && !trimmed) fail(field, "is required");
      if (trimmed.length > max) fail(field, `must be at most ${max} characters`);
      return trimmed;
    },
    boolean(field) {
      const value = given[field];
      if (typeof value === "boolean") return value;
      fail(field, "must be true or false");
      return false;
    },
    count(field, { max }) {
      const value = given[field];
      if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max) return value;
      fail(field, `must be a whole number from 0 to ${max.toLocaleString("en-US")}`);
      return 0;
    },
    oneOf(field, allowed) {
      const value = given[field];
      if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as never;
      fail(field, `must be one of ${allowed.join(", ")}`);
      return allowed[0] as never;
    },
    object(field) {
      const value = given[field];
      if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Data;
      fail(field, "is missing");
      return {};
    },
    fail,
  };
  const result = read(reader);
  if (Object.keys(problems).length > 0) throw new ValidationError(name, problems);
  return result;
}
