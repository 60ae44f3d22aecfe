// A line names a prop and, for a prop with variants (sizes, finishes), maybe one of them. Every command
// that names or prices lines reads the props here, so a line's name and rate always come from the
// catalogue in Firestore, never from what the caller wrote on its set list (docs/decisions/0035).
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { type StoredProp, pricedProp, vendorPaths } from "@backlot/data";
import { type LineIdentity, type LinePrice, linePrice, variantIdOf, withVariant } from "@backlot/domain";
import type { RentalLineInput } from "@backlot/domain/pricing";
import { refuse } from "../../shared/callable-errors.js";

/** Prop documents as stored props by id; a document that does not exist is left out (no longer in the catalogue). */
export const storedPropsById = (snaps: readonly (DocumentSnapshot | undefined)[]): Map<string, StoredProp> =>
  new Map(snaps.flatMap((snap) => (snap?.exists ? [[snap.id, snap.data() as StoredProp]] : [])));

/** The stored props of `lines` by id (absent: no longer in the catalogue), read once each in `tx`. */
export async function readLineProps(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  lines: readonly { propId: string }[],
): Promise<Map<string, StoredProp>> {
  const ids = [...new Set(lines.map((line) => line.propId))];
  if (!ids.length) return new Map();
  const paths = vendorPaths(vendorId);
  return storedPropsById(await tx.getAll(...ids.map((id) => db.doc(paths.prop(id)))));
}

/**
 * The catalogue's name and weekly rate for `line` (its variant's, where it names one), or undefined when
 * its prop is gone. A variant the prop does not offer is refused, saying which and `whatToDo`.
 */
export function catalogueLinePrice(
  props: ReadonlyMap<string, StoredProp>,
  line: LineIdentity,
  whatToDo: string,
): LinePrice | undefined {
  const stored = props.get(line.propId);
  if (!stored || typeof stored.name !== "string" || typeof stored.weeklyRate !== "number") return undefined;
  const variantId = variantIdOf(line);
  const price = linePrice(pricedProp(stored), line.propId, variantId);
  if ("problem" in price) {
    refuse("failed-precondition", `${price.problem}. ${whatToDo}`, { propId: line.propId, variantId });
  }
  return price;
}

/**
 * A line to estimate, named and priced by the catalogue in its variant (rate it differently after, as staff may).
 * Refuses a prop gone from the catalogue with `gone`, and a variant it does not offer with `whatToDo`.
 */
export function catalogueLine(
  props: ReadonlyMap<string, StoredProp>,
  line: LineIdentity & { quantity: number },
  { gone, whatToDo }: { gone: string; whatToDo: string },
): RentalLineInput {
  const price = catalogueLinePrice(props, line, whatToDo);
  if (!price) refuse("failed-precondition", gone);
  const { name, weeklyRate } = price;
  return { propId: line.propId, ...withVariant(line), name, weeklyRate, quantity: line.quantity };
}

/** Refuses a line whose variant its prop does not offer (a request is priced later, by staff). */
export async function refuseUnofferedVariants(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  lines: readonly LineIdentity[],
  whatToDo: string,
): Promise<void> {
  const withVariants = lines.filter((line) => variantIdOf(line) !== undefined);
  const props = await readLineProps(db, tx, vendorId, withVariants);
  for (const line of withVariants) catalogueLinePrice(props, line, whatToDo);
}
