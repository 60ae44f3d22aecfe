// Changing an order during its rental (issue 34, docs/decisions/0048): an extension moves its return date later; an
// add-on brings more props (new lines, or more of a line it has). The console's and the storefront's forms and the
// server's extendOrder and addToOrder check them here, so a form refuses what the server would, in the same words.
import type { DateRange } from "./availability/availability.js";
import type { RentalEstimate } from "./pricing/rental-estimate.js";
import { type CalendarDate, daysBetween, formatCalendarDate, isCalendarDate } from "./calendar-date.js";
import { propIdPattern } from "./commands/command-limits.js";
import { limits } from "./limits.js";
import { formatMoney } from "./money.js";
import { lineKey, sameLine, variantIdOf, variantIdProblem, withVariant } from "./prop-variants.js";
import type { SetListLine } from "./set-list.js";

/** The statuses in which an order is extended or added to: booked for good (confirmed), or out on rental. */
export const orderChangeStatuses = ["confirmed", "out"] as const;

/** A line an add-on asks for, as a client sends it: a catalogue prop, maybe in a variant, and how many. */
export interface AddedLineInput {
  propId: string;
  variantId?: string;
  quantity: number;
}

/** A line an add-on brought, named by the catalogue ("Bentwood chair (Walnut)"). */
export interface AddedLine extends AddedLineInput {
  name: string;
}

/**
 * What an extension or an add-on did, kept on the order's history entry for it. `id` is the client's id for the change
 * (a retry after a lost answer finds it done); `subtotal` is the estimate after it.
 */
export type OrderChange =
  | { kind: "extended"; id: string; from: string; to: string; weeks: number; subtotal: number; currency: string }
  | { kind: "added"; id: string; lines: AddedLine[]; subtotal: number; currency: string };

/**
 * During the rental, staff or the order's own customer (or staff signed in as them) move its return date later: the
 * server books its props to the new date (refused when they are not free) and prices it again over the new weeks.
 */
export interface ExtendOrderCall {
  vendorId: string;
  orderId: string;
  /** Made by the client for this change (a Firestore id), so a retry after a lost answer is the same change. */
  changeId: string;
  /** The new return date ("YYYY-MM-DD" at the vendor): after the current one (extensionProblems). */
  returnDate: string;
}

/** The order as the change left it: its return date and the server's estimate over its weeks. */
export interface OrderChangeResult {
  returnDate: string;
  estimate: RentalEstimate;
}

/**
 * During the rental, staff or the order's own customer add props to it: new lines, or more of a line it has, priced
 * and booked by the server for the rest of the rental (refused when they are not free), the estimate priced again.
 */
export interface AddToOrderCall {
  vendorId: string;
  orderId: string;
  /** As for ExtendOrderCall: a retry with the same id adds nothing twice. */
  changeId: string;
  /** 1 to limits.orderChange.lines lines (addedLineProblems). */
  lines: AddedLineInput[];
}

/** A field's problem, as the forms show it and the server refuses with (details.fieldErrors). */
export interface OrderChangeProblem {
  /** "returnDate", "lines", "lines.2.quantity"... */
  field: string;
  message: string;
}

/** What the checks read of an order. */
interface ChangedOrder {
  status: string;
  pickUpDate: string;
  returnDate: string;
  history?: readonly { change?: unknown }[];
}

/** How many times an order was extended or added to. */
export const changeCount = (order: Pick<ChangedOrder, "history">): number =>
  (order.history ?? []).filter((entry) => entry.change !== undefined).length;

/** Why the order cannot be extended or added to now, or null: its status, or too many changes already. */
export function orderChangeProblem(order: Pick<ChangedOrder, "status" | "history">, reference: string): string | null {
  if (order.status === "placed")
    return `Order ${reference} is not confirmed yet: only a confirmed order, or one out on rental, can be changed`;
  if (!(orderChangeStatuses as readonly string[]).includes(order.status))
    return `Order ${reference} is ${order.status}: it can no longer be extended or added to`;
  if (changeCount(order) >= limits.orderChange.perOrder)
    return (
      `Order ${reference} has been changed ${limits.orderChange.perOrder} times, the most one order can be: ` +
      "place a new order for the rest"
    );
  return null;
}

/** The days a prop house books and checks for what is left of the rental: from today (or the pick-up, if later). */
export function remainingRange(order: Pick<ChangedOrder, "pickUpDate" | "returnDate">, today: string): DateRange {
  const from = today > order.pickUpDate ? today : order.pickUpDate;
  return { from: from as CalendarDate, to: order.returnDate as CalendarDate };
}

/** Why props cannot be added now for the rest of the rental, or null: it was due back before today. */
export function addOnDatesProblem(order: Pick<ChangedOrder, "returnDate">, today: string, reference: string) {
  return order.returnDate < today
    ? `Order ${reference} was due back on ${order.returnDate}: extend the rental first, then add props`
    : null;
}

/**
 * Every problem with a new return date for `order`: a real day, after the current return date, not before today,
 * within the house's horizon (`latest`) and a rental's longest from the pick-up.
 */
export function extensionProblems(
  order: Pick<ChangedOrder, "pickUpDate" | "returnDate">,
  returnDate: unknown,
  { today, latest }: { today?: string; latest?: string } = {},
): OrderChangeProblem[] {
  const problem = (message: string) => [{ field: "returnDate", message }];
  if (returnDate === undefined || returnDate === null || returnDate === "") return problem("is required");
  if (!isCalendarDate(returnDate)) return problem("must be a date like 2026-12-01");
  if (returnDate <= order.returnDate) return problem(`must be after the current return date, ${order.returnDate}`);
  if (today && returnDate < today) return problem("must be today or later");
  if (latest && returnDate > latest) return problem(`must be ${latest} or earlier`);
  if (isCalendarDate(order.pickUpDate) && daysBetween(order.pickUpDate, returnDate) > limits.rental.days)
    return problem(`must be within ${limits.rental.days} days of the pick-up date`);
  return [];
}

const isWholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** Every problem with an add-on's lines as sent: 1 to 50 lines, each an item number, a variant or none, a quantity. */
export function addedLineProblems(lines: unknown): OrderChangeProblem[] {
  if (!Array.isArray(lines)) return [{ field: "lines", message: "must be a list of props" }];
  const problems: OrderChangeProblem[] = [];
  if (lines.length === 0) problems.push({ field: "lines", message: "must hold at least one prop to add" });
  if (lines.length > limits.orderChange.lines)
    problems.push({ field: "lines", message: `must hold at most ${limits.orderChange.lines} props at once` });
  const seen = new Set<string>();
  lines.slice(0, limits.orderChange.lines).forEach((line: Partial<AddedLineInput> | null, index) => {
    const at = `lines.${index}`;
    const { propId, variantId, quantity } = typeof line === "object" && line ? line : {};
    const variantProblem = variantIdProblem(variantId);
    if (variantProblem) problems.push({ field: `${at}.variantId`, message: variantProblem });
    if (typeof propId !== "string" || !propIdPattern.test(propId) || propId.length > limits.propId.length) {
      problems.push({ field: `${at}.propId`, message: "must be an item number, like BPH-10432" });
    } else if (!variantProblem) {
      const key = lineKey({ propId, variantId: variantIdOf({ variantId }) });
      if (seen.has(key)) problems.push({ field: `${at}.propId`, message: `lists ${key} twice: add up the quantities` });
      else seen.add(key);
    }
    if (!isWholeNumber(quantity) || quantity < 1 || quantity > limits.setList.quantity)
      problems.push({
        field: `${at}.quantity`,
        message: `must be a whole number from 1 to ${limits.setList.quantity}`,
      });
  });
  return problems;
}

/**
 * The order's lines with `added` in: more of a line it has (the same prop and variant), or a new line at the end. The
 * problems say which added line would take a line past the most of one prop, or the order past the most lines.
 */
export function withAddedLines(
  current: readonly SetListLine[],
  added: readonly AddedLineInput[],
): { lines: SetListLine[]; problems: OrderChangeProblem[] } {
  const lines = current.map((line) => ({ ...line }));
  const problems: OrderChangeProblem[] = [];
  added.forEach((line, index) => {
    const existing = lines.find((each) => sameLine(each, line));
    if (!existing) {
      lines.push({ propId: line.propId, ...withVariant(line), quantity: line.quantity, note: "" });
      return;
    }
    existing.quantity += line.quantity;
    if (existing.quantity > limits.setList.quantity)
      problems.push({
        field: `lines.${index}.quantity`,
        message:
          `would make ${existing.quantity} of ${lineKey(line)} on the order, and a line holds at most ` +
          `${limits.setList.quantity}`,
      });
  });
  if (lines.length > limits.setList.lines)
    problems.push({
      field: "lines",
      message: `would make ${lines.length} lines; an order holds at most ${limits.setList.lines}`,
    });
  return { lines, problems };
}

/** What an order's history calls a change, where it calls other entries by their status. */
export const orderChangeTitles: Record<OrderChange["kind"], string> = {
  extended: "Rental extended",
  added: "Props added",
};

/** A change in a sentence: "From Dec 15 to Dec 29, 2026: 4 rental weeks. Estimate now $450.00." */
export function orderChangeSummary(change: OrderChange, locale: string): string {
  const estimate = `Estimate now ${formatMoney(change.subtotal, change.currency, locale)}.`;
  if (change.kind === "added") {
    const lines = change.lines.map((line) => `${line.quantity.toLocaleString(locale)} × ${line.name}`).join(", ");
    return `${lines}. ${estimate}`;
  }
  const day = (date: string) => (isCalendarDate(date) ? formatCalendarDate(date, locale) : date);
  const weeks = change.weeks === 1 ? "1 rental week" : `${change.weeks.toLocaleString(locale)} rental weeks`;
  return `From ${day(change.from)} to ${day(change.to)}: ${weeks}. ${estimate}`;
}
