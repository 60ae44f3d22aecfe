// Pricing an order's lines on the server: each named and rated by the catalogue in Firestore (its variant's), then
// estimated over the rental's weeks on the vendor's schedule. placeOrder prices a set list with it; extendOrder and
// addToOrder price an order again, keeping the rate each line was priced at (a quoted rate too) and rating from the
// catalogue only the lines new to it (docs/decisions/0048).
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { type LineIdentity, type Order, sameLine, withVariant } from "@backlot/domain";
import { type PricingTerms, type RentalEstimate, type RentalLineInput, estimateRental } from "@backlot/domain/pricing";
import { catalogueLine, readLineProps } from "../catalogue/line-props.js";

type Line = LineIdentity & { quantity: number };

/** What a caller is told of a line it cannot price: its prop gone from the catalogue, or a variant not offered. */
export interface PricingRefusals {
  gone: (line: Line) => string;
  whatToDo: string;
}

/** `lines` named and rated by the catalogue, read once each in `tx`; refuses a prop gone or a variant not offered. */
export async function catalogueLines(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  lines: readonly Line[],
  refusals: PricingRefusals,
): Promise<RentalLineInput[]> {
  const props = await readLineProps(db, tx, vendorId, lines);
  return lines.map((line) => catalogueLine(props, line, { gone: refusals.gone(line), whatToDo: refusals.whatToDo }));
}

/** The lines of an order estimated again over `weeks`: the rate each was priced at, the catalogue's for a new one. */
export async function orderEstimate(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    order,
    lines,
    weeks,
    terms,
    refusals,
  }: {
    vendorId: string;
    order: Pick<Order, "estimate">;
    lines: readonly Line[];
    weeks: number;
    terms: PricingTerms;
    refusals: PricingRefusals;
  },
): Promise<RentalEstimate> {
  const pricedBefore = (line: Line) => order.estimate?.lines.find((priced) => sameLine(priced, line));
  const fresh = await catalogueLines(
    db,
    tx,
    vendorId,
    lines.filter((line) => !pricedBefore(line)),
    refusals,
  );
  const rated = lines.map((line): RentalLineInput => {
    const before = pricedBefore(line);
    if (!before) return fresh.find((priced) => sameLine(priced, line)) as RentalLineInput;
    return {
      propId: line.propId,
      ...withVariant(line),
      name: before.name,
      weeklyRate: before.weeklyRate,
      quantity: line.quantity,
    };
  });
  return estimateRental(rated, weeks, terms);
}
