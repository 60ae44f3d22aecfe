import { describe, expect, it } from "vitest";
import { hrefs } from "./hrefs.js";

describe("hrefs", () => {
  it("keeps an id with a slash, a space or a question mark one path segment", () => {
    expect(hrefs.prop("BPH/12 a?b")).toBe("/props/BPH%2F12%20a%3Fb");
    expect(hrefs.prop("BPH-1", "walnut & oak")).toBe("/props/BPH-1?variant=walnut%20%26%20oak");
    expect(hrefs.quoteForProp("/pages/request-a-quote", "BPH-1", "oak")).toBe(
      "/pages/request-a-quote?prop=BPH-1&variant=oak",
    );
    expect(hrefs.placeOrder("list 1")).toBe("/account/set-lists/list%201/order");
  });

  it("sends to sign-in with the way back, or without one", () => {
    expect(hrefs.login("/account/orders?x=1")).toBe("/auth/login?redirect=%2Faccount%2Forders%3Fx%3D1");
    expect(hrefs.login()).toBe("/auth/login");
  });
});
