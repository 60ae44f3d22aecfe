import { describe, expect, it } from "vitest";
import { loginHref, redirectTarget, rememberPendingFavorite, takePendingFavorite } from "./login-redirect.js";

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
    expect(loginHref("/props/BPH-1?x=1")).toBe("/auth/login?redirect=%2Fprops%2FBPH-1%3Fx%3D1");
    expect(redirectTarget(new URLSearchParams("redirect=%2Fprops%2FBPH-1%3Fx%3D1"))).toBe("/props/BPH-1?x=1");
  });

  it("never follows a redirect to another site", () => {
    expect(redirectTarget(new URLSearchParams("redirect=https://evil.example/"))).toBeNull();
    expect(redirectTarget(new URLSearchParams("redirect=//evil.example/"))).toBeNull();
    expect(redirectTarget(new URLSearchParams(""))).toBeNull();
  });

  it("keeps a favourite asked for before logging in, once", () => {
    const storage = fakeStorage();
    rememberPendingFavorite(storage, "BPH-10092");
    expect(takePendingFavorite(storage)).toBe("BPH-10092");
    expect(takePendingFavorite(storage)).toBeNull();
  });
});
