// Equality as JSON sees it: the same keys with the same values, in any key order; a key whose value
// is undefined counts as absent. The serialiser checks each prop it rebuilds with this.

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = definedKeys(a as Record<string, unknown>);
  const right = definedKeys(b as Record<string, unknown>);
  return (
    left.length === right.length &&
    left.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const definedKeys = (object: Record<string, unknown>) => Object.keys(object).filter((key) => object[key] !== undefined);
