// What staff may change about a catalogue prop in the console, and the one check of it that the
// console's editor and the server's updateProp both run: the name, description, weekly rate, stock
// (split between the pickup locations of a prop house with more than one), colours and custom fields
// (values from the tenant's own lists), and whether customers see it.
// A field staff changed is remembered on the prop (`edited`), so `backlot catalogue push` keeps it.
import { limits } from "./limits.js";

export const propEditFields = [
  "name",
  "description",
  "weeklyRate",
  "quantity",
  "stockByLocation",
  "colors",
  "custom",
  "listed",
] as const;
export type PropEditField = (typeof propEditFields)[number];

export interface PropChanges {
  name?: string;
  description?: string;
  /** Minor units (cents) for one item for one week. */
  weeklyRate?: number;
  quantity?: number;
  /**
   * A prop house with more than one dock: the stock at each, by location id (decision 0053). The quantity becomes
   * their sum; a quantity given beside it must be that sum.
   */
  stockByLocation?: Record<string, number>;
  colors?: string[];
  /** Every custom field's values, by field id (a field left out has none). */
  custom?: Record<string, string[]>;
  listed?: boolean;
}

/** What the tenant allows: its colour names and each custom field's values, and its pickup locations. */
export interface PropFieldOptions {
  colors: readonly string[];
  customFields: readonly { id: string; values: readonly string[] }[];
  /** The ids of its pickup locations when it has more than one (a split of the stock names these); else none. */
  locationIds?: readonly string[];
}

export interface PropProblem {
  /** "name", or "custom.era" for one custom field. */
  field: string;
  message: string;
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;

function listProblems(
  field: string,
  value: unknown,
  allowed: readonly string[],
  max: number,
  what: string,
): PropProblem[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string"))
    return [{ field, message: `must be a list of ${what}` }];
  const unknown = value.filter((item) => !allowed.includes(item as string));
  if (unknown.length) return [{ field, message: `has ${unknown.join(", ")}, not among the ${what}` }];
  if (new Set(value).size !== value.length) return [{ field, message: "names a value twice" }];
  if (value.length > max) return [{ field, message: `may have at most ${max.toString()} values` }];
  return [];
}

/** A split of the stock: whole counts at the prop house's own docks, adding up to the quantity if one is given. */
function splitProblems(split: unknown, quantity: unknown, { locationIds = [] }: PropFieldOptions): PropProblem[] {
  const field = "stockByLocation";
  if (locationIds.length < 2)
    return [{ field, message: "is for a prop house with more than one pickup location; change the quantity" }];
  if (typeof split !== "object" || split === null || Array.isArray(split))
    return [{ field, message: "must be an object of counts by location id" }];
  const problems: PropProblem[] = [];
  for (const [id, count] of Object.entries(split)) {
    if (!locationIds.includes(id))
      problems.push({ field: `${field}.${id}`, message: `is not a pickup location (${locationIds.join(", ")})` });
    else if (!isWhole(count, limits.prop.quantity))
      problems.push({
        field: `${field}.${id}`,
        message: `must be a whole number from 0 to ${limits.prop.quantity.toLocaleString("en")}`,
      });
  }
  const total = Object.values(split as Record<string, number>).reduce((sum, count) => sum + count, 0);
  if (problems.length === 0 && total > limits.prop.quantity)
    problems.push({ field, message: `adds up to more than ${limits.prop.quantity.toLocaleString("en")}` });
  if (problems.length === 0 && typeof quantity === "number" && quantity !== total)
    problems.push({ field: "quantity", message: `must be ${total.toString()}, the stock at the docks added up` });
  return problems;
}

/** Every problem with a change (none when it may be saved), each naming its field. */
export function propChangeProblems(changes: unknown, options: PropFieldOptions): PropProblem[] {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes))
    return [{ field: "changes", message: "must be an object of the fields to change" }];
  const given = changes as Record<string, unknown>;
  const problems: PropProblem[] = [];
  const keys = Object.keys(given);
  if (keys.length === 0) problems.push({ field: "changes", message: "change at least one field" });
  for (const key of keys) {
    if (!(propEditFields as readonly string[]).includes(key))
      problems.push({ field: key, message: `cannot be changed here; the fields are ${propEditFields.join(", ")}` });
  }
  if ("name" in given) {
    const name = given.name;
    if (typeof name !== "string" || !name.trim()) problems.push({ field: "name", message: "is required" });
    else if (name.trim().length > limits.prop.name)
      problems.push({ field: "name", message: `may be at most ${limits.prop.name.toString()} characters` });
  }
  if ("description" in given) {
    const description = given.description;
    if (typeof description !== "string") problems.push({ field: "description", message: "must be text" });
    else if (description.length > limits.prop.description)
      problems.push({
        field: "description",
        message: `may be at most ${limits.prop.description.toLocaleString("en")} characters`,
      });
  }
  if ("weeklyRate" in given && !isWhole(given.weeklyRate, limits.staff.weeklyRate))
    problems.push({
      field: "weeklyRate",
      message: `must be a whole number of cents from 0 to ${limits.staff.weeklyRate.toLocaleString("en-US")}`,
    });
  if ("quantity" in given && !isWhole(given.quantity, limits.prop.quantity))
    problems.push({
      field: "quantity",
      message: `must be a whole number from 0 to ${limits.prop.quantity.toLocaleString("en")}`,
    });
  if ("stockByLocation" in given) problems.push(...splitProblems(given.stockByLocation, given.quantity, options));
  if ("colors" in given)
    problems.push(...listProblems("colors", given.colors, options.colors, limits.prop.colors, "tenant's colours"));
  if ("custom" in given) {
    const custom = given.custom;
    if (typeof custom !== "object" || custom === null || Array.isArray(custom)) {
      problems.push({ field: "custom", message: "must be an object of values by field id" });
    } else {
      for (const [id, values] of Object.entries(custom)) {
        const field = options.customFields.find((each) => each.id === id);
        if (!field) problems.push({ field: `custom.${id}`, message: "is not one of the tenant's custom fields" });
        else
          problems.push(
            ...listProblems(`custom.${id}`, values, field.values, limits.prop.customValues, "field's values"),
          );
      }
    }
  }
  if ("listed" in given && typeof given.listed !== "boolean")
    problems.push({ field: "listed", message: "must be true (shown) or false (hidden)" });
  return problems;
}

/**
 * The change as it is stored: texts trimmed; a split of the stock names every dock (0 where it has none, as the
 * catalogue push stores it) and sets the quantity to its sum.
 */
export function cleanPropChanges(changes: PropChanges, locationIds: readonly string[] = []): PropChanges {
  const split = changes.stockByLocation;
  return {
    ...changes,
    ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
    ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
    ...(split
      ? {
          stockByLocation: Object.fromEntries(locationIds.map((id) => [id, split[id] ?? 0])),
          quantity: Object.values(split).reduce((sum, count) => sum + count, 0),
        }
      : {}),
  };
}
