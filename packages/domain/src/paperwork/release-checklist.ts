// What must be on file before an order leaves the dock, as a checklist: the same list refuses setOrderStatus "out"
// (naming what is missing), and shows the customer and staff what is still needed. A requirement is met by an
// accepted paper that holds for the whole rental, pick-up to return (docs/decisions/0036).
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../calendar-date.js";
import { formatMoney } from "../money.js";
import { type SignatureOnFile, agreementItem } from "./agreement-check.js";
import { type CardAuthorisation, cardCoverage, cardExpiry, cardLabel } from "../payments/card-authorisation.js";
import type { AccountTermsPaper, InsurancePaper, Paper, ReleaseRequirement, TaxExemptionPaper } from "./paper.js";

export interface ChecklistItem {
  requirement: ReleaseRequirement;
  met: boolean;
  /** What is on file, or what is missing and why ("Insurance expires Mar 2, before the return on Mar 9"). */
  detail: string;
}

export interface ReleaseOrder {
  pickUpDate: string;
  returnDate: string;
  /** What the order comes to, in minor units (its estimate's subtotal); null when it has no price. */
  total: number | null;
  /** Whether a card saved for it covers it (cardCovers of the order's cardAuthorisation, decision 0037). */
  cardAuthorised: boolean;
  /** The card saved for it, if any, so the checklist can name it ("Visa ending 4242 is authorised for $1,234.00"). */
  cardAuthorisation?: CardAuthorisation | null;
  /** The order's signatures of the rental agreement, any version (the agreement requirement, decision 0038). */
  signatures?: readonly SignatureOnFile[];
}

export interface ReleaseTerms {
  /** The tenant's requiredPaperwork, in its order. */
  required: readonly ReleaseRequirement[];
  locale: string;
  currency: string;
  /** The agreement's current version (the vendor document's); null or absent: none published. */
  agreementVersion?: string | null;
  /** The prop house's time zone, for the day a signature was made; UTC when absent. */
  timeZone?: string;
}

/**
 * The accepted tax exemption certificate that holds to `until` (an order's return day), or undefined: the release
 * gate's check, and the final invoice's (no sales tax with one).
 */
export function taxExemptionHolding(papers: readonly Paper[], until: string): TaxExemptionPaper | undefined {
  return papers
    .filter((paper): paper is TaxExemptionPaper => paper.kind === "taxExemption")
    .filter((paper) => paper.state === "accepted" || paper.state === "expired")
    .find((paper) => paper.expiresOn >= until);
}

/** Every required paper, met or not, for releasing `order` with `papers` on file. */
export function releaseChecklist(papers: readonly Paper[], order: ReleaseOrder, terms: ReleaseTerms): ChecklistItem[] {
  const day = (date: string) => formatCalendarDate(date as CalendarDate, terms.locale, "medium");
  const pickUp = parseCalendarDate(order.pickUpDate, "The pick-up date");
  const back = parseCalendarDate(order.returnDate, "The return date");
  const latest = <P extends Paper>(kind: P["kind"]) =>
    papers
      .filter((paper): paper is P => paper.kind === kind)
      .sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime());

  /** Why the card on file does not cover the order ("Visa ending 4242 expires 04/27, before the return on ..."). */
  function cardShortfall(card: CardAuthorisation): string {
    const named = cardLabel(card.card);
    const coverage = cardCoverage(card, order);
    if (coverage.covers) return `${named} is authorised`;
    if (coverage.why === "expires")
      return `${named} expires ${cardExpiry(card.card)}, before the return on ${day(back)}`;
    if (coverage.why === "amount" && order.total !== null) {
      const authorised = formatMoney(card.amount, card.currency, terms.locale);
      const total = formatMoney(order.total, terms.currency, terms.locale);
      return `${named} is authorised for ${authorised}, less than the order's ${total}`;
    }
    return `${named} is on file, but the order has no price yet`;
  }

  const checks: Record<ReleaseRequirement, () => Omit<ChecklistItem, "requirement">> = {
    insurance() {
      const sent = latest<InsurancePaper>("insurance");
      const accepted = sent.filter((paper) => paper.state === "accepted" || paper.state === "expired");
      const covering = accepted.find(
        (paper) =>
          paper.coverageStart <= pickUp && paper.coverageEnd >= back && paper.additionalInsured && paper.lossPayee,
      );
      if (covering) return { met: true, detail: `Insurance from ${covering.insurer} covers the rental` };
      const best = accepted.sort((a, b) => b.coverageEnd.localeCompare(a.coverageEnd))[0];
      if (best && best.coverageEnd < back)
        return { met: false, detail: `Insurance expires ${day(best.coverageEnd)}, before the return on ${day(back)}` };
      if (best && best.coverageStart > pickUp)
        return {
          met: false,
          detail: `Insurance starts ${day(best.coverageStart)}, after the pick-up on ${day(pickUp)}`,
        };
      if (best) {
        const missing = [best.additionalInsured ? null : "additional insured", best.lossPayee ? null : "loss payee"];
        const named = missing.filter(Boolean).join(" and ");
        return { met: false, detail: `The certificate of insurance does not name the prop house as ${named}` };
      }
      return { met: false, detail: waiting(sent[0], "certificate of insurance") };
    },
    taxExemption() {
      const sent = latest<TaxExemptionPaper>("taxExemption").filter((paper) => paper.state !== "rejected");
      // Only a production that claims an exemption needs its certificate; otherwise the house charges the tax.
      if (sent.length === 0) return { met: true, detail: "No tax exemption claimed: sales tax applies" };
      const accepted = sent.filter((paper) => paper.state === "accepted" || paper.state === "expired");
      const holding = taxExemptionHolding(papers, back);
      if (holding) return { met: true, detail: `Tax exempt (${holding.form}, ${holding.region})` };
      const best = accepted.sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];
      if (best)
        return {
          met: false,
          detail: `The tax exemption expires ${day(best.expiresOn)}, before the return on ${day(back)}`,
        };
      return { met: false, detail: waiting(sent[0], "tax exemption certificate") };
    },
    payment() {
      const money = (amount: number, currency = terms.currency) => formatMoney(amount, currency, terms.locale);
      const card = order.cardAuthorisation ?? null;
      if (order.cardAuthorised) {
        const named = card && `${cardLabel(card.card)} is authorised for ${money(card.amount, card.currency)}`;
        return { met: true, detail: named || "A card is authorised for the order" };
      }
      const account = latest<AccountTermsPaper>("accountTerms").find((paper) => paper.state === "accepted");
      if (account && order.total !== null && order.total <= account.creditLimit)
        return { met: true, detail: `On account, ${account.terms}` };
      const cardProblem = card ? cardShortfall(card) : "no card is authorised";
      if (account) {
        const over = order.total === null ? "The order has no price yet" : `The order's ${money(order.total)}`;
        const limit = money(account.creditLimit);
        return { met: false, detail: `${over} is over the account's credit limit of ${limit}, and ${cardProblem}` };
      }
      const first = cardProblem.charAt(0).toUpperCase() + cardProblem.slice(1);
      return { met: false, detail: `${first}, and the account is not on terms` };
    },
    agreement: () =>
      agreementItem(order.signatures ?? [], terms.agreementVersion ?? null, {
        locale: terms.locale,
        timeZone: terms.timeZone ?? "UTC",
      }),
  };
  return terms.required.map((requirement) => ({ requirement, ...checks[requirement]() }));
}

/** The latest paper of a kind that has not been accepted: awaiting review, rejected (why), or none on file. */
function waiting(paper: Paper | undefined, what: string): string {
  if (paper?.state === "sent") return `The ${what} awaits the prop house's review`;
  if (paper?.state === "rejected") return `The ${what} was rejected: ${paper.rejectedReason ?? "ask the prop house"}`;
  return `No ${what} is on file`;
}

/** What is missing, a sentence per requirement (no last full stop), for a refusal: "" when all is met. */
export const missingPapers = (checklist: readonly ChecklistItem[]): string =>
  checklist
    .filter((item) => !item.met)
    .map((item) => item.detail)
    .join(". ");
