import { describe, expect, it } from "vitest";
import { firebaseHosting, headersFor, matchesSource, rewriteFor } from "./firebase-hosting.js";

const { hosting } = firebaseHosting("ny-props", [{ key: "X-Content-Type-Options", value: "nosniff" }]);

describe("a tenant site's Firebase Hosting config", () => {
  it("rewrites routes to the bare shell, but never a missing file under /assets/", () => {
    expect(rewriteFor(hosting, "/account/orders")).toBe("/app.html");
    expect(rewriteFor(hosting, "/search")).toBe("/app.html");
    expect(rewriteFor(hosting, "/assets/BrowsePage-gone.js")).toBeUndefined();
    expect(rewriteFor(hosting, "/assets/deep/chunk.js")).toBeUndefined();
  });

  it("sends the security headers everywhere and caches only /assets/ for a year", () => {
    expect(headersFor(hosting, "/")).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(headersFor(hosting, "/pages/about-us")).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(headersFor(hosting, "/assets/index-1.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  it("lets any site read the files it names, and only those", () => {
    const storefront = firebaseHosting("ny-props", [], undefined, ["/catalogue/images/**"]).hosting;
    expect(headersFor(storefront, "/catalogue/images/BPH-1.svg")).toEqual({ "Access-Control-Allow-Origin": "*" });
    expect(headersFor(storefront, "/catalogue/index.json")).toEqual({});
    expect(headersFor(storefront, "/account/orders")).toEqual({});
    expect(headersFor(hosting, "/catalogue/images/BPH-1.svg")).toEqual({ "X-Content-Type-Options": "nosniff" });
  });

  it("matches globs as Hosting does for the forms it writes, and refuses others", () => {
    expect(matchesSource("**", "/a/b.html")).toBe(true);
    expect(matchesSource("/assets/*.js", "/assets/a.js")).toBe(true);
    expect(matchesSource("/assets/*.js", "/assets/a/b.js")).toBe(false);
    expect(matchesSource("!/assets/**", "/assetsx/a.js")).toBe(true);
    expect(matchesSource("firebase.json", "firebase.json")).toBe(true);
    expect(matchesSource("firebase.json", "firebaseXjson")).toBe(false);
    expect(() => matchesSource("!{/assets/**,/api/**}", "/")).toThrow(/"!\{\/assets\/\*\*,\/api\/\*\*\}" uses syntax/);
  });
});
