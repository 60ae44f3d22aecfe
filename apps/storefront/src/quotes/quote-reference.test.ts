import { expect, it } from "vitest";
import { quoteReference } from "./quote-reference.js";

it("gives a quote request a short reference", () => {
  expect(quoteReference("7f3k2qx1abcdefgh")).toBe("Q-7F3K2QX1");
});
