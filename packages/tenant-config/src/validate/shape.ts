// Narrowing helpers for the derived checks, which must not throw on a document the schema has
// already rejected (they run anyway so that every problem is reported at once).

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, key: string): JsonRecord | undefined {
  const child = isRecord(value) ? value[key] : undefined;
  return isRecord(child) ? child : undefined;
}

export function arrayAt(value: unknown, key: string): unknown[] {
  const child = isRecord(value) ? value[key] : undefined;
  return Array.isArray(child) ? child : [];
}

export function stringAt(value: unknown, key: string): string | undefined {
  const child = isRecord(value) ? value[key] : undefined;
  return typeof child === "string" ? child : undefined;
}
