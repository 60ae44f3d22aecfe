import { act, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
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
  const router = createMemoryRouter(
    [
      { Component: RequireLoggedIn, children: [{ path: "/account/orders", element: <h1>Orders</h1> }] },
      { Component: RequireLoggedOut, children: [{ path: "/auth/login", element: <h1>Log in</h1> }] },
      { path: "/", element: <h1>Home</h1> },
      { path: "/props/:id", element: <h1>A prop</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
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
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/auth/login?redirect=%2Faccount%2Forders%3Fsort%3Dnew",
    );
  });
});

describe("the login page", () => {
  it("sends a customer who is already logged in to where they were headed", () => {
    authStore.setState({ auth: { status: "authenticated", firebaseUser: user, vendorUser: null, via: "init" } });
    const router = renderAt("/auth/login?redirect=%2Fprops%2FBPH-1");
    expect(screen.getByRole("heading", { name: "A prop" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/props/BPH-1");
  });

  it("stays for a visitor, and for one who just logged in on it", () => {
    authStore.setState({ auth: { status: "notAuthenticated", reason: "noToken" } });
    renderAt("/auth/login");
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    setAuth({ status: "authenticated", firebaseUser: user, vendorUser: null, via: "login" });
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
  });
});
