import { describe, expect, it } from "vitest";
import { fixtureDocuments, fixtureOptions, folderSources, type JsonObject } from "../../test/support.js";
import { formatIssue } from "../issues.js";
import { validateTenantDocuments } from "./index.js";

type Docs = ReturnType<typeof fixtureDocuments>;

function problems(change: (docs: Docs) => void, options: Partial<typeof fixtureOptions> = {}): string[] {
  const docs = fixtureDocuments();
  change(docs);
  const result = validateTenantDocuments(docs, folderSources, { ...fixtureOptions, ...options });
  return result.ok ? [] : result.issues.map(formatIssue);
}

const departments = (docs: Docs) => docs.categories.departments as JsonObject[];
const header = (docs: Docs) => docs.tenant.header as JsonObject[];
const rentalsMenu = (docs: Docs) => header(docs)[0]!.children as JsonObject[];

describe("derived checks", () => {
  it("requires tenantId to equal the folder name", () => {
    expect(problems((docs) => (docs.tenant.tenantId = "acme"))).toEqual([
      'tenants/acme-props/tenant.json: /tenantId: is "acme" but must equal the tenant\'s folder name "acme-props"',
    ]);
  });

  it("requires unique department names, ignoring case", () => {
    expect(problems((docs) => (departments(docs)[1]!.name = "CAMERAS"))).toContainEqual(
      'tenants/acme-props/catalogue/categories.json: /departments/1/name: "CAMERAS" is already the name of another ' +
        "department (item 0); names must be unique",
    );
  });

  it("requires unique URL segments, derived or explicit", () => {
    expect(problems((docs) => (departments(docs)[1]!.slug = "cameras"))).toContainEqual(
      'tenants/acme-props/catalogue/categories.json: /departments/1/slug: gives the URL segment "cameras", already ' +
        'used by item 0; rename it or set a different "slug"',
    );
    // "Bodies and Parts" differs from "Bodies & Parts" by name but not by URL segment.
    expect(problems((docs) => departments(docs).push({ name: "Bodies and Parts", categories: [] }))).toEqual([
      'tenants/acme-props/catalogue/categories.json: /departments/3/name: gives the URL segment "bodies-and-parts", ' +
        'already used by item 1; rename it or set a different "slug"',
    ]);
    expect(
      problems((docs) => departments(docs).push({ name: "Bodies and Parts", slug: "body-parts", categories: [] })),
    ).toEqual([]);
  });

  it("requires unique category and subcategory names within their parent", () => {
    const found = problems((docs) => {
      const cameras = departments(docs)[0]!.categories as JsonObject[];
      cameras.push({ name: "Film Cameras" });
      (cameras[0]!.subcategories as JsonObject[]).push({ name: "16MM" });
    });
    expect(found).toEqual([
      'tenants/acme-props/catalogue/categories.json: /departments/0/categories/0/subcategories/2/name: "16MM" is ' +
        "already the name of another subcategory in this category (item 0); names must be unique",
      'tenants/acme-props/catalogue/categories.json: /departments/0/categories/2/name: "Film Cameras" is already the ' +
        "name of another category in this department (item 0); names must be unique",
    ]);
  });

  it("allows the same category name in different departments", () => {
    expect(
      problems((docs) => (departments(docs)[1]!.categories as JsonObject[]).push({ name: "Film Cameras" })),
    ).toEqual([]);
  });

  it("requires unique custom field ids", () => {
    expect(problems((docs) => ((docs.tenant.customFields as JsonObject[])[1]!.id = "era"))).toEqual([
      'tenants/acme-props/tenant.json: /customFields/1/id: "era" is already the id of /customFields/0; custom field ' +
        "ids must be unique",
    ]);
  });

  it("requires unique price bin ids and non-empty ranges", () => {
    const found = problems((docs) => {
      docs.tenant.priceBins = [
        { id: "cheap", label: "Cheap", max: 1000 },
        { id: "cheap", label: "Also cheap", min: 1000, max: 1000 },
      ];
    });
    expect(found).toEqual([
      'tenants/acme-props/tenant.json: /priceBins/1/id: "cheap" is already the id of /priceBins/0; bin ids must be ' +
        "unique",
      "tenants/acme-props/tenant.json: /priceBins/1/max: is 1000, not above min 1000: the bin would hold nothing",
    ]);
  });

  it("requires referenced asset files to exist and to be images", () => {
    const found = problems((docs) => {
      docs.tenant.favicon = "assets/missing.svg";
      (docs.tenant.headerLogo as JsonObject).url = "assets/logo.pdf";
    });
    expect(found).toEqual([
      'tenants/acme-props/tenant.json: /favicon: file "assets/missing.svg" was not found in tenants/acme-props/; add ' +
        "it there or fix the path",
      'tenants/acme-props/tenant.json: /headerLogo/url: "assets/logo.pdf" is not an image the storefront can show; ' +
        "use one of .svg, .png, .jpg, .jpeg, .webp, .gif, .ico, .avif",
    ]);
  });

  it("does not look for https:// assets on disk", () => {
    expect(problems((docs) => (docs.tenant.favicon = "https://cdn.example.com/favicon.ico"))).toEqual([]);
  });

  it("rejects links to paths that are not storefront routes", () => {
    expect(problems((docs) => header(docs).push({ label: "Shop", href: "/shop/all" }))).toEqual([
      'tenants/acme-props/tenant.json: /header/5/href: "/shop/all" is not a storefront route; run "backlot routes" ' +
        "to list them",
    ]);
    expect(problems((docs) => header(docs).push({ label: "Elsewhere", href: "//evil.example/x" }))).toHaveLength(1);
  });

  it("accepts query strings and fragments on routes", () => {
    expect(problems((docs) => header(docs).push({ label: "New", href: "/search?sort=newest#results" }))).toEqual([]);
  });

  it("checks department, category and subcategory links against the tree", () => {
    const found = problems((docs) => {
      rentalsMenu(docs)[0]!.href = "/rentals/lenses";
      rentalsMenu(docs)[1]!.href = "/rentals/cameras/tripods";
      rentalsMenu(docs)[2]!.href = "/rentals/cameras/still-cameras/slr";
    });
    expect(found).toEqual([
      'tenants/acme-props/tenant.json: /header/0/children/0/href: "/rentals/lenses" names no department in the ' +
        "category tree (allowed: /rentals/cameras, /rentals/bodies-and-parts)",
      'tenants/acme-props/tenant.json: /header/0/children/1/href: "/rentals/cameras/tripods": department "Cameras" ' +
        'has no category "tripods" (allowed: film-cameras, still-cameras)',
      'tenants/acme-props/tenant.json: /header/0/children/2/href: "/rentals/cameras/still-cameras/slr": that ' +
        'category has no subcategory "slr" (allowed: rangefinders)',
    ]);
  });

  it("rejects links to hidden departments", () => {
    expect(problems((docs) => (rentalsMenu(docs)[0]!.href = "/rentals/hidden-department"))).toEqual([
      'tenants/acme-props/tenant.json: /header/0/children/0/href: "/rentals/hidden-department" leads to "Hidden ' +
        'Department", a hidden department, which has no page',
    ]);
  });

  it("requires auth pages to be logged-out only and account pages logged-in only", () => {
    const found = problems((docs) => {
      delete header(docs)[2]!.auth;
      header(docs)[3]!.auth = false;
    });
    expect(found).toEqual([
      'tenants/acme-props/tenant.json: /header/2/auth: a link to /auth/login must have "auth": false, so logged-in ' +
        "users do not see it",
      'tenants/acme-props/tenant.json: /header/3/auth: a link to /account/favorites must have "auth": true, so ' +
        "logged-out visitors do not see it",
    ]);
  });

  it("checks the quote request page is a route", () => {
    expect(problems((docs) => (docs.tenant.request = { basepath: "/quote/new" }))).toEqual([
      'tenants/acme-props/tenant.json: /request/basepath: "/quote/new" is not a storefront route; run "backlot ' +
        'routes" to list them',
    ]);
  });

  it("checks the currency and time zone against the runtime's tables", () => {
    const found = problems((docs) => {
      docs.tenant.currency = "XYZ";
      docs.vendor.timezone = "America/Gotham";
    });
    expect(found).toEqual([
      'tenants/acme-props/tenant.json: /currency: "XYZ" is not an ISO 4217 currency code, like "USD" or "EUR"',
      'tenants/acme-props/vendor.json: /timezone: "America/Gotham" is not an IANA time zone, like "America/New_York"',
    ]);
  });

  it("checks pickup locations: an id each, real time zones and currencies, one that visitors can pick", () => {
    const dock = (id: string, more: JsonObject = {}): JsonObject => ({
      id,
      displayName: id,
      address: { line1: "1 Dock Street", city: "Vancouver", state: "BC", zip: "V6A 1A1", country: "CA" },
      _geoloc: { lat: 49.27, lng: -123.1 },
      timezone: "America/Vancouver",
      mapsEmbedUrl: "https://www.openstreetmap.org/export/embed.html",
      ...more,
    });
    expect(problems((docs) => (docs.vendor.locations = [dock("toronto"), dock("vancouver")]))).toEqual([]);
    const found = problems((docs) => {
      docs.vendor.locations = [
        dock("toronto", { isListed: false, timezone: "America/Gotham" }),
        dock("toronto", { isListed: false, currency: "XYZ" }),
      ];
    });
    expect(found).toEqual([
      'tenants/acme-props/vendor.json: /locations: has no location visitors can pick (every one says "isListed": ' +
        "false): list one at least",
      'tenants/acme-props/vendor.json: /locations/0/timezone: "America/Gotham" is not an IANA time zone, like ' +
        '"America/New_York"',
      'tenants/acme-props/vendor.json: /locations/1/currency: "XYZ" is not an ISO 4217 currency code, like "USD" or ' +
        '"EUR"',
      'tenants/acme-props/vendor.json: /locations/1/id: "toronto" is the id of location 0 too: give each location ' +
        "its own id",
    ]);
    expect(problems((docs) => (docs.vendor.locations = [dock("Vancouver BC")]))).toEqual([
      "tenants/acme-props/vendor.json: /locations/0/id: must be 1 to 40 lowercase letters, digits or hyphens, " +
        'starting with a letter or digit, like "vancouver"',
    ]);
  });

  it("checks text colours contrast enough with their backgrounds", () => {
    const found = problems((docs) => {
      (docs.tenant.theme as { colors: JsonObject }).colors = { brand: "#ffd700", textMuted: "#aaaaaa" };
    });
    expect(found).toEqual([
      "tenants/acme-props/tenant.json: /theme/colors/onBrand: contrast with brand (#ffd700) is 1.40:1; text needs at " +
        "least 4.5:1 to be readable (WCAG AA)",
      "tenants/acme-props/tenant.json: /theme/colors/textMuted: contrast with background (#ffffff) is 2.32:1; text " +
        "needs at least 4.5:1 to be readable (WCAG AA)",
    ]);
  });
});
