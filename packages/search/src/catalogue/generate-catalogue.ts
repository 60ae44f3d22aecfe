// A deterministic demo catalogue for a tenant: plausible props across every visible department,
// with the tenant's colours and custom field values, prices, stock, several vendors, and a share
// of new arrivals. Same tenant, count and seed: same catalogue.
import type { Tenant } from "@backlot/tenant-config";
import type { Prop } from "../generated/prop-types.js";
import { seededRandom } from "./random.js";
import { conditions, descriptors, genericTags, partnerVendors } from "./word-banks.js";

export interface GenerateOptions {
  count?: number;
  seed?: number;
  /** "Now" for createdAt; fixed by default so the catalogue does not change with the date. */
  now?: Date;
}

export const defaultCatalogueSize = 2000;

/** "Film Cameras" -> "Film Camera", "Bodies & Parts" -> "Body & Part": good enough for names. */
export function singular(words: string): string {
  return words.replace(/\b([A-Za-z]+?)(ies|es|s)\b/g, (whole, stem: string, ending: string) => {
    if (/(ss|us|is)$/.test(whole)) return whole;
    if (ending === "ies") return `${stem}y`;
    if (ending === "es" && /(ch|sh|x|z|ss)$/.test(stem)) return stem;
    return ending === "es" ? `${stem}e` : stem;
  });
}

export function generateCatalogue(tenant: Tenant, options: GenerateOptions = {}): Prop[] {
  const { count = defaultCatalogueSize, seed = 1, now = new Date("2026-11-01T12:00:00Z") } = options;
  const random = seededRandom(seed);
  const { settings, vendor, categories } = tenant;
  const branches = categories.departments.flatMap((department) =>
    department.categories.flatMap((category) =>
      (category.subcategories?.length ? category.subcategories.map((sub) => sub.name) : [undefined]).map(
        (subcategory) => ({
          department: department.name,
          category: category.name,
          subcategory,
          hidden: department.hidden,
        }),
      ),
    ),
  );
  const colorNames = Object.keys(settings.colors);
  const vendors = [vendor.displayName, vendor.displayName, vendor.displayName, ...partnerVendors];
  const prefix = vendor.displayName.replace(/[^A-Z]/g, "").slice(0, 3) || "PRP";
  const newWindowMs = settings.newWeekCount * 7 * 86_400_000;

  return Array.from({ length: count }, (_, index) => {
    const branch = branches[index % branches.length] as (typeof branches)[number];
    const custom = Object.fromEntries(
      settings.customFields.map((field) => [
        field.id,
        random.sample(field.values, random.int(1, Math.min(2, field.values.length))),
      ]),
    );
    const flavour = random.pick(Object.values(custom).flat().concat(descriptors));
    const noun = singular(branch.subcategory ?? branch.category);
    const name = `${flavour} ${noun}`;
    const id = `${prefix}-${String(10000 + index)}`;
    // Weekly rates from $5 to about $600, most under $100.
    const weeklyRate = Math.round((500 * Math.exp(random.next() * 4.8)) / 100) * 100;
    const ageMs = random.chance(0.06)
      ? random.next() * newWindowMs
      : newWindowMs + random.next() * 3 * 365 * 86_400_000;
    const tags = [
      ...new Set([
        ...noun.toLowerCase().split(/\s+/),
        ...random.sample(genericTags, random.int(1, 3)),
        ...Object.values(custom)
          .flat()
          .slice(0, 1)
          .map((value) => value.toLowerCase()),
      ]),
    ].slice(0, 8);
    const colors = random.sample(colorNames, random.int(1, 3));
    const unit = settings.weightUnits === "kg" ? 0.45 : 1;
    const width = random.int(4, 72);
    const prop: Prop = {
      id,
      name,
      description: `${name} from our ${branch.department} department. ${random.pick(conditions)}`,
      department: branch.department,
      category: branch.category,
      ...(branch.subcategory ? { subcategory: branch.subcategory } : {}),
      tags,
      colors,
      vendor: random.pick(vendors),
      weeklyRate,
      quantity: random.chance(0.7) ? 1 : random.int(2, 24),
      dimensions: { width, height: random.int(4, 84), depth: random.int(2, 48) },
      weight: Math.round(random.int(1, 200) * unit * 10) / 10,
      images: [{ url: `/catalogue/images/${id}.svg`, alt: name, width: 800, height: 600 }],
      variants: random.chance(0.1)
        ? random
            .sample(colors, Math.min(2, colors.length))
            .map((color, v) => ({ id: `${id}-v${v + 1}`, name: color, color, quantity: random.int(1, 4) }))
        : [],
      custom,
      createdAt: new Date(now.getTime() - ageMs).toISOString(),
      // Props of hidden departments (merchandise, reset stock) are never listed.
      listed: !branch.hidden && random.chance(0.97),
    };
    return prop;
  });
}
