// firestore.rules cannot import limits.ts, so it repeats the numbers as `function maxGroupKey()
// { return N; }`. This test holds the two together: every such function matches limits.group.key,
// and every limit the rules can check is in the rules. Quote requests and what staff write go
// through the server's commands (apps/functions), which read limits.ts itself.
import { describe, expect, it } from "vitest";
import { rulesSource as rules } from "../../test/firestore.js";
import { limits, locationIdPattern } from "@backlot/domain";

const capitalised = (word: string) => word[0]?.toUpperCase() + word.slice(1);
const flat = Object.entries(limits).flatMap(([group, values]) =>
  Object.entries(values).map(([key, value]) => [`max${capitalised(group)}${capitalised(key)}`, value] as const),
);

const limitOf = new Map<string, unknown>(flat);

/** Limits on the fields inside each line of a list: rules cannot loop over a list to check them. */
const perLine = new Set([
  "maxSetListQuantity",
  "maxSetListNote",
  "maxQuoteQuantity",
  "maxQuoteLineNote",
  "maxPropIdLength",
  "maxVariantIdLength",
]);

/** What only the server's commands write, with limits.ts itself: no client write to check. */
const serverOnly = [
  ...["quote", "staff", "prop", "paperwork", "agreement", "dock", "orderChange", "production", "transfer"],
];
/**
 * The message preview is the server's; a rental's length needs date arithmetic the rules do not do (they check a set
 * list's dates are dates): the repository and every command that books check it with rentalDatesProblems.
 */
const serverOnlyLimits = new Set(["maxMessagePreview", "maxRentalDays"]);

describe("limits in firestore.rules", () => {
  const inRules = new Map(
    [...rules.matchAll(/function (max\w+)\(\) \{ return (\d+); \}/g)].map((match) => [
      match[1] as string,
      Number(match[2]),
    ]),
  );

  it("are the numbers of limits.ts", () => {
    expect(inRules.size).toBeGreaterThan(10);
    for (const [name, value] of inRules) expect({ name, value }).toEqual({ name, value: limitOf.get(name) });
  });

  it("include every limit the rules can check", () => {
    const expected = flat
      .filter(([name]) => !perLine.has(name) && !serverOnlyLimits.has(name))
      .filter(([name]) => !serverOnly.some((group) => name.startsWith(`max${capitalised(group)}`)))
      .map(([name]) => name);
    expect([...inRules.keys()].sort()).toEqual(expected.sort());
  });
});

describe("patterns in firestore.rules", () => {
  it("checks a set list's pickup location with the domain's location id pattern", () => {
    expect(rules).toContain(`setList.locationId.matches('${locationIdPattern.source}')`);
  });

  it("checks a customer's pickup location with the same pattern", () => {
    expect(rules).toContain(`user.pickupLocationId.matches('${locationIdPattern.source}')`);
  });
});
