import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { routerProbe } from "../app/page-router/memory-pages.js";
import { afterEach, describe, expect, it } from "vitest";
import type { AuthUser } from "@backlot/auth";
import { authStore } from "../app/services.js";
import { RequireLoggedIn, RequireLoggedOut } from "./Guards.js";

const user: AuthUser = {
  uid: "u1",
  email: "dana@studio.example",
  emailVerified: true,
  isAnonymous: false,
  displayName: null,
  phoneNumber: null,
  tenantId: null,
};

function renderAt(path: string) {
  const router = routerProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <router.Probe />
      <Routes>
        <Route
          path="/account/orders"
          element={
            <RequireLoggedIn>
              <h1>Orders</h1>
            </RequireLoggedIn>
          }
        />
        <Route
          path="/auth/login"
          element={
            <RequireLoggedOut>
              <h1>Log in</h1>
            </RequireLoggedOut>
          }
        />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/props/:id" element={<h1>A prop</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return router;
}

const setAuth = (auth: ReturnType<typeof authStore.getState>["auth"]) => act(() => authStore.setState({ auth }));

afterEach(() => authStore.setState({ auth: { status: "unknown" } }));

describe("account pages", () => {
  it("wait while startup decides, then let the customer in", () => {
    renderAt("/account/orders");
    expect(screen.getByRole("status").textContent).toBe("Checking your sign-in…");
    setAuth({ status: "authenticated", firebaseUser: user, vendorUser: null, via: "init" });
    expect(screen.getByRole("heading", { name: "Orders" })).toBeTruthy();
  });

  it("send a logged-out visitor to log in, with the way back", () => {
    authStore.setState({ auth: { status: "notAuthenticated", reason: "noToken" } });
    const router = renderAt("/account/orders?sort=new");
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(router.location.pathname + router.location.search).toBe(
      "/auth/login?redirect=%2Faccount%2Forders%3Fsort%3Dnew",
    );
  });
});

describe("the login page", () => {
  it("sends a customer who is already logged in to where they were headed", () => {
    authStore.setState({ auth: { status: "authenticated", firebaseUser: user, vendorUser: null, via: "init" } });
    const router = renderAt("/auth/login?redirect=%2Fprops%2FBPH-1");
    expect(screen.getByRole("heading", { name: "A prop" })).toBeTruthy();
    expect(router.location.pathname).toBe("/props/BPH-1");
  });

  it("stays for a visitor, and for one who just logged in on it", () => {
    authStore.setState({ auth: { status: "notAuthenticated", reason: "noToken" } });
    renderAt("/auth/login");
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    setAuth({ status: "authenticated", firebaseUser: user, vendorUser: null, via: "login" });
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
  });
});
