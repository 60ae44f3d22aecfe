// Applies set, merge and update writes (with field values) to a document: the semantics of
// Firestore's writes, as pure functions over plain data.
import { DocumentStoreError } from "../port/errors.js";
import type { DocumentData, WriteData } from "../port/document-store.js";
import { type FieldValue, isFieldValue } from "../port/field-values.js";
import { type PlainMap, checkValue, isPlainMap, valuesEqual } from "./values.js";

/** What a field value becomes, given the field's current value. */
function resolveFieldValue(value: FieldValue, current: unknown, now: Date): unknown {
  switch (value.__fieldValue) {
    case "serverTimestamp":
      return new Date(now.getTime());
    case "increment":
      return (typeof current === "number" ? current : 0) + value.by;
    case "arrayUnion": {
      const result: unknown[] = Array.isArray(current) ? [...(current as unknown[])] : [];
      for (const item of value.items)
        if (!result.some((existing) => valuesEqual(existing, item))) result.push(structuredClone(item));
      return result;
    }
    case "arrayRemove":
      return Array.isArray(current)
        ? current.filter((existing) => !value.items.some((item) => valuesEqual(existing, item)))
        : [];
    case "delete":
      throw new DocumentStoreError("invalid-argument", "fieldValue.delete() is resolved by the caller");
  }
}

/** Writes `value` (which may hold field values at any depth) over `current`. */
function materialise(value: unknown, current: unknown, now: Date, merge: boolean): unknown {
  if (isFieldValue(value)) return resolveFieldValue(value, current, now);
  if (isPlainMap(value)) return mergeMaps(merge && isPlainMap(current) ? current : {}, value, now, merge);
  return structuredClone(value);
}

function mergeMaps(base: PlainMap, changes: PlainMap, now: Date, merge: boolean): PlainMap {
  const result: PlainMap = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (isFieldValue(value) && value.__fieldValue === "delete") {
      if (!merge)
        throw new DocumentStoreError(
          "invalid-argument",
          `Field "${key}": fieldValue.delete() works only with update() or set() with { merge: true }`,
        );
      delete result[key];
    } else {
      result[key] = materialise(value, base[key], now, merge);
    }
  }
  return result;
}

/** set(), with or without merge. */
export function applySet(existing: DocumentData | undefined, data: WriteData, merge: boolean, now: Date): DocumentData {
  checkValue(data, "");
  if (!isPlainMap(data)) throw new DocumentStoreError("invalid-argument", "A document must be a plain object");
  return mergeMaps(merge && existing ? existing : {}, data, now, merge);
}

/** update(): keys are field paths ("stats.orderCount"); a map value replaces the map at that path. */
export function applyUpdate(existing: DocumentData, data: WriteData, now: Date): DocumentData {
  checkValue(data, "");
  const result = structuredClone(existing);
  for (const [fieldPath, value] of Object.entries(data)) {
    const keys = fieldPath.split(".");
    if (keys.some((key) => key === ""))
      throw new DocumentStoreError("invalid-argument", `"${fieldPath}" is not a valid field path`);
    let parent: PlainMap = result;
    for (const key of keys.slice(0, -1)) {
      if (!isPlainMap(parent[key])) parent[key] = {};
      parent = parent[key] as PlainMap;
    }
    const last = keys[keys.length - 1] as string;
    if (isFieldValue(value) && value.__fieldValue === "delete") delete parent[last];
    else parent[last] = materialise(value, parent[last], now, false);
  }
  return result;
}
