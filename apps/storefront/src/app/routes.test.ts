import { storefrontRoutes } from "@backlot/tenant-config/routes";
import { describe, expect, it } from "vitest";
import { matchPage } from "./page-router/page-route.js";
import { routes } from "./routes.js";

/** "/rentals/:department" -> "/rentals/sample-department". */
const sample = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => `sample-${name.toLowerCase()}`);

describe("the router", () => {
  it("serves every route the tenant checks accept (public and account pages)", () => {
    const unserved = storefrontRoutes.filter((route) => {
      const match = matchPage(routes, sample(route.pattern));
      return !match || match.route.path === "*";
    });
    expect(unserved.map((route) => route.pattern)).toEqual([]);
  });

  it("sends anything else to the not-found page", () => {
    expect(matchPage(routes, "/no/such/page")?.route.path).toBe("*");
  });
});
