import { describe, expect, it } from "vitest";
import {
  bundlePath,
  fixtureBundle,
  fixtureDocuments,
  fixtureOptions,
  folderSources,
  type JsonObject,
} from "../../test/support.js";
import { formatIssue } from "../issues.js";
import { validateTenantBundle, validateTenantDocuments } from "./index.js";

function validate(docs = fixtureDocuments()) {
  return validateTenantDocuments(docs, folderSources, fixtureOptions);
}

function messages(docs = fixtureDocuments()): string[] {
  const result = validate(docs);
  return result.ok ? [] : result.issues.map(formatIssue);
}

describe("validateTenantDocuments", () => {
  it("accepts the fixture tenant and returns its settings", () => {
    const result = validate();
    expect(result.ok ? result.tenant.id : result.issues).toBe("acme-props");
  });

  it("applies the documented defaults to fields left out", () => {
    const result = validate();
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
    const { settings, vendor, categories } = result.tenant;
    expect(settings).toMatchObject({
      locale: "en",
      currency: "USD",
      weightUnits: "lb",
      newWeekCount: 3,
      holdHours: 48,
      searchPlaceholder: "Search props",
      request: { label: "Request a Quote", basepath: "/pages/request-a-quote" },
      hasNavBar: true,
      hideQtyIfEq1: false,
    });
    expect(vendor.weeklyDiscounts).toEqual([0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5]);
    expect(vendor.hours).toBe("Monday-Friday 9am-6pm");
    expect(vendor.timezone).toBe("America/New_York");
    expect(vendor.isListed).toBe(true);
    expect(settings.theme.colors.onBrand).toBe("#ffffff");
    expect(settings.theme.fonts.body).toContain("system-ui");
    expect(settings.customFields[0]?.facet).toBe(true);
    expect(categories.departments[0]?.hidden).toBe(false);
  });

  it("keeps values the tenant gave over the defaults", () => {
    const docs = fixtureDocuments();
    Object.assign(docs.tenant, { locale: "en-CA", currency: "CAD", weightUnits: "kg", newWeekCount: 6 });
    docs.vendor.weeklyDiscounts = [1, 1, 1, 1, 0.5, 0.5, 0.5, 0];
    const result = validate(docs);
    expect(result.ok && result.tenant.settings).toMatchObject({
      locale: "en-CA",
      currency: "CAD",
      weightUnits: "kg",
      newWeekCount: 6,
    });
    expect(result.ok && result.tenant.vendor.weeklyDiscounts).toEqual([1, 1, 1, 1, 0.5, 0.5, 0.5, 0]);
  });

  it("does not modify the documents it is given", () => {
    const docs = fixtureDocuments();
    const before = JSON.stringify(docs);
    validate(docs);
    expect(JSON.stringify(docs)).toBe(before);
  });

  it("reports a bad link the way the issue shows it", () => {
    const docs = fixtureDocuments();
    (docs.tenant.header as JsonObject[])[2] = { label: "Evil", href: "javascript:alert(1)" };
    expect(messages(docs)).toEqual([
      'tenants/acme-props/tenant.json: /header/2/href: must start with "/" or be an absolute URL (https://, mailto: ' +
        "or tel:)",
    ]);
  });

  it("holds a hold period to between an hour and thirty days", () => {
    const docs = fixtureDocuments();
    docs.tenant.holdHours = 0;
    expect(messages(docs)).toEqual(["tenants/acme-props/tenant.json: /holdHours: must be at least 1"]);
    docs.tenant.holdHours = 721;
    expect(messages(docs)).toEqual(["tenants/acme-props/tenant.json: /holdHours: must be at most 720"]);
    docs.tenant.holdHours = 72;
    expect(messages(docs)).toEqual([]);
  });

  it("holds the abuse limits to whole numbers in range, and fills them in when left out", () => {
    const docs = fixtureDocuments();
    Object.assign(docs.tenant, { maxHeldLines: 0, availabilityHorizonDays: 7 });
    expect(messages(docs).sort()).toEqual([
      "tenants/acme-props/tenant.json: /availabilityHorizonDays: must be at least 30",
      "tenants/acme-props/tenant.json: /maxHeldLines: must be at least 1",
    ]);
    Object.assign(docs.tenant, { maxHeldLines: 2.5, availabilityHorizonDays: 1826 });
    expect(messages(docs).sort()).toEqual([
      "tenants/acme-props/tenant.json: /availabilityHorizonDays: must be at most 1825",
      "tenants/acme-props/tenant.json: /maxHeldLines: must be a whole number",
    ]);
    delete (docs.tenant as Record<string, unknown>).maxHeldLines;
    delete (docs.tenant as Record<string, unknown>).availabilityHorizonDays;
    const result = validate(docs);
    expect(result.ok && result.tenant.settings).toMatchObject({ maxHeldLines: 600, availabilityHorizonDays: 730 });
  });

  it("holds the invoice's sales tax to 0-30% and its delivery fee to whole cents, charging neither by default", () => {
    const docs = fixtureDocuments();
    Object.assign(docs.tenant, { salesTaxPercentage: 31, deliveryFee: 250.5 });
    expect(messages(docs).sort()).toEqual([
      "tenants/acme-props/tenant.json: /deliveryFee: must be a whole number",
      "tenants/acme-props/tenant.json: /salesTaxPercentage: must be at most 30",
    ]);
    Object.assign(docs.tenant, { salesTaxPercentage: 8.875, deliveryFee: -1 });
    expect(messages(docs)).toEqual(["tenants/acme-props/tenant.json: /deliveryFee: must be at least 0"]);
    Object.assign(docs.tenant, { deliveryFee: 25_000 });
    const given = validate(docs);
    expect(given.ok && given.tenant.settings).toMatchObject({ salesTaxPercentage: 8.875, deliveryFee: 25_000 });
    delete (docs.tenant as Record<string, unknown>).salesTaxPercentage;
    delete (docs.tenant as Record<string, unknown>).deliveryFee;
    const result = validate(docs);
    expect(result.ok && result.tenant.settings).toMatchObject({ salesTaxPercentage: 0, deliveryFee: 0 });
  });

  it("takes the papers an order needs before it goes out from one list, none by default", () => {
    const docs = fixtureDocuments();
    Object.assign(docs.tenant, { requiredPaperwork: ["insurance", "passport", "insurance"] });
    expect(messages(docs).sort()).toEqual([
      "tenants/acme-props/tenant.json: /requiredPaperwork/1: must be one of the allowed values " +
        '(allowed: "insurance", "taxExemption", "payment", "agreement")',
      "tenants/acme-props/tenant.json: /requiredPaperwork/2: repeats item 0; each value may appear once",
    ]);
    Object.assign(docs.tenant, { requiredPaperwork: ["insurance", "payment"] });
    expect(messages(docs)).toEqual([]);
    delete (docs.tenant as Record<string, unknown>).requiredPaperwork;
    const result = validate(docs);
    expect(result.ok && result.tenant.settings.requiredPaperwork).toEqual([]);
  });

  it("reports every problem at once, across all three files, in document order", () => {
    const docs = fixtureDocuments();
    docs.tenant.locale = "English";
    delete docs.tenant.appTitle;
    docs.vendor.email = "not-an-email";
    docs.vendor.weeklyDiscounts = [1, 1, 1];
    ((docs.categories.departments as JsonObject[])[2]!.categories as JsonObject[])[0]!.name = "";
    expect(messages(docs)).toEqual([
      "tenants/acme-props/catalogue/categories.json: /departments/2/categories/0/name: must not be empty",
      "tenants/acme-props/tenant.json: /appTitle: is required: The storefront's name as shown in the header and the " +
        "browser tab.",
      'tenants/acme-props/tenant.json: /locale: must be a language tag like "en" or "en-US"',
      'tenants/acme-props/vendor.json: /email: must be an email address like "rentals@example.com"',
      "tenants/acme-props/vendor.json: /weeklyDiscounts: must have exactly 8 items",
    ]);
  });

  it("rejects unknown keys, suggesting the closest name and listing the allowed ones", () => {
    const docs = fixtureDocuments();
    (docs.tenant.headerLogo as JsonObject).widht = 10;
    expect(messages(docs)).toEqual([
      'tenants/acme-props/tenant.json: /headerLogo/widht: unknown property "widht"; did you mean "width"? (allowed: ' +
        "url, width, height, alt)",
    ]);
  });

  it("lists the allowed values of an enum", () => {
    const docs = fixtureDocuments();
    docs.tenant.variantMenuStyle = "carousel";
    expect(messages(docs)).toEqual([
      'tenants/acme-props/tenant.json: /variantMenuStyle: must be one of the allowed values (allowed: "dropdown", ' +
        '"buttons", "swatches")',
    ]);
  });

  it("checks weekly discounts are exactly 8 numbers in [0, 1]", () => {
    const docs = fixtureDocuments();
    docs.vendor.weeklyDiscounts = [1, 1, 1.5, -0.1, 1, 1, 1, "half"];
    expect(messages(docs)).toEqual([
      "tenants/acme-props/vendor.json: /weeklyDiscounts/2: must be at most 1",
      "tenants/acme-props/vendor.json: /weeklyDiscounts/3: must be at least 0",
      "tenants/acme-props/vendor.json: /weeklyDiscounts/7: must be a number",
    ]);
  });

  it("checks formats: hex colours, https URLs, phone numbers, colour names", () => {
    const docs = fixtureDocuments();
    (docs.tenant.theme as { colors: JsonObject }).colors.brand = "blue";
    docs.vendor.website = "http://acme.example";
    docs.vendor.phone = "(212) 555-0100";
    (docs.tenant.colors as JsonObject)["light/blue"] = "#abcdef";
    (docs.tenant.colors as JsonObject).Gold = { stops: ["#fff"] };
    expect(messages(docs)).toEqual([
      'tenants/acme-props/tenant.json: /colors/Gold: must be a hex colour like "#1a2b3c", or { "stops": ["#...", ' +
        '"#..."] } with 2 to 6 hex colours',
      "tenants/acme-props/tenant.json: /colors/light~1blue: colour names must start with a capital letter and use " +
        'letters, digits, single spaces or hyphens, like "Navy Blue"',
      'tenants/acme-props/tenant.json: /theme/colors/brand: must be a hex colour like "#1a2b3c"',
      'tenants/acme-props/vendor.json: /phone: must be an international number in E.164 form: "+", the country code ' +
        'and digits only, like "+12125550147"',
      'tenants/acme-props/vendor.json: /website: must be an absolute https:// URL, like "https://example.com/page"',
    ]);
  });

  it("rejects a font stack that could break out of the CSS it is inlined in", () => {
    const docs = fixtureDocuments();
    (docs.tenant.theme as JsonObject).fonts = { body: "Arial; } body { display: none" };
    expect(messages(docs)).toEqual([
      "tenants/acme-props/tenant.json: /theme/fonts/body: must be a font-family list of names, commas, spaces, " +
        'quotes and hyphens only, like "Inter, system-ui, sans-serif"',
    ]);
  });

  it("skips a document that could not be read, without reporting it twice", () => {
    const docs = { ...fixtureDocuments(), vendor: undefined };
    const result = validateTenantDocuments(docs, folderSources, fixtureOptions);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});

describe("validateTenantBundle", () => {
  it("accepts the fixture bundle", () => {
    const result = validateTenantBundle(fixtureBundle(), "acme-bundle.json", fixtureOptions);
    expect(result.ok ? result.tenant.id : result.issues).toBe("acme-props");
  });

  it("points into the bundle: /tenant/..., /vendor/..., /categories/...", () => {
    const bundle = fixtureBundle();
    bundle.tenant.currency = "usd";
    delete bundle.vendor.address;
    (bundle.categories.departments as JsonObject[])[1]!.name = "Cameras";
    const result = validateTenantBundle(bundle, "acme-bundle.json", fixtureOptions);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'acme-bundle.json: /categories/departments/1/name: "Cameras" is already the name of another department (item ' +
        "0); names must be unique",
      'acme-bundle.json: /tenant/currency: must be a three-letter ISO 4217 currency code in capitals, like "USD"',
      'acme-bundle.json: /tenant/header/0/children/3/href: "/rentals/bodies-and-parts" names no department in the ' +
        "category tree (allowed: /rentals/cameras)",
      "acme-bundle.json: /vendor/address: is required: The shop or warehouse where props are picked up.",
    ]);
  });

  it("rejects a bundle that is not an object or lacks a part, without throwing", () => {
    for (const bundle of [null, 42, "tenant", [], {}]) {
      const result = validateTenantBundle(bundle, "b.json");
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.issues.every((issue) => issue.file === "b.json")).toBe(true);
    }
    const partial = validateTenantBundle({ tenant: fixtureBundle().tenant }, "b.json");
    expect(partial.ok ? [] : partial.issues.map(formatIssue)).toEqual([
      "b.json: /categories: is required: Becomes tenants/<id>/catalogue/categories.json.",
      "b.json: /vendor: is required: Becomes tenants/<id>/vendor.json.",
    ]);
  });

  it("is the same bundle file the create tests use", () => {
    expect(bundlePath.endsWith("acme-bundle.json")).toBe(true);
  });
});
