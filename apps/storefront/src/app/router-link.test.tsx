import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { routerProbe } from "./page-router/memory-pages.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LinkNavigation, RouterLink } from "./router-link.js";

/** What the browser would do with the last click: follow the link itself (true) or leave it to the app. */
let browserFollowed: boolean | undefined;
const watchClicks = (event: MouseEvent) => {
  browserFollowed = !event.defaultPrevented;
  // jsdom cannot load another page; the test only needs to know the browser would have.
  event.preventDefault();
};
beforeEach(() => window.addEventListener("click", watchClicks));
afterEach(() => window.removeEventListener("click", watchClicks));

/** The layout's part: the router's navigate, given once to every link. */
function Frame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkNavigation.Provider value={navigate}>
      <RouterLink href="/b">To B</RouterLink>
      <RouterLink href="https://elsewhere.example/">Elsewhere</RouterLink>
      {children}
    </LinkNavigation.Provider>
  );
}

const renderAt = (path: string) => {
  const router = routerProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <router.Probe />
      <Frame>
        <Routes>
          <Route path="/a" element={<p>Page A</p>} />
          <Route path="/b" element={<p>Page B</p>} />
        </Routes>
      </Frame>
    </MemoryRouter>,
  );
  return router;
};

describe("RouterLink", () => {
  it("navigates in the app on a plain click, without loading a page", async () => {
    const router = renderAt("/a");
    fireEvent.click(screen.getByRole("link", { name: "To B" }));
    expect(await screen.findByText("Page B")).toBeTruthy();
    expect(router.location.pathname).toBe("/b");
    expect(browserFollowed).toBe(false);
  });

  it("leaves a new-tab click and a link to another site to the browser", () => {
    const router = renderAt("/a");
    fireEvent.click(screen.getByRole("link", { name: "To B" }), { ctrlKey: true });
    expect(browserFollowed).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(browserFollowed).toBe(true);
    expect(router.location.pathname).toBe("/a");
  });

  it("is a plain link outside the layout (no navigate given)", () => {
    render(<RouterLink href="/b">To B</RouterLink>);
    fireEvent.click(screen.getByRole("link", { name: "To B" }));
    expect(browserFollowed).toBe(true);
  });
});
