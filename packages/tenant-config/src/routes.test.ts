import { describe, expect, it } from "vitest";
import { matchStorefrontRoute, storefrontRoutes } from "./routes.js";

describe("matchStorefrontRoute", () => {
  it.each([
    ["/", "/", {}],
    ["/pages/about-us", "/pages/:page", { page: "about-us" }],
    ["/pages/fabrication/3d-printing", "/pages/fabrication/:page", { page: "3d-printing" }],
    ["/rentals/cameras", "/rentals/:department", { department: "cameras" }],
    [
      "/rentals/cameras/film-cameras/16mm",
      "/rentals/:department/:category/:subcategory",
      { department: "cameras", category: "film-cameras", subcategory: "16mm" },
    ],
    ["/search?q=chair#top", "/search", {}],
    ["/contact-us/", "/contact-us", {}],
  ])("matches %s as %s", (href, pattern, params) => {
    const match = matchStorefrontRoute(href);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it.each(["", "pages/about-us", "//evil.example", "/nowhere", "/pages/a/b/c", "/rentals/a b", "https://example.com/"])(
    "does not match %j",
    (href) => {
      expect(matchStorefrontRoute(href)).toBeUndefined();
    },
  );

  it("includes every fixed public route", () => {
    const patterns = storefrontRoutes.map((route) => route.pattern);
    for (const path of [
      "/",
      "/auth/signup",
      "/auth/login",
      "/forms-and-faqs",
      "/partners",
      "/contact-us",
      "/categories",
      "/onboarding/profile",
      "/onboarding/welcome",
    ]) {
      expect(patterns).toContain(path);
    }
  });
});
