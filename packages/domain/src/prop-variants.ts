// A prop with variants (sizes, finishes) is rented as one of them: the customer picks it on the prop page
// (the tenant's variantMenuStyle), and the line carries its id to the set list, the quote and the order.
// The server names and prices a line from the catalogue by its variant: the variant's rate where it has
// one, the prop's otherwise. A line with no variant is the prop itself ("any", for a prop without variants
// or a line added before it had them). docs/decisions/0035.
import { limits } from "./limits.js";

/** What names a line: its prop, and the variant chosen (absent for the prop itself). */
export interface LineIdentity {
  propId: string;
  variantId?: string;
}

/** Whether two lines are the same line: the same prop and the same variant (or neither names one). */
export const sameLine = (a: LineIdentity, b: LineIdentity): boolean =>
  a.propId === b.propId && (a.variantId ?? "") === (b.variantId ?? "");

/** One key per line, for maps and React keys ("BPH-1" or "BPH-1/walnut"; prop ids hold no "/"). */
export const lineKey = ({ propId, variantId }: LineIdentity): string => (variantId ? `${propId}/${variantId}` : propId);

/** The longest a line key can be: a prop id and a variant id joined by "/". */
export const lineKeyMaxLength = limits.propId.length + 1 + limits.variantId.length;

/** The variant id of a line as sent or stored: undefined for none ("" counts as none). */
export function variantIdOf(line: { variantId?: unknown }): string | undefined {
  return typeof line.variantId === "string" && line.variantId !== "" ? line.variantId : undefined;
}

/** The line's variant as a field to spread into a stored line: Firestore refuses an undefined value. */
export function withVariant(line: { variantId?: unknown }): { variantId?: string } {
  const variantId = variantIdOf(line);
  return variantId === undefined ? {} : { variantId };
}

/** What is wrong with a line's variant id as a client sent it, or null: absent, or 1 to 64 characters. */
export function variantIdProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || value.length > limits.variantId.length)
    return `must be the id of one of the prop's variants (at most ${limits.variantId.length} characters)`;
  return null;
}

/**
 * How many of a variant the house has: its own count where the catalogue gives one, else the prop's. Bookings still
 * count the prop as a whole (decision 0035); this marks a variant out of stock and bounds what is asked for.
 */
export const variantStock = <Quantity extends number | null>(
  variant: { quantity?: number } | undefined,
  propQuantity: Quantity,
): number | Quantity => variant?.quantity ?? propQuantity;

/** A prop as the catalogue (or Firestore) holds what pricing needs. */
export interface VariantSource {
  name: string;
  weeklyRate: number;
  variants?: readonly { id: string; name: string; weeklyRate?: number }[];
}

/** What a line is called and costs a week for one item, from its prop and variant. */
export interface LinePrice {
  name: string;
  weeklyRate: number;
  /** The variant's own name, when the line names one. */
  variantName?: string;
}

/** A line's name with its variant: "Bentwood chair (Walnut)". */
export const lineName = (propName: string, variantName?: string): string =>
  variantName ? `${propName} (${variantName})` : propName;

/**
 * The name and weekly rate of a line for `variantId` of `prop`, or a problem to show when the prop no
 * longer offers that variant (the catalogue changed, or the id was never its own).
 */
export function linePrice(
  prop: VariantSource,
  propId: string,
  variantId: string | undefined,
): LinePrice | { problem: string } {
  if (variantId === undefined) return { name: prop.name, weeklyRate: prop.weeklyRate };
  const variant = (prop.variants ?? []).find((candidate) => candidate.id === variantId);
  if (!variant) {
    return { problem: `${prop.name} (${propId}) is not offered in the variant ${JSON.stringify(variantId)}` };
  }
  return {
    name: lineName(prop.name, variant.name),
    weeklyRate: variant.weeklyRate ?? prop.weeklyRate,
    variantName: variant.name,
  };
}
