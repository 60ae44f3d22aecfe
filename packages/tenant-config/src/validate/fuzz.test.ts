// Property-based fuzzing of the validator over 10,000 mutations of a valid bundle. Whatever the
// input, the validator never throws; a mutation known to break the schema is rejected with an
// issue pointing at (or into, or above) the mutated spot; the unmutated bundle is accepted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureBundle, fixtureOptions, type Json } from "../../test/support.js";
import type { ConfigIssue } from "../issues.js";
import { joinPointer } from "../issues.js";
import { validateTenantBundle } from "./index.js";

type Path = (string | number)[];

const base = fixtureBundle() as unknown as Json;

/** Every place in a JSON value, with whether it holds an object. */
function places(value: Json, path: Path = []): { path: Path; isObject: boolean }[] {
  const here = { path, isObject: typeof value === "object" && value !== null && !Array.isArray(value) };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => places(item, [...path, index]))];
  if (here.isObject)
    return [
      here,
      ...Object.entries(value as Record<string, Json>).flatMap(([key, item]) => places(item, [...path, key])),
    ];
  return [here];
}

const allPlaces = places(base);
const objectPaths = allPlaces.filter((place) => place.isObject).map((place) => place.path);
const allPaths = allPlaces.map((place) => place.path);

function getAt(root: Json, path: Path): Json {
  return path.reduce<Json>((node, token) => (node as Record<string | number, Json>)[token] as Json, root);
}

/** Returns a copy of `root` with the value at `path` replaced (or deleted when `value` is undefined). */
function setAt(root: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(root);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json> & Json[];
  const last = path[path.length - 1] as string | number;
  if (value !== undefined) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

function typeOf(value: Json): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** Values of each JSON type; a replacement is drawn from the types the original is not. */
const samplesByType: Record<string, Json> = {
  null: null,
  boolean: true,
  number: 12345,
  string: "fuzz",
  array: [],
  object: {},
};

function validate(bundle: unknown) {
  return validateTenantBundle(bundle, "fuzz.json", fixtureOptions);
}

/** True when one pointer is the other or lies inside it, on token boundaries. */
function related(a: string, b: string): boolean {
  const inside = (outer: string, inner: string) => inner === outer || inner.startsWith(`${outer}/`);
  return inside(a, b) || inside(b, a);
}

function expectWellFormed(issues: ConfigIssue[]): void {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(issue.file).toBe("fuzz.json");
    expect(issue.pointer === "" || issue.pointer.startsWith("/")).toBe(true);
    expect(issue.message.length).toBeGreaterThan(3);
  }
}

describe("validator fuzzing", () => {
  it("accepts the unmutated bundle", () => {
    expect(validate(base).ok).toBe(true);
  });

  it("rejects an unknown key added to any object, pointing at it (2,500 runs)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...objectPaths), (path) => {
        const mutated = setAt(base, [...path, "__backlot_fuzz"], 1);
        const result = validate(mutated);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expectWellFormed(result.issues);
        const target = joinPointer("", ...path, "__backlot_fuzz");
        expect(result.issues.some((issue) => related(issue.pointer, target))).toBe(true);
      }),
      { numRuns: 2_500 },
    );
  });

  it("rejects a value of the wrong JSON type anywhere, pointing at or around it (2,500 runs)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPaths), fc.nat(), (path, pick) => {
        const original = getAt(base, path);
        const others = Object.keys(samplesByType).filter((type) => type !== typeOf(original));
        const replacement = samplesByType[others[pick % others.length] as string] as Json;
        const result = validate(setAt(base, path, replacement));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expectWellFormed(result.issues);
        expect(result.issues.some((issue) => related(issue.pointer, joinPointer("", ...path)))).toBe(true);
      }),
      { numRuns: 2_500 },
    );
  });

  it("never throws on deletions or arbitrary JSON anywhere, and rejections carry paths (5,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allPaths),
        fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
        (path, value) => {
          const mutated = setAt(base, path, value as Json | undefined);
          const result = validate(mutated);
          if (!result.ok) expectWellFormed(result.issues);
          else expect(result.tenant.id).toBe("acme-props");
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
