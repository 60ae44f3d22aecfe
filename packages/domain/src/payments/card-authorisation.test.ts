import { describe, expect, it } from "vitest";
import { releaseChecklist } from "../paperwork/release-checklist.js";
import { cardAuthorisationAmount } from "../pricing/rental-estimate.js";
import {
  type CardAuthorisation,
  cardAuthorisationText,
  cardCoverage,
  cardCovers,
  cardExpiry,
  cardLabel,
  cardLastDay,
  setupIdPattern,
  testCards,
} from "./card-authorisation.js";

const visa = { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 };
/** A card saved for $1,234.00 (an order of $1,192.27 plus 3.5%). */
const fakeAuthorisation = (fields: Partial<CardAuthorisation> = {}): CardAuthorisation => ({
  provider: "test",
  setupId: "seti_test_1",
  customerId: "cus_test_1",
  paymentMethodId: "pm_test_1",
  card: visa,
  amount: 123_400,
  currency: "USD",
  authorisedAt: "2026-11-20T15:00:00.000Z",
  ...fields,
});
const order = { total: 119_227, returnDate: "2027-03-09" };

describe("a saved card", () => {
  it("is named by brand, last four and expiry, never more", () => {
    expect(cardLabel(visa)).toBe("Visa ending 4242");
    expect(cardLabel({ ...visa, brand: "amex", last4: "8431" })).toBe("American Express ending 8431");
    expect(cardLabel({ ...visa, brand: "somethingnew" })).toBe("Card ending 4242");
    expect(cardExpiry(visa)).toBe("04/29");
    expect(cardExpiry({ ...visa, expMonth: 12, expYear: 2030 })).toBe("12/30");
    expect(cardAuthorisationText(fakeAuthorisation(), "en-US")).toBe(
      "Visa ending 4242, expires 04/29, authorised for $1,234.00",
    );
  });

  it("is good until the end of its expiry month", () => {
    expect(cardLastDay(visa)).toBe("2029-04-30");
    expect(cardLastDay({ ...visa, expMonth: 2, expYear: 2028 })).toBe("2028-02-29");
    expect(cardLastDay({ ...visa, expMonth: 12 })).toBe("2029-12-31");
  });

  it("covers an order when saved for at least its total and good until its return", () => {
    expect(cardCovers(fakeAuthorisation(), order)).toBe(true);
    expect(cardCoverage(null, order)).toEqual({ covers: false, why: "none" });
    expect(cardCoverage(fakeAuthorisation(), { ...order, total: null })).toEqual({ covers: false, why: "no-price" });
    // The order grew after the card was saved: the authorisation no longer stands as its deposit.
    expect(cardCoverage(fakeAuthorisation(), { ...order, total: 123_401 })).toEqual({ covers: false, why: "amount" });
    expect(cardCoverage(fakeAuthorisation({ card: { ...visa, expYear: 2027, expMonth: 2 } }), order)).toEqual({
      covers: false,
      why: "expires",
      lastDay: "2027-02-28",
    });
    expect(cardCovers(fakeAuthorisation({ card: { ...visa, expYear: 2027, expMonth: 3 } }), order)).toBe(true);
  });

  it("is authorised for the total plus the processing percentage, in whole cents", () => {
    expect(cardAuthorisationAmount(50_000, 3.5)).toBe(51_750);
    expect(cardAuthorisationAmount(16_500, 3.5)).toBe(17_078);
    expect(cardAuthorisationAmount(50_000, 0)).toBe(50_000);
  });

  it("has test cards by token only, one of each outcome, and setup ids of Stripe's shape", () => {
    for (const { token } of testCards) expect(token).toMatch(/^pm_card_\w+$/);
    expect(testCards.some(({ outcome }) => "declined" in outcome)).toBe(true);
    expect(setupIdPattern.test("seti_1Mm8s8LkdIwHu7ix0OXBfTRG")).toBe(true);
    expect(setupIdPattern.test("seti_../other")).toBe(false);
    expect(setupIdPattern.test("pi_123")).toBe(false);
  });
});

describe("the release checklist's payment line", () => {
  const terms = { required: ["payment"] as const, locale: "en-US", currency: "USD" };
  const release = { pickUpDate: "2027-02-23", returnDate: "2027-03-09", total: 119_227 };
  const payment = (cardAuthorisation: CardAuthorisation | null) =>
    releaseChecklist(
      [],
      { ...release, cardAuthorisation, cardAuthorised: cardCovers(cardAuthorisation, release) },
      terms,
    )[0];

  it("names the card that is authorised", () => {
    expect(payment(fakeAuthorisation())).toEqual({
      requirement: "payment",
      met: true,
      detail: "Visa ending 4242 is authorised for $1,234.00",
    });
  });

  it("says why a saved card does not cover the order", () => {
    expect(payment(fakeAuthorisation({ amount: 100_000 }))).toMatchObject({
      met: false,
      detail:
        "Visa ending 4242 is authorised for $1,000.00, less than the order's $1,192.27, " +
        "and the account is not on terms",
    });
    expect(payment(fakeAuthorisation({ card: { ...visa, expMonth: 1, expYear: 2027 } }))).toMatchObject({
      met: false,
      detail: "Visa ending 4242 expires 01/27, before the return on Mar 9, 2027, and the account is not on terms",
    });
    expect(payment(null)?.detail).toBe("No card is authorised, and the account is not on terms");
  });
});
