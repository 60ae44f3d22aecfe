import { storefrontRoutes } from "@backlot/tenant-config/routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes.js";

/** "/rentals/:department" -> "/rentals/sample-department". */
const sample = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => `sample-${name.toLowerCase()}`);

describe("the router", () => {
  it("serves every route the tenant checks accept (public and account pages)", () => {
    const unserved = storefrontRoutes.filter((route) => {
      const matches = matchRoutes(routes, sample(route.pattern)) ?? [];
      return matches.at(-1)?.route.path === "*" || matches.length === 0;
    });
    expect(unserved.map((route) => route.pattern)).toEqual([]);
  });

  it("sends anything else to the not-found page", () => {
    expect(matchRoutes(routes, "/no/such/page")?.at(-1)?.route.path).toBe("*");
  });
});
