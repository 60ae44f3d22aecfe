// Checks a JSON Schema cannot express: uniqueness by name, the tenant id against its folder,
// asset files on disk, links against the storefront's routes and departments, currency and time
// zone against the runtime's tables, and colour contrast. Reported like schema errors.
import { contrastRatio, parseHex } from "../colour.js";
import { type ConfigIssue, joinPointer } from "../issues.js";
import { matchStorefrontRoute } from "../routes.js";
import { slugify } from "../slug.js";
import type { DocumentSource, TenantDocumentSources } from "../types.js";
import { arrayAt, isRecord, recordAt, stringAt } from "./shape.js";
import { checkLocations, currencyProblem, timeZoneProblem } from "./place-checks.js";

export interface DerivedCheckOptions {
  sources: TenantDocumentSources;
  /** The tenant's folder name; tenantId must equal it. */
  expectedTenantId?: string | undefined;
  /** Whether "assets/..." exists in the tenant's folder. Without it, assets are not checked. */
  assetExists?: ((relativePath: string) => boolean) | undefined;
  /** How the tenant's folder is named in messages, like "tenants/acme/". */
  assetFolderLabel?: string | undefined;
}

export interface TenantDocuments {
  tenant: unknown;
  vendor: unknown;
  categories: unknown;
}

/** Minimum WCAG AA contrast for body text. */
const minimumTextContrast = 4.5;

const assetExtensions = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".ico", ".avif"];

export function derivedChecks(docs: TenantDocuments, options: DerivedCheckOptions): ConfigIssue[] {
  const { sources } = options;
  const at = (source: DocumentSource, ...tokens: (string | number)[]) => ({
    file: source.file,
    pointer: joinPointer(source.pointer, ...tokens),
  });
  const issues: ConfigIssue[] = [];
  const report = (where: { file: string; pointer: string }, message: string, allowed?: readonly string[]) =>
    issues.push({ ...where, message, ...(allowed ? { allowed } : {}) });

  // tenantId is the folder name: builds, URLs and the CLI find a tenant by it.
  const tenantId = stringAt(docs.tenant, "tenantId");
  if (options.expectedTenantId !== undefined && tenantId !== undefined && tenantId !== options.expectedTenantId) {
    report(
      at(sources.tenant, "tenantId"),
      `is "${tenantId}" but must equal the tenant's folder name "${options.expectedTenantId}"`,
    );
  }

  // Names (and the URL segments derived from them) must be unique at each level of the tree.
  const departments = arrayAt(docs.categories, "departments");
  checkUniqueNames(departments, ["departments"], "department", (tokens, message) =>
    report(at(sources.categories, ...tokens), message),
  );
  departments.forEach((department, d) => {
    const categories = arrayAt(department, "categories");
    checkUniqueNames(categories, ["departments", d, "categories"], "category in this department", (tokens, message) =>
      report(at(sources.categories, ...tokens), message),
    );
    categories.forEach((category, c) =>
      checkUniqueNames(
        arrayAt(category, "subcategories"),
        ["departments", d, "categories", c, "subcategories"],
        "subcategory in this category",
        (tokens, message) => report(at(sources.categories, ...tokens), message),
      ),
    );
  });

  const fieldIds = new Map<string, number>();
  arrayAt(docs.tenant, "customFields").forEach((field, index) => {
    const id = stringAt(field, "id");
    if (id === undefined) return;
    const first = fieldIds.get(id);
    if (first === undefined) fieldIds.set(id, index);
    else
      report(
        at(sources.tenant, "customFields", index, "id"),
        `"${id}" is already the id of /customFields/${first}; custom field ids must be unique`,
      );
  });

  // Price bins: unique ids, and each range non-empty.
  const binIds = new Map<string, number>();
  arrayAt(docs.tenant, "priceBins").forEach((bin, index) => {
    const id = stringAt(bin, "id");
    if (id !== undefined) {
      const first = binIds.get(id);
      if (first === undefined) binIds.set(id, index);
      else
        report(
          at(sources.tenant, "priceBins", index, "id"),
          `"${id}" is already the id of /priceBins/${first}; bin ids must be unique`,
        );
    }
    const min = isRecord(bin) && typeof bin.min === "number" ? bin.min : undefined;
    const max = isRecord(bin) && typeof bin.max === "number" ? bin.max : undefined;
    if (min !== undefined && max !== undefined && max <= min)
      report(
        at(sources.tenant, "priceBins", index, "max"),
        `is ${max}, not above min ${min}: the bin would hold nothing`,
      );
  });

  if (options.assetExists) {
    for (const [tokens, path] of assetReferences(docs.tenant)) {
      const problem = assetProblem(path, options.assetExists, options.assetFolderLabel ?? "the tenant folder");
      if (problem) report(at(sources.tenant, ...tokens), problem);
    }
  }

  // Without a readable category tree, department links cannot be checked (its reader or the
  // schema already said why), and reporting each link would only bury that one cause.
  const hasTree = isRecord(docs.categories) && Array.isArray(docs.categories.departments);
  const tree = hasTree ? departmentIndex(departments) : undefined;
  for (const listName of ["header", "footer"] as const) {
    walkLinks(arrayAt(docs.tenant, listName), [listName], (link, tokens) => {
      const problem = linkProblem(link, tree);
      if (problem) report(at(sources.tenant, ...tokens, problem.field), problem.message, problem.allowed);
    });
  }
  const basepath = stringAt(recordAt(docs.tenant, "request"), "basepath");
  if (basepath !== undefined && !matchStorefrontRoute(basepath)) {
    report(
      at(sources.tenant, "request", "basepath"),
      `"${basepath}" is not a storefront route; run "backlot routes" to list them`,
    );
  }

  const tenantCurrency = currencyProblem(stringAt(docs.tenant, "currency"));
  if (tenantCurrency) report(at(sources.tenant, "currency"), tenantCurrency);
  const vendorTimeZone = timeZoneProblem(stringAt(docs.vendor, "timezone"));
  if (vendorTimeZone) report(at(sources.vendor, "timezone"), vendorTimeZone);
  checkLocations(arrayAt(docs.vendor, "locations"), (tokens, message) =>
    report(at(sources.vendor, "locations", ...tokens), message),
  );

  for (const problem of contrastProblems(recordAt(recordAt(docs.tenant, "theme"), "colors"))) {
    report(at(sources.tenant, "theme", "colors", problem.field), problem.message);
  }
  return issues;
}

function checkUniqueNames(
  nodes: unknown[],
  path: (string | number)[],
  what: string,
  report: (tokens: (string | number)[], message: string) => void,
): void {
  const names = new Map<string, number>();
  const slugs = new Map<string, number>();
  nodes.forEach((node, index) => {
    const name = stringAt(node, "name");
    if (name === undefined) return;
    const key = name.trim().toLowerCase();
    const sameName = names.get(key);
    if (sameName !== undefined) {
      report(
        [...path, index, "name"],
        `"${name}" is already the name of another ${what} (item ${sameName}); names must be unique`,
      );
      return;
    }
    names.set(key, index);
    const slug = stringAt(node, "slug") ?? slugify(name);
    const sameSlug = slugs.get(slug);
    if (sameSlug !== undefined) {
      const field = stringAt(node, "slug") === undefined ? "name" : "slug";
      report(
        [...path, index, field],
        `gives the URL segment "${slug}", already used by item ${sameSlug}; rename it or set a different "slug"`,
      );
    } else {
      slugs.set(slug, index);
    }
  });
}

function assetReferences(tenant: unknown): [(string | number)[], string][] {
  const refs: [(string | number)[], unknown][] = [
    [["favicon"], isRecord(tenant) ? tenant.favicon : undefined],
    [["thumbnail", "large"], stringAt(recordAt(tenant, "thumbnail"), "large")],
    [["thumbnail", "medium"], stringAt(recordAt(tenant, "thumbnail"), "medium")],
    [["headerLogo", "url"], stringAt(recordAt(tenant, "headerLogo"), "url")],
    [["logomark", "url"], stringAt(recordAt(tenant, "logomark"), "url")],
  ];
  return refs.filter((ref): ref is [(string | number)[], string] => typeof ref[1] === "string");
}

function assetProblem(path: string, exists: (relativePath: string) => boolean, folder: string): string | undefined {
  if (!path.startsWith("assets/")) return undefined;
  const extension = path.slice(path.lastIndexOf(".")).toLowerCase();
  if (!assetExtensions.includes(extension)) {
    return `"${path}" is not an image the storefront can show; use one of ${assetExtensions.join(", ")}`;
  }
  if (!exists(path)) return `file "${path}" was not found in ${folder}; add it there or fix the path`;
  return undefined;
}

interface DepartmentEntry {
  name: string;
  hidden: boolean;
  categories: Map<string, Set<string>>;
}

function departmentIndex(departments: unknown[]): Map<string, DepartmentEntry> {
  const index = new Map<string, DepartmentEntry>();
  for (const department of departments) {
    const name = stringAt(department, "name");
    if (!name) continue;
    const categories = new Map<string, Set<string>>();
    for (const category of arrayAt(department, "categories")) {
      const categoryName = stringAt(category, "name");
      if (!categoryName) continue;
      const subs = arrayAt(category, "subcategories")
        .map((sub) => stringAt(sub, "slug") ?? slugify(stringAt(sub, "name") ?? ""))
        .filter((slug) => slug !== "");
      const categorySlug = stringAt(category, "slug") ?? slugify(categoryName);
      if (categorySlug !== "" && !categories.has(categorySlug)) categories.set(categorySlug, new Set(subs));
    }
    const hidden = isRecord(department) && department.hidden === true;
    const slug = stringAt(department, "slug") ?? slugify(name);
    // A repeated department is reported by checkUniqueNames; links resolve to the first one.
    if (slug !== "" && !index.has(slug)) index.set(slug, { name, hidden, categories });
  }
  return index;
}

function walkLinks(
  links: unknown[],
  path: (string | number)[],
  visit: (link: Record<string, unknown>, tokens: (string | number)[]) => void,
): void {
  links.forEach((link, index) => {
    if (!isRecord(link)) return;
    visit(link, [...path, index]);
    walkLinks(arrayAt(link, "children"), [...path, index, "children"], visit);
  });
}

interface LinkProblem {
  field: "href" | "auth";
  message: string;
  allowed?: readonly string[];
}

function linkProblem(
  link: Record<string, unknown>,
  tree: Map<string, DepartmentEntry> | undefined,
): LinkProblem | undefined {
  const href = stringAt(link, "href");
  if (href === undefined || !href.startsWith("/")) return undefined;
  const match = matchStorefrontRoute(href);
  if (!match)
    return { field: "href", message: `"${href}" is not a storefront route; run "backlot routes" to list them` };

  const { department, category, subcategory } = match.params;
  if (department !== undefined && tree) {
    const entry = tree.get(department);
    const visible = [...tree].filter(([, d]) => !d.hidden).map(([slug]) => slug);
    if (!entry) {
      return {
        field: "href",
        message: `"${href}" names no department in the category tree`,
        ...(visible.length <= 20 ? { allowed: visible.map((slug) => `/rentals/${slug}`) } : {}),
      };
    }
    if (entry.hidden)
      return { field: "href", message: `"${href}" leads to "${entry.name}", a hidden department, which has no page` };
    const subs = category === undefined ? undefined : entry.categories.get(category);
    if (category !== undefined && !subs) {
      return {
        field: "href",
        message: `"${href}": department "${entry.name}" has no category "${category}"`,
        allowed: [...entry.categories.keys()],
      };
    }
    if (subcategory !== undefined && subs && !subs.has(subcategory)) {
      return {
        field: "href",
        message: `"${href}": that category has no subcategory "${subcategory}"`,
        allowed: [...subs],
      };
    }
  }

  // The spec shows login and signup to logged-out visitors only, and account pages need a login.
  const path = href.replace(/[?#].*$/, "");
  if (path.startsWith("/auth/") && link.auth !== false) {
    return { field: "auth", message: `a link to ${path} must have "auth": false, so logged-in users do not see it` };
  }
  if ((path === "/account" || path.startsWith("/account/")) && link.auth !== true) {
    return { field: "auth", message: `a link to ${path} must have "auth": true, so logged-out visitors do not see it` };
  }
  return undefined;
}

const contrastPairs: [string, string[]][] = [
  ["onBrand", ["brand"]],
  ["text", ["background", "surface"]],
  ["textMuted", ["background"]],
];

function contrastProblems(colors: Record<string, unknown> | undefined): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const [foreground, backgrounds] of contrastPairs) {
    const fg = parseHex(stringAt(colors, foreground) ?? "");
    for (const background of backgrounds) {
      const bg = parseHex(stringAt(colors, background) ?? "");
      if (!fg || !bg) continue;
      const ratio = contrastRatio(fg, bg);
      if (ratio < minimumTextContrast) {
        problems.push({
          field: foreground,
          message:
            `contrast with ${background} (${stringAt(colors, background)}) is ${ratio.toFixed(2)}:1; text ` +
            `needs at least ${minimumTextContrast}:1 to be readable (WCAG AA)`,
        });
      }
    }
  }
  return problems;
}
