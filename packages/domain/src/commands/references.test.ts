import { expect, it } from "vitest";
import { orderReference, quoteReference } from "./references.js";

it("gives a quote request and an order short references", () => {
  expect(quoteReference("7f3k2qx1abcdefgh")).toBe("Q-7F3K2QX1");
  expect(orderReference("7f3k2qx1abcdefgh")).toBe("O-7F3K2QX1");
});
