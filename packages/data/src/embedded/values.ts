// What a document may hold, and how values compare: the same rules as Firestore, so the embedded
// store accepts and orders exactly what production does.
import { DocumentStoreError } from "../port/errors.js";
import { isFieldValue } from "../port/field-values.js";

export type PlainMap = Record<string, unknown>;

export function isPlainMap(value: unknown): value is PlainMap {
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    value instanceof Date ||
    isFieldValue(value)
  )
    return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Throws invalid-argument for values Firestore would refuse, naming the field. */
export function checkValue(value: unknown, field: string, inArray = false): void {
  if (value === null || typeof value === "boolean" || typeof value === "string" || typeof value === "number") return;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalid(field, "is an invalid Date");
    return;
  }
  if (isFieldValue(value)) {
    if (inArray) throw invalid(field, "holds a field value (like increment) inside an array, which is not supported");
    return;
  }
  if (Array.isArray(value)) {
    if (inArray) throw invalid(field, "is an array inside an array, which is not supported");
    value.forEach((item, index) => checkValue(item, `${field}[${index}]`, true));
    return;
  }
  if (isPlainMap(value)) {
    for (const [key, item] of Object.entries(value)) checkValue(item, field === "" ? key : `${field}.${key}`);
    return;
  }
  throw invalid(
    field,
    `is ${value === undefined ? "undefined" : `a ${typeof value}`}; use null, a boolean, number, string, Date, array ` +
      `or plain object`,
  );
}

function invalid(field: string, problem: string): DocumentStoreError {
  return new DocumentStoreError("invalid-argument", `Field "${field}" ${problem}`);
}

/** Firestore's order of types: null, booleans, numbers, timestamps, strings, arrays, maps. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "boolean") return 1;
  if (typeof value === "number") return 2;
  if (value instanceof Date) return 3;
  if (typeof value === "string") return 4;
  if (Array.isArray(value)) return 5;
  return 6;
}

export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  switch (rankA) {
    case 1:
      return Number(a) - Number(b);
    case 2:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 3:
      return (a as Date).getTime() - (b as Date).getTime();
    case 4:
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
    case 5: {
      const left = a as unknown[];
      const right = b as unknown[];
      for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const order = compareValues(left[i], right[i]);
        if (order !== 0) return order;
      }
      return left.length - right.length;
    }
    case 6: {
      const left = Object.keys(a as PlainMap).sort();
      const right = Object.keys(b as PlainMap).sort();
      for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const keyOrder = compareValues(left[i], right[i]);
        if (keyOrder !== 0) return keyOrder;
        const order = compareValues((a as PlainMap)[left[i] as string], (b as PlainMap)[right[i] as string]);
        if (order !== 0) return order;
      }
      return left.length - right.length;
    }
    default:
      return 0;
  }
}

/** Whether two values are of the same Firestore type (range filters only match within a type). */
export function sameType(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b);
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

/** Reads "stats.orderCount" from a document. */
export function getField(data: PlainMap, fieldPath: string): unknown {
  let node: unknown = data;
  for (const key of fieldPath.split(".")) {
    if (!isPlainMap(node)) return undefined;
    node = node[key];
  }
  return node;
}
