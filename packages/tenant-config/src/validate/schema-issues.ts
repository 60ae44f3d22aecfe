// Turns ajv's errors into ConfigIssues: one plain sentence per problem, pointing at the value
// that is wrong, listing the allowed values when there are few.
import type { ErrorObject } from "ajv";
import { type ConfigIssue, joinPointer } from "../issues.js";
import { closestMatch } from "./closest-match.js";

/** Lists of allowed values longer than this are left out of messages. */
const maxListedValues = 12;

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
}

export function schemaIssues(
  errors: readonly ErrorObject[] | null | undefined,
  file: string,
  pointerPrefix = "",
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // Errors raised while checking an object's key names repeat the propertyNames error.
    if (error.propertyName !== undefined) continue;
    const issue = toIssue(error);
    if (!issue) continue;
    const full = { file, ...issue, pointer: pointerPrefix + issue.pointer };
    const key = `${full.pointer}\u0000${full.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(full);
  }
  return issues;
}

type IssueBody = Omit<ConfigIssue, "file">;

function toIssue(error: ErrorObject): IssueBody | undefined {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  switch (error.keyword) {
    case "required": {
      const name = String(params.missingProperty);
      const description = parent.properties?.[name]?.description;
      return { pointer: joinPointer(at, name), message: `is required${description ? `: ${description}` : ""}` };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys(parent.properties ?? {}).filter((key) => key !== "$schema");
      const guess = closestMatch(name, known);
      return {
        pointer: joinPointer(at, name),
        message: `unknown property "${name}"${guess ? `; did you mean "${guess}"?` : ""}`,
        ...(known.length <= maxListedValues ? { allowed: known } : {}),
      };
    }
    case "errorMessage":
      return fromCustomMessage(error);
    case "type":
      return { pointer: at, message: `must be ${article(String(params.type))}` };
    case "enum": {
      const values = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      return {
        pointer: at,
        message: `must be one of the allowed values`,
        ...(values.length <= maxListedValues ? { allowed: values } : {}),
      };
    }
    case "const":
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "format":
      return {
        pointer: at,
        message: `must be ${formatNames[String(params.format)] ?? `a valid ${String(params.format)}`}`,
      };
    case "pattern":
      return { pointer: at, message: `must match the pattern ${String(params.pattern)}` };
    case "minimum":
    case "exclusiveMinimum":
      return {
        pointer: at,
        message: `must be ${error.keyword === "minimum" ? "at least" : "more than"} ${String(params.limit)}`,
      };
    case "maximum":
    case "exclusiveMaximum":
      return {
        pointer: at,
        message: `must be ${error.keyword === "maximum" ? "at most" : "less than"} ${String(params.limit)}`,
      };
    case "multipleOf":
      return { pointer: at, message: `must be a multiple of ${String(params.multipleOf)}` };
    case "minItems":
    case "maxItems":
      return { pointer: at, message: countMessage("item", error) };
    case "minProperties":
    case "maxProperties":
      return { pointer: at, message: countMessage("entry", error) };
    case "minLength":
      return {
        pointer: at,
        message:
          Number(params.limit) === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long`,
      };
    case "maxLength":
      return { pointer: at, message: `must be at most ${String(params.limit)} characters long` };
    case "uniqueItems":
      return {
        pointer: joinPointer(at, Number(params.i)),
        message: `repeats item ${String(params.j)}; each value may appear once`,
      };
    default:
      return { pointer: at, message: error.message ?? `fails the schema rule "${error.keyword}"` };
  }
}

/** ajv-errors replaced the original errors by the schema's own sentence. */
function fromCustomMessage(error: ErrorObject): IssueBody {
  const original = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  // A bad key in a map: point at the key itself, not at the map.
  const badKey = original.find((inner) => inner.keyword === "propertyNames");
  const propertyName = (badKey?.params as { propertyName?: string } | undefined)?.propertyName;
  const pointer = propertyName === undefined ? error.instancePath : joinPointer(error.instancePath, propertyName);
  return { pointer, message: error.message ?? "is not valid" };
}

function countMessage(noun: string, error: ErrorObject): string {
  const limit = Number((error.params as { limit: number }).limit);
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const min = error.keyword.startsWith("min");
  const other = schema[min ? error.keyword.replace("min", "max") : error.keyword.replace("max", "min")];
  const plural = (n: number) =>
    `${n} ${noun === "entry" ? (n === 1 ? "entry" : "entries") : n === 1 ? noun : `${noun}s`}`;
  if (other === limit) return `must have exactly ${plural(limit)}`;
  return `must have ${min ? "at least" : "at most"} ${plural(limit)}`;
}

const formatNames: Record<string, string> = {
  email: 'an email address like "rentals@example.com"',
  uri: 'an absolute URL like "https://example.com"',
  hostname: 'a host name like "props.example.com"',
};

function article(type: string): string {
  const names: Record<string, string> = {
    string: "text (a string)",
    number: "a number",
    integer: "a whole number",
    boolean: "true or false",
    object: "an object",
    array: "a list (an array)",
    null: "null",
  };
  return type
    .split(",")
    .map((t) => names[t] ?? t)
    .join(" or ");
}
