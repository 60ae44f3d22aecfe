// The demo catalogue looks like a real prop house's: each prop is sized, weighed, priced, made and
// dated like its kind, in the tenant's units and words, with short specific descriptions.
import { beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { formatIssue } from "@backlot/tenant-config";
import { loadTestTenant } from "../../test/ny-props.js";
import type { Range } from "./category-profile.js";
import { aspectOf, colorsNamedIn, likelyColors } from "./custom-values.js";
import { baysPerCategory, cageSectionOf, replacementWeeks } from "./dock-facts.js";
import { type ProfiledProp, generateProfiledCatalogue } from "./generate-catalogue.js";
import { eraSpan, overlaps, styleSpan } from "./period-spans.js";
import { measuresIn, roundingStep, weightStep } from "./prop-measures.js";
import { validateCatalogue } from "@backlot/domain/catalogue";

const catalogues = new Map<string, { tenant: Tenant; props: ProfiledProp[] }>();
beforeAll(async () => {
  for (const id of ["ny-props", "harbour-scenic"]) {
    const tenant = await loadTestTenant(id);
    catalogues.set(id, { tenant, props: generateProfiledCatalogue(tenant) });
  }
});

const tenantIds = ["ny-props", "harbour-scenic"];
const catalogueOf = (id: string) => catalogues.get(id) as { tenant: Tenant; props: ProfiledProp[] };

/** Within a range, allowing for the rounding of a measure to its step. */
const fits = (value: number, [min, max]: Range, step: (value: number) => number) =>
  value >= min - step(min) / 2 - 1e-9 && value <= max + step(max) / 2 + 1e-9;

describe.each(tenantIds)("the %s demo catalogue", (id) => {
  it("is valid for the tenant", () => {
    const { tenant, props } = catalogueOf(id);
    const result = validateCatalogue(
      props.map(({ prop }) => prop),
      tenant,
      "catalogue",
    );
    expect(result.ok ? [] : result.issues.slice(0, 5).map(formatIssue)).toEqual([]);
  });

  it("sizes and weighs each prop like its kind, in the tenant's units", () => {
    const { tenant, props } = catalogueOf(id);
    const misfits = props.flatMap(({ prop, profile }) => {
      const { weight, size } = measuresIn(profile, tenant.settings.weightUnits);
      const problems: string[] = [];
      if (weight && (prop.weight === undefined || !fits(prop.weight, weight, weightStep)))
        problems.push(`weighs ${prop.weight} (${weight.map((w) => w.toFixed(1)).join(" to ")})`);
      if (!weight && prop.weight !== undefined) problems.push("a service with a weight");
      for (const side of ["width", "height", "depth"] as const) {
        const range = size?.[side];
        const value = prop.dimensions?.[side];
        if (range && (value === undefined || !fits(value, range, roundingStep)))
          problems.push(`${side} ${value} (${range.map((v) => v.toFixed(1)).join(" to ")})`);
      }
      return problems.map((problem) => `${prop.id} ${prop.name}: ${problem}`);
    });
    expect(misfits).toEqual([]);
  });

  it("prices and stocks each prop like its kind", () => {
    const { props } = catalogueOf(id);
    const misfits = props.flatMap(({ prop, profile }) => [
      ...(prop.weeklyRate >= profile.rate[0] && prop.weeklyRate <= profile.rate[1]
        ? []
        : [`${prop.id} ${prop.name}: rate ${prop.weeklyRate}`]),
      ...(prop.quantity >= profile.quantity[0] && prop.quantity <= profile.quantity[1]
        ? []
        : [`${prop.id} ${prop.name}: quantity ${prop.quantity}`]),
    ]);
    expect(misfits).toEqual([]);
  });

  it("keeps each prop in its department's aisle and its category's bays, or locked in the cage", () => {
    const { tenant, props } = catalogueOf(id);
    const misfits = props.flatMap(({ prop, profile }) => {
      if (profile.service)
        return "location" in prop || "replacementValue" in prop
          ? [`${prop.id} ${prop.name}: a service on a shelf`]
          : [];
      if (prop.location === undefined) return [];
      const aisle = tenant.categories.departments.findIndex((department) => department.name === prop.department) + 1;
      const category = tenant.categories.departments[aisle - 1]?.categories.findIndex((c) => c.name === prop.category);
      const section = cageSectionOf(profile.drawing);
      const first = (category ?? 0) * baysPerCategory + 1;
      const fitting = section
        ? new RegExp(`^Cage ${section} / Shelf [1-8]$`).test(prop.location)
        : new RegExp(`^Aisle ${aisle} · Bay (\\d+)$`).test(prop.location) &&
          Number(prop.location.split("Bay ")[1]) - first < baysPerCategory &&
          Number(prop.location.split("Bay ")[1]) >= first;
      return fitting ? [] : [`${prop.id} ${prop.name} (${prop.department} > ${prop.category}): ${prop.location}`];
    });
    expect(misfits).toEqual([]);
    // A few just in or never shelved, for the pull sheet's "no location" group; never a service among them.
    const unshelved = props.filter(({ prop, profile }) => !profile.service && prop.location === undefined);
    expect(unshelved.length / props.length).toBeGreaterThan(0.01);
    expect(unshelved.length / props.length).toBeLessThan(0.06);
  });

  it("charges a lost prop 8 to 25 weeks of its rent, to the whole dollar", () => {
    const { props } = catalogueOf(id);
    const [fewest, most] = replacementWeeks;
    const misfits = props.flatMap(({ prop, profile }) => {
      if (profile.service) return [];
      const value = prop.replacementValue;
      const fitting =
        value !== undefined &&
        value % 100 === 0 &&
        value >= Math.max(100, prop.weeklyRate * fewest - 50) &&
        value <= Math.max(100, prop.weeklyRate * most + 50);
      return fitting ? [] : [`${prop.id} ${prop.name}: ${value} for ${prop.weeklyRate} a week`];
    });
    expect(misfits).toEqual([]);
  });

  it("gives each prop only materials, eras, styles, finishes and colours that fit its kind", () => {
    const { tenant, props } = catalogueOf(id);
    const colorNames = Object.keys(tenant.settings.colors);
    const misfits = props.flatMap(({ prop, profile }) => {
      const problems: string[] = [];
      const era = Object.entries(prop.custom ?? {}).find(
        ([fieldId]) => aspectOf({ id: fieldId, label: "" }) === "era",
      )?.[1]?.[0];
      const eraYears = era === undefined ? undefined : eraSpan(era);
      for (const [fieldId, values] of Object.entries(prop.custom ?? {})) {
        const field = tenant.settings.customFields.find((candidate) => candidate.id === fieldId);
        for (const value of values ?? []) {
          const aspect = field ? aspectOf(field) : "other";
          const span = aspect === "era" ? eraSpan(value) : aspect === "style" ? styleSpan(value) : undefined;
          const fitting =
            aspect === "material"
              ? profile.materials.includes(value)
              : aspect === "style"
                ? profile.styles.includes(value) && (!span || !eraYears || overlaps(span, eraYears))
                : aspect === "finish"
                  ? (profile.finishes ?? []).includes(value)
                  : aspect === "era"
                    ? span !== undefined && overlaps(span, profile.years)
                    : true;
          if (!fitting) problems.push(`${aspect} ${value}`);
        }
      }
      const allowedColors = new Set([...likelyColors(profile, colorNames), ...colorsNamedIn(prop.name, colorNames)]);
      for (const color of prop.colors ?? []) if (!allowedColors.has(color)) problems.push(`colour ${color}`);
      return problems.map((problem) => `${prop.id} ${prop.name}: ${problem}`);
    });
    expect(misfits).toEqual([]);
  });

  it("names props plausibly and describes them in one to three short, varied sentences", () => {
    const { props } = catalogueOf(id);
    const descriptions = props.map(({ prop }) => prop.description ?? "");
    for (const { prop } of props) {
      expect(prop.name).toMatch(/^[\w&'.-]+( [\w&'.-]+)+$/);
      expect(prop.name.length).toBeLessThanOrEqual(120);
      expect(prop.name).not.toMatch(/\b(\w+) \1\b/i);
    }
    for (const description of descriptions) {
      expect(description.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(1);
      expect(description.split(/(?<=\.) /).length).toBeLessThanOrEqual(3);
      expect(description.length).toBeLessThanOrEqual(200);
    }
    const average = descriptions.reduce((sum, text) => sum + text.length, 0) / descriptions.length;
    expect(average).toBeGreaterThan(80);
    expect(average).toBeLessThan(160);
    expect(new Set(descriptions).size / descriptions.length).toBeGreaterThan(0.4);
    expect(new Set(props.map(({ prop }) => prop.name)).size / props.length).toBeGreaterThan(0.3);
  });
});

describe("plausibility, by example", () => {
  it("makes revolvers of steel, wood, polymer or rubber, about two pounds and ten inches long", () => {
    const guns = new Set(["revolver", "pistol", "rifle"]);
    const firearms = catalogueOf("ny-props").props.filter(({ profile }) => guns.has(profile.drawing));
    expect(firearms.length).toBeGreaterThan(50);
    for (const { prop } of firearms) expect(prop.custom?.material ?? []).not.toContain("Stone");
    for (const { prop } of firearms) expect(prop.custom?.material ?? []).not.toContain("Fabric");
    const revolvers = firearms.filter(({ prop }) => prop.subcategory === "Revolvers").map(({ prop }) => prop);
    for (const revolver of revolvers) {
      expect(revolver.weight).toBeGreaterThanOrEqual(1);
      expect(revolver.weight).toBeLessThanOrEqual(3);
      expect(revolver.dimensions?.width).toBeGreaterThanOrEqual(7);
      expect(revolver.dimensions?.width).toBeLessThanOrEqual(14);
    }
  });

  it("never dates a thing before it existed, nor a name against its era", () => {
    const props = catalogueOf("ny-props").props.map(({ prop }) => prop);
    const glocks = props.filter((prop) => /Glock 17 replica/.test(prop.name));
    expect(glocks.length).toBeGreaterThan(0);
    for (const glock of glocks) expect(["1980s", "1990s", "2000s", "Contemporary"]).toContain(glock.custom?.era?.[0]);
    for (const prop of props.filter((prop) => /\b\d{4}s\b/.test(prop.name)))
      expect(prop.name).toContain(prop.custom?.era?.[0] ?? "no era");
  });

  it("measures a kg tenant's props in centimetres and kilograms", () => {
    const flats = catalogueOf("harbour-scenic").props.filter(({ prop }) => prop.subcategory === "Standard 4x8");
    expect(flats.length).toBeGreaterThan(0);
    for (const { prop } of flats) {
      expect(prop.dimensions).toMatchObject({ width: 122, height: 244 });
      expect(prop.weight).toBeGreaterThanOrEqual(18);
      expect(prop.weight).toBeLessThanOrEqual(32);
    }
  });

  it("leaves out what a tenant cannot say: a medieval sword has no era in a Victorian-onwards list", () => {
    const swords = catalogueOf("ny-props").props.filter(({ prop }) => prop.subcategory === "Medieval");
    expect(swords.length).toBeGreaterThan(0);
    for (const { prop } of swords) expect(prop.custom?.era).toBeUndefined();
  });

  it("locks firearms, blades and prop money in the cage, each kind in its own section", () => {
    const props = catalogueOf("ny-props").props.map(({ prop }) => prop);
    /** Where the shelved props of a subcategory are: "Cage A", or "Aisle" for the open warehouse. */
    const kept = (subcategory: string) =>
      new Set(
        props.flatMap((prop) => (prop.subcategory === subcategory && prop.location ? [prop.location.slice(0, 6)] : [])),
      );
    expect(kept("Revolvers")).toEqual(new Set(["Cage A"]));
    expect(kept("Katanas")).toEqual(new Set(["Cage B"]));
    expect(kept("Money")).toEqual(new Set(["Cage C"]));
    expect(kept("Holsters")).toEqual(new Set(["Aisle "]));
  });

  it("keeps services free of sizes, colours and custom values", () => {
    const fees = catalogueOf("ny-props").props.filter(({ prop }) => prop.category === "Service Fees");
    expect(fees.length).toBeGreaterThan(0);
    for (const { prop } of fees) {
      expect(prop).not.toHaveProperty("weight");
      expect(prop).not.toHaveProperty("dimensions");
      expect(prop.colors).toEqual([]);
      expect(prop.custom).toEqual({});
    }
  });
});
