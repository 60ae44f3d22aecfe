// What each standing lets a customer do, and the words of a refusal (docs/decisions/0021).
import { describe, expect, it } from "vitest";
import {
  acceptRefusal,
  isAuthorizedOf,
  mayAcceptQuotes,
  mayCompleteOrderPaperwork,
  mayHold,
  mayPlaceOrders,
  orderPaperworkRefusal,
  standingOf,
} from "./standing.js";

const awaiting = { isAuthorized: null };
const approved = { isAuthorized: true };
const denied = { isAuthorized: false };

describe("a customer's standing", () => {
  it("reads and stores the three standings", () => {
    expect([null, undefined, true, false].map(standingOf)).toEqual(["awaiting", "awaiting", "approved", "denied"]);
    expect((["awaiting", "approved", "denied"] as const).map(isAuthorizedOf)).toEqual([null, true, false]);
  });

  it("lets only an approved account place orders and hold props, and any account not denied accept a quote", () => {
    expect([awaiting, approved, denied].map(mayPlaceOrders)).toEqual([false, true, false]);
    expect([awaiting, approved, denied].map(mayHold)).toEqual([false, true, false]);
    expect([awaiting, approved, denied].map(mayAcceptQuotes)).toEqual([true, true, false]);
    expect(acceptRefusal("Backlot Props")).toBe(
      "Backlot Props has not approved this account, so a quote cannot become an order. Write to them about it.",
    );
  });
});

describe("an order's paperwork", () => {
  it("follows accepting quotes: an awaiting or approved account completes it, a denied one does not", () => {
    expect([awaiting, approved, denied].map(mayCompleteOrderPaperwork)).toEqual([true, true, false]);
    for (const user of [awaiting, approved, denied, null, undefined])
      expect(mayCompleteOrderPaperwork(user)).toBe(mayAcceptQuotes(user));
  });

  it("says why a denied account cannot, naming the house, the step and the order", () => {
    expect(orderPaperworkRefusal("Backlot Props", "7f3k2qx1abcdefgh", "card")).toBe(
      "Backlot Props has not approved this account, so it cannot authorise a card for order O-7F3K2QX1. " +
        "Write to them about it.",
    );
    expect(orderPaperworkRefusal("Backlot Props", "7f3k2qx1abcdefgh", "agreement")).toContain(
      "so it cannot sign the rental agreement for order O-7F3K2QX1.",
    );
    expect(orderPaperworkRefusal("Backlot Props", "7f3k2qx1abcdefgh", "card", "agreement")).toContain(
      "so it cannot authorise a card or sign the rental agreement for order O-7F3K2QX1.",
    );
  });
});
