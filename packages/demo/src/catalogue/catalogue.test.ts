import { beforeAll, describe, expect, it } from "vitest";
import { loadTestTenant } from "../../test/ny-props.js";
import type { Tenant } from "@backlot/tenant-config";
import { formatIssue } from "@backlot/tenant-config";
import { generateCatalogue, singular } from "./generate-catalogue.js";
import { propImageSvg } from "./prop-image.js";
import { validateCatalogue } from "@backlot/domain/catalogue";

let tenant: Tenant;
beforeAll(async () => {
  tenant = await loadTestTenant();
});

describe("demo catalogue", () => {
  it("makes 2,000 valid props by default, across all 13 departments", () => {
    const props = generateCatalogue(tenant);
    expect(props).toHaveLength(2000);
    const result = validateCatalogue(props, tenant, "catalogue");
    expect(result.ok ? [] : result.issues.slice(0, 5).map(formatIssue)).toEqual([]);
    expect(new Set(props.map((prop) => prop.department)).size).toBe(13);
    expect(new Set(props.map((prop) => prop.vendor)).size).toBeGreaterThanOrEqual(4);
  });

  it("is the same for the same seed, and different for another", () => {
    expect(generateCatalogue(tenant, { count: 50 })).toEqual(generateCatalogue(tenant, { count: 50 }));
    expect(generateCatalogue(tenant, { count: 50, seed: 2 })).not.toEqual(generateCatalogue(tenant, { count: 50 }));
  });

  it("makes any count, with a share of new arrivals and unlisted hidden-department stock", () => {
    const props = generateCatalogue(tenant, { count: 5000 });
    expect(props).toHaveLength(5000);
    const newWindow = Date.parse("2026-11-01T12:00:00Z") - tenant.settings.newWeekCount * 7 * 86_400_000;
    const fresh = props.filter((prop) => Date.parse(prop.createdAt) > newWindow).length;
    expect(fresh / props.length).toBeGreaterThan(0.03);
    expect(fresh / props.length).toBeLessThan(0.1);
    expect(props.filter((prop) => prop.department === "Hidden Department").every((prop) => prop.listed === false)).toBe(
      true,
    );
    expect(props.some((prop) => (prop.variants ?? []).length > 0)).toBe(true);
    // A variant priced apart from its prop, for the menu and the server's estimate to show.
    expect(props.some((prop) => (prop.variants ?? []).some((variant) => variant.weeklyRate !== undefined))).toBe(true);
  });

  it("spreads each prop's stock over a tenant's pickup locations when it has more than one", () => {
    const { address, _geoloc, timezone, mapsEmbedUrl } = tenant.vendor;
    const dock = (id: string) => ({ id, displayName: id, address, _geoloc, timezone, mapsEmbedUrl, isListed: true });
    const twoDocks: Tenant = {
      ...tenant,
      vendor: { ...tenant.vendor, locations: [dock("toronto"), dock("vancouver")] },
    };
    const props = generateCatalogue(twoDocks, { count: 300 });
    const result = validateCatalogue(props, twoDocks, "catalogue");
    expect(result.ok ? [] : result.issues.slice(0, 5).map(formatIssue)).toEqual([]);
    const splits = props.map((prop) => prop.stockByLocation ?? {});
    expect(splits.every((split) => Object.keys(split).sort().join() === "toronto,vancouver")).toBe(true);
    expect(splits.some((split) => split.toronto === 0)).toBe(true);
    expect(splits.some((split) => split.vancouver === 0)).toBe(true);
    // A one-location tenant's catalogue is as it was: no split at all.
    expect(generateCatalogue(tenant, { count: 300 }).some((prop) => prop.stockByLocation)).toBe(false);
  });

  it("names props plausibly", () => {
    expect(singular("Film Cameras")).toBe("Film Camera");
    expect(singular("Bodies & Parts")).toBe("Body & Part");
    expect(singular("Glasses & Mugs")).toBe("Glass & Mug");
    expect(singular("Boxes")).toBe("Box");
    const names = generateCatalogue(tenant, { count: 30 }).map((prop) => prop.name);
    for (const name of names) expect(name).toMatch(/^[\w&'.-]+( [\w&'.-]+)+$/);
  });

  it("draws a picture for each prop, escaping its text", () => {
    const [prop] = generateCatalogue(tenant, { count: 1 });
    if (!prop) throw new Error("no prop");
    const svg = propImageSvg({ ...prop, name: 'Bob\'s <"Diner"> Stool' }, { Red: "#c0392b" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("Bob&#39;s &#60;&#34;Diner&#34;&#62; Stool");
  });
});

describe("validateCatalogue", () => {
  it("reports every problem with its path", () => {
    const [good, second] = generateCatalogue(tenant, { count: 2 });
    if (!good || !second) throw new Error("no props");
    const bad = [
      { ...good, weeklyRate: 12.5, colors: ["Plaid"], custom: { era: ["Jurassic"], mood: ["Happy"] } },
      { ...second, id: good.id, department: "Snacks" },
      { id: "x" },
    ];
    const result = validateCatalogue(bad, tenant, "props.json");
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      "props.json: /0/weeklyRate: must be a whole number",
      'props.json: /1/department: "Snacks" is not a department of the tenant (allowed: Military & Law Enforcement, ' +
        "Prop Firearms, Props By Scene, Stunt & Rigged Props, EMT & First Responder, Melee Weapons, Cleared " +
        "Graphics, Cameras, Bodies & Parts, Expendables, Product Placement, Hidden Department, Fabrication)",
      `props.json: /1/id: "${good.id}" is already the id of prop 0; ids must be unique`,
      "props.json: /2/category: is required: Its category within the department.",
      "props.json: /2/createdAt: is required: When it was added (ISO 8601). Props are New for the tenant's " +
        "newWeekCount weeks.",
      "props.json: /2/department: is required: Its department: a name from the tenant's category tree.",
      "props.json: /2/name: is required: The prop's name as customers see it.",
      "props.json: /2/quantity: is required: How many are in stock, at every pickup location together.",
      "props.json: /2/weeklyRate: is required: Rental rate for one item for one week, in minor units of the tenant's " +
        "currency (cents).",
    ]);
  });

  it("checks colours and custom values against the tenant", () => {
    const [good] = generateCatalogue(tenant, { count: 1 });
    if (!good) throw new Error("no prop");
    const result = validateCatalogue(
      [{ ...good, colors: ["Plaid"], custom: { era: ["Jurassic"], mood: ["Happy"] } }],
      tenant,
      "props.json",
    );
    const messages = result.ok ? [] : result.issues.map((issue) => `${issue.pointer}: ${issue.message}`);
    expect(messages).toEqual([
      '/0/colors/0: "Plaid" is not in the tenant\'s colour map',
      '/0/custom/era/0: "Jurassic" is not a value of era',
      '/0/custom/mood: "mood" is not a custom field of the tenant',
    ]);
  });

  it("checks a prop's stock split against the tenant's pickup locations and its quantity", () => {
    const [good] = generateCatalogue(tenant, { count: 1 });
    if (!good) throw new Error("no prop");
    const home = tenant.vendor.id;
    const check = (stockByLocation: Record<string, number>) => {
      const result = validateCatalogue([{ ...good, quantity: 3, stockByLocation }], tenant, "props.json");
      return result.ok ? [] : result.issues.map((issue) => `${issue.pointer}: ${issue.message}`);
    };
    expect(check({ [home]: 3 })).toEqual([]);
    expect(check({ [home]: 2 })).toEqual([
      "/0/stockByLocation: holds 2 across its locations but its quantity is 3: make them agree",
    ]);
    expect(check({ vancouver: 3 })).toEqual([
      `/0/stockByLocation: names a location "vancouver" the tenant does not have (it has ${home})`,
    ]);
  });

  it("refuses something that is not a list", () => {
    expect(validateCatalogue({}, tenant, "props.json")).toEqual({
      ok: false,
      issues: [{ file: "props.json", pointer: "", message: "must be a list (an array) of props" }],
    });
  });
});
