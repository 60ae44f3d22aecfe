import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { loadLazyMatches } from "./lazy-routes.js";

const Page = () => null;
const Other = () => null;

describe("loading the on-demand routes an address matches", () => {
  it("puts their component in place and leaves other routes on demand", async () => {
    const routes: RouteObject[] = [
      {
        path: "/",
        children: [
          { path: "account", lazy: { Component: () => Promise.resolve(Page) } },
          { path: "login", lazy: () => Promise.resolve({ Component: Other }) },
        ],
      },
    ];
    await loadLazyMatches(routes, "/account");
    const [account, login] = routes[0]?.children ?? [];
    expect(account).toMatchObject({ path: "account", Component: Page });
    expect(account?.lazy).toBeUndefined();
    expect(login?.lazy).toBeTypeOf("function");

    await loadLazyMatches(routes, "/login");
    expect(login).toMatchObject({ path: "login", Component: Other });
    expect(login?.lazy).toBeUndefined();
  });

  it("does nothing for an address no route matches", async () => {
    const routes: RouteObject[] = [{ path: "/a", lazy: { Component: () => Promise.resolve(Page) } }];
    await loadLazyMatches(routes, "/b");
    expect(routes[0]?.lazy).toBeDefined();
  });
});
