// Runs a QuerySpec over a collection's documents: filters, order, cursors and limit, with
// Firestore's rules (documents missing a filtered or ordered field are left out; ties break by id).
import { DocumentStoreError } from "../port/errors.js";
import type { DocumentData, QuerySpec, WhereOperator } from "../port/document-store.js";
import { compareValues, getField, sameType, valuesEqual } from "./values.js";

export interface QueryCandidate {
  id: string;
  data: DocumentData;
}

function matches(value: unknown, op: WhereOperator, operand: unknown): boolean {
  switch (op) {
    case "==":
      return valuesEqual(value, operand);
    case "!=":
      return value !== null && !valuesEqual(value, operand);
    case "<":
    case "<=":
    case ">":
    case ">=": {
      // Range filters only match values of the operand's type, as in Firestore.
      if (!sameType(value, operand)) return false;
      const order = compareValues(value, operand);
      return op === "<" ? order < 0 : op === "<=" ? order <= 0 : op === ">" ? order > 0 : order >= 0;
    }
    case "array-contains":
      return Array.isArray(value) && value.some((item) => valuesEqual(item, operand));
    case "array-contains-any":
      return (
        Array.isArray(value) &&
        listOperand(op, operand).some((wanted) => value.some((item) => valuesEqual(item, wanted)))
      );
    case "in":
      return listOperand(op, operand).some((wanted) => valuesEqual(value, wanted));
    case "not-in":
      return value !== null && !listOperand(op, operand).some((wanted) => valuesEqual(value, wanted));
  }
}

function listOperand(op: WhereOperator, operand: unknown): unknown[] {
  if (!Array.isArray(operand) || operand.length === 0 || operand.length > 30) {
    throw new DocumentStoreError("invalid-argument", `"${op}" needs a list of 1 to 30 values`);
  }
  return operand;
}

export function evaluateQuery<T extends QueryCandidate>(documents: readonly T[], spec: QuerySpec): T[] {
  const orderBy = spec.orderBy ?? [];
  const filtered = documents.filter(
    (doc) =>
      (spec.where ?? []).every(([field, op, operand]) => {
        const value = getField(doc.data, field);
        return value !== undefined && matches(value, op, operand);
      }) && orderBy.every(([field]) => getField(doc.data, field) !== undefined),
  );

  const lastDirection = orderBy[orderBy.length - 1]?.[1] ?? "asc";
  const compare = (a: T, b: T): number => {
    for (const [field, direction] of orderBy) {
      const order = compareValues(getField(a.data, field), getField(b.data, field));
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return lastDirection === "asc" ? byId : -byId;
  };
  let sorted = filtered.sort(compare);

  const cursor = spec.startAfter ?? spec.startAt;
  if (cursor) {
    if (cursor.length === 0 || cursor.length > orderBy.length) {
      throw new DocumentStoreError(
        "invalid-argument",
        "A cursor needs one value per orderBy field (and at least one orderBy)",
      );
    }
    const inclusive = spec.startAfter === undefined;
    sorted = sorted.filter((doc) => {
      for (const [index, value] of cursor.entries()) {
        const [field, direction] = orderBy[index] as readonly [string, "asc" | "desc"];
        const order = compareValues(getField(doc.data, field), value);
        if (order !== 0) return direction === "asc" ? order > 0 : order < 0;
      }
      return inclusive;
    });
  }
  if (spec.limit !== undefined) {
    if (!Number.isInteger(spec.limit) || spec.limit < 0)
      throw new DocumentStoreError("invalid-argument", "limit must be a whole number of 0 or more");
    sorted = sorted.slice(0, spec.limit);
  }
  return sorted;
}
