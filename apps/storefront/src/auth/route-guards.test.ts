import type { AuthState, AuthUser } from "@backlot/auth";
import { describe, expect, it } from "vitest";
import { loggedInGuard, loggedOutGuard } from "./route-guards.js";

const user: AuthUser = {
  uid: "u1",
  email: "dana@studio.example",
  emailVerified: true,
  isAnonymous: false,
  displayName: null,
  phoneNumber: null,
  tenantId: null,
};
const authenticated = (via: Extract<AuthState, { status: "authenticated" }>["via"]): AuthState => ({
  status: "authenticated",
  firebaseUser: user,
  vendorUser: null,
  via,
});

describe("account pages", () => {
  it("let a logged-in customer in", () => {
    expect(loggedInGuard(authenticated("init"), "/account/orders")).toEqual({ kind: "allow" });
  });

  it("wait while startup or a sign-in is still deciding", () => {
    for (const state of [
      { status: "unknown" },
      { status: "loggingIn", type: "1stFactor" },
      { status: "signingUp" },
      { status: "loggingOut" },
    ] satisfies AuthState[]) {
      expect(loggedInGuard(state, "/account")).toEqual({ kind: "wait" });
    }
  });

  it("send logged-out and anonymous visitors to log in and back", () => {
    const to = "/auth/login?redirect=%2Faccount%2Fset-lists%3Fsort%3Dname";
    expect(loggedInGuard({ status: "notAuthenticated", reason: "noToken" }, "/account/set-lists?sort=name")).toEqual({
      kind: "redirect",
      to,
    });
    expect(
      loggedInGuard(
        { status: "anonymous", firebaseUser: { ...user, isAnonymous: true } },
        "/account/set-lists?sort=name",
      ),
    ).toEqual({ kind: "redirect", to });
    expect(
      loggedInGuard({ status: "notAuthenticated", reason: "waitingFor2ndFactor" }, "/account/set-lists?sort=name"),
    ).toEqual({ kind: "redirect", to });
  });
});

describe("login and signup pages", () => {
  it("are for logged-out and anonymous visitors", () => {
    expect(loggedOutGuard({ status: "notAuthenticated", reason: "noToken" }, null)).toEqual({ kind: "allow" });
    expect(loggedOutGuard({ status: "anonymous", firebaseUser: { ...user, isAnonymous: true } }, null)).toEqual({
      kind: "allow",
    });
    expect(loggedOutGuard({ status: "loggingIn", type: "1stFactor" }, null)).toEqual({ kind: "allow" });
  });

  it("send a customer who is already logged in on, to where they were headed", () => {
    expect(loggedOutGuard(authenticated("init"), "/props/BPH-1")).toEqual({ kind: "redirect", to: "/props/BPH-1" });
    expect(loggedOutGuard(authenticated("magicallyLoggedIn"), null)).toEqual({ kind: "redirect", to: "/" });
  });

  it("leave a customer who just logged in on the page to the page", () => {
    expect(loggedOutGuard(authenticated("login"), null)).toEqual({ kind: "allow" });
    expect(loggedOutGuard(authenticated("signup"), null)).toEqual({ kind: "allow" });
  });
});
