import { describe, expect, it } from "vitest";
import { hrefs } from "../app/hrefs.js";
import { redirectTarget } from "./login-redirect.js";
import { rememberPendingFavorite, takePendingFavorite } from "../account/pending-favorite.js";

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("login redirects", () => {
  it("sends the visitor to log in with the way back", () => {
    expect(hrefs.login("/props/BPH-1?x=1")).toBe("/auth/login?redirect=%2Fprops%2FBPH-1%3Fx%3D1");
    expect(redirectTarget(new URLSearchParams("redirect=%2Fprops%2FBPH-1%3Fx%3D1"))).toBe("/props/BPH-1?x=1");
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    " http://evil",
    "https://shop.example.evil.example",
  ])("never follows a redirect to another site: %j", (target) => {
    const search = new URLSearchParams({ redirect: target });
    expect(redirectTarget(search, "https://shop.example")).toBeNull();
    expect(redirectTarget(search)).toBeNull();
  });

  it("keeps a path on this site with its query and hash, and nothing without a target", () => {
    const search = (target: string) => new URLSearchParams({ redirect: target });
    expect(redirectTarget(search("/props/BPH-1?x=1#notes"), "https://shop.example")).toBe("/props/BPH-1?x=1#notes");
    expect(redirectTarget(search("https://shop.example/account?tab=orders"), "https://shop.example")).toBe(
      "/account?tab=orders",
    );
    expect(redirectTarget(search(`${window.location.origin}/account`))).toBe("/account");
    expect(redirectTarget(new URLSearchParams(""))).toBeNull();
  });

  it("keeps a favourite asked for before logging in, once", () => {
    const storage = fakeStorage();
    rememberPendingFavorite(storage, "BPH-10092");
    expect(takePendingFavorite(storage)).toBe("BPH-10092");
    expect(takePendingFavorite(storage)).toBeNull();
  });
});
