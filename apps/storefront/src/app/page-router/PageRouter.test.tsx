// The page router over React Router's memory router, with real pages and loaders whose promises the test settles:
// the old page stays while the next loads, a later move wins, data is kept where the route says, errors show in the
// frame, a page reloads its data, and the window is placed as a browser user expects.
import { act, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotFoundError } from "../not-found-error.js";
import { renderPages } from "./memory-pages.js";
import { usePageData, usePageReload, usePendingLocation } from "./page-context.js";
import type { PageRoute } from "./page-route.js";
import { fromPrerendered, pageStatus, preparePage, prerenderedPage } from "./prepare-page.js";
import { keepScroll } from "./scroll-restoration.js";

interface HeldCall {
  path: string;
  settle: (data: unknown) => void;
  fail: (error: unknown) => void;
}

/** A loader whose every call waits until the test settles it. */
function heldLoader() {
  const calls: HeldCall[] = [];
  const load: NonNullable<PageRoute["load"]> = ({ pathname, search }) =>
    new Promise((settle, fail) => calls.push({ path: pathname + (search.size ? `?${search}` : ""), settle, fail }));
  return { calls, load };
}

function Shows() {
  const data = usePageData<string>();
  const { pathname, search } = useLocation();
  return (
    <h1>
      {data} at {pathname}
      {search}
    </h1>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const pending = usePendingLocation();
  return (
    <>
      {pending && <p role="progressbar">Loading {pending.pathname}</p>}
      {children}
    </>
  );
}

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const settled = () => act(() => new Promise((done) => setTimeout(done, 0)));
/** Settles a held load, and lets the router show what it loaded. */
const answer = (call: HeldCall | undefined, data: unknown) =>
  act(async () => {
    call?.settle(data);
    await Promise.resolve();
  });

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

describe("moving between pages", () => {
  it("keeps the shown page, saying what is loading, until the next page's data is in", async () => {
    const { calls, load } = heldLoader();
    const routes: PageRoute[] = [{ path: "/rentals/:department", load, Page: Shows }];
    const rendering = renderPages(routes, "/rentals/chairs", { Frame });
    calls[0]?.settle("Chairs");
    const router = await rendering;
    expect(heading()).toBe("Chairs at /rentals/chairs");

    act(() => void router.navigate("/rentals/lamps"));
    expect(screen.getByRole("progressbar").textContent).toBe("Loading /rentals/lamps");
    expect(heading()).toBe("Chairs at /rentals/chairs");
    await answer(calls[1], "Lamps");
    expect(heading()).toBe("Lamps at /rentals/lamps");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("shows the latest address asked for, not an earlier one that finished later", async () => {
    const { calls, load } = heldLoader();
    const routes: PageRoute[] = [{ path: "/rentals/:department", load, Page: Shows }];
    const rendering = renderPages(routes, "/rentals/chairs");
    calls[0]?.settle("Chairs");
    const router = await rendering;
    act(() => void router.navigate("/rentals/lamps"));
    act(() => void router.navigate("/rentals/rugs"));
    await answer(calls[2], "Rugs");
    await answer(calls[1], "Lamps");
    expect(heading()).toBe("Rugs at /rentals/rugs");
  });

  it("keeps the data for a move the route says is the same page, and for a move to a hash", async () => {
    const { calls, load } = heldLoader();
    const routes: PageRoute[] = [
      { path: "/props/:propId", load, Page: Shows, keepsData: (from, to) => from.pathname === to.pathname },
    ];
    const rendering = renderPages(routes, "/props/BPH-1");
    calls[0]?.settle("A chair");
    const router = await rendering;
    scrollTo.mockClear();
    act(() => void router.navigate("/props/BPH-1?variant=oak", { replace: true, state: keepScroll }));
    expect(heading()).toBe("A chair at /props/BPH-1?variant=oak");
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void router.navigate("/props/BPH-1?variant=oak#details"));
    expect(calls).toHaveLength(1);

    act(() => void router.navigate("/props/BPH-2"));
    expect(calls).toHaveLength(2);
  });

  it("comes back to where the visitor was on a page with Back", async () => {
    const { calls, load } = heldLoader();
    const routes: PageRoute[] = [{ path: "/rentals/:department", load, Page: Shows }];
    const rendering = renderPages(routes, "/rentals/chairs");
    calls[0]?.settle("Chairs");
    const router = await rendering;
    vi.spyOn(window, "scrollY", "get").mockReturnValue(840);
    act(() => void router.navigate("/rentals/lamps"));
    await answer(calls[1], "Lamps");
    act(() => void router.navigate(-1));
    await answer(calls[2], "Chairs");
    expect(heading()).toBe("Chairs at /rentals/chairs");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
  });
});

describe("a page that fails", () => {
  it("shows a missing page's error in the frame, and the next page clean", async () => {
    const { calls, load } = heldLoader();
    const routes: PageRoute[] = [{ path: "/props/:propId", load, Page: Shows }];
    const rendering = renderPages(routes, "/props/BPH-404");
    calls[0]?.fail(new NotFoundError("/props/BPH-404"));
    const router = await rendering;
    expect(screen.getByRole("alert").textContent).toBe("NotFoundError: No page at /props/BPH-404");
    act(() => void router.navigate("/props/BPH-1"));
    await answer(calls[1], "A chair");
    expect(heading()).toBe("A chair at /props/BPH-1");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a page whose chunk did not arrive as an error, and tries the chunk again on the next visit", async () => {
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(new Error("Failed to fetch the page's chunk"))
      .mockResolvedValue(Shows);
    const routes: PageRoute[] = [
      { path: "/account", loadPage },
      { path: "/", Page: () => <h1>Home</h1> },
    ];
    const router = await renderPages(routes, "/account");
    expect(screen.getByRole("alert").textContent).toBe("Error: Failed to fetch the page's chunk");
    act(() => void router.navigate("/"));
    await settled();
    act(() => void router.navigate("/account"));
    await settled();
    expect(heading()).toBe(" at /account");
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it("shows a page that throws while rendering as an error inside the frame", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("The page broke");
    };
    await renderPages([{ path: "/", Page: Broken }], "/", { Frame });
    expect(screen.getByRole("alert").textContent).toBe("Error: The page broke");
  });
});

describe("loading a page's data again", () => {
  it("keeps the page, says it is reloading, then shows the new data in the same place", async () => {
    const { calls, load } = heldLoader();
    let reload: ReturnType<typeof usePageReload> | undefined;
    function Reloadable() {
      reload = usePageReload();
      return (
        <>
          <Shows />
          {reload.reloading && <p role="status">Updating</p>}
        </>
      );
    }
    const rendering = renderPages([{ path: "/search", load, Page: Reloadable }], "/search");
    calls[0]?.settle("Every prop");
    await rendering;
    scrollTo.mockClear();
    let done: Promise<void> | undefined;
    act(() => void (done = reload?.reload()));
    expect(screen.getByRole("status").textContent).toBe("Updating");
    await act(async () => {
      calls[1]?.settle("Props free for your dates");
      await done;
    });
    expect(heading()).toBe("Props free for your dates at /search");
    expect(screen.queryByRole("status")).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe("a prerendered page's data", () => {
  const routes: PageRoute[] = [
    { path: "/props/:propId", load: () => Promise.reject(new Error("not called")), Page: Shows },
    { path: "*", Page: Shows },
  ];

  it("goes into the HTML as JSON and comes back as the same page, without loading it again", async () => {
    for (const prepared of [
      { route: routes[0] as PageRoute, params: {}, data: { name: "A chair" } },
      { route: routes[0] as PageRoute, params: {}, error: new NotFoundError("/props/BPH-404") },
    ]) {
      const json = JSON.parse(JSON.stringify(prerenderedPage(prepared))) as ReturnType<typeof prerenderedPage>;
      const again = await preparePage(routes, { pathname: "/props/BPH-1", search: "" }, fromPrerendered(json, "/x"));
      expect(again.data).toEqual(prepared.data);
      expect(again.error?.constructor).toBe(prepared.error?.constructor);
    }
  });

  it("answers 404 for a missing page and the catch-all page, 500 for a failure, 200 otherwise", async () => {
    const at = (pathname: string) => preparePage(routes, { pathname, search: "" });
    expect(pageStatus(await at("/props/BPH-1"))).toBe(500);
    expect(pageStatus(await at("/no/such/page"))).toBe(404);
    expect(pageStatus({ route: routes[0] as PageRoute, params: {}, error: new NotFoundError("/props/x") })).toBe(404);
    expect(pageStatus({ route: routes[0] as PageRoute, params: {}, data: {} })).toBe(200);
  });
});
