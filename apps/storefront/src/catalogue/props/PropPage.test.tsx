// A prop's page with variants, over the embedded search engine (the real loader and related props), for a visitor:
// the tenant's menu, the chosen variant's rate and its place in the address, and "Add to set list" waiting for it.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { demoCatalogue } from "@backlot/demo";
import { buildSearchIndex, createEmbeddedEngine, indexConfigFromTenant } from "@backlot/search/engine";
import { ToastProvider } from "@backlot/ui/Toast";
import { startServicesForReturningCustomer } from "../../app/services.js";
import { tenant } from "../../app/tenant.js";
import { provideSearchEngine } from "../search/search-engine.js";
import { PropPage } from "./PropPage.js";
import { propLoader } from "./prop-loader.js";
import { renderPages } from "../../app/page-router/memory-pages.js";
import type { PageRoute } from "../../app/page-router/page-route.js";

const [base] = demoCatalogue(tenant).filter((prop) => prop.listed);
if (!base) throw new Error("The demo catalogue has no listed prop to start from");
const chair: Prop = {
  ...base,
  id: "BPH-90001",
  name: "Bentwood chair",
  weeklyRate: 4500,
  quantity: 6,
  variants: [
    { id: "walnut", name: "Walnut", weeklyRate: 6000, quantity: 2, color: "Brown" },
    { id: "oak", name: "Oak", color: "Tan" },
    { id: "ebony", name: "Ebony", quantity: 0, color: "Black" },
  ],
};
const stool: Prop = { ...base, id: "BPH-90002", name: "Chrome stool", quantity: 4, variants: [] };

beforeAll(() => {
  provideSearchEngine(createEmbeddedEngine(buildSearchIndex([chair, stool], indexConfigFromTenant(tenant))));
  // What the page's frame does first: with no stored sign-in, a visitor (decision 0050).
  startServicesForReturningCustomer();
});

const PropPageWithToasts = () => (
  <ToastProvider>
    <PropPage />
  </ToastProvider>
);
const LogIn = () => <h1>Log in</h1>;
const routes: PageRoute[] = [
  {
    path: "/props/:propId",
    load: propLoader,
    // As the app's route does: a new variant in the query is the same prop.
    keepsData: (from, to) => from.pathname === to.pathname,
    Page: PropPageWithToasts,
  },
  { path: "/auth/login", Page: LogIn },
];

async function open(path: string) {
  const router = await renderPages(routes, path);
  await screen.findByRole("heading", { level: 1 });
  // The set list button is an island: rendered in the browser (no prerendered markup here), it comes with its code.
  await screen.findByRole("button", { name: "Add to set list" });
  return { router, user: userEvent.setup() };
}

/** The weekly price beside the name (not a related prop's card), as the customer reads it. */
const shownPrice = () =>
  within(screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement).getByText(
    (_, element) => element?.tagName === "P" && /per week$/.test(element.textContent ?? ""),
  ).textContent;
const addButton = () => screen.getByRole("button", { name: "Add to set list" });
const quoteLink = () => screen.getByRole("link", { name: "Request a Quote" });

describe("a prop page with variants", () => {
  it("offers them in the tenant's menu; the chosen one's rate shows, and the address and quote keep it", async () => {
    const { router, user } = await open("/props/BPH-90001");
    const menu = screen.getByRole<HTMLSelectElement>("combobox", { name: "Colour" });
    expect(menu.value).toBe("");
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Walnut · $60.00 per week" }).disabled).toBe(false);
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Ebony · Out of stock" }).disabled).toBe(true);
    expect(shownPrice()).toBe("$45.00 per week");
    expect(quoteLink().getAttribute("href")).toBe("/pages/request-a-quote?prop=BPH-90001");

    await user.selectOptions(menu, "walnut");
    expect(shownPrice()).toBe("$60.00 per week");
    expect(router.location.search).toBe("?variant=walnut");
    // Replaced, not pushed: Back leaves the page rather than stepping through the choices.
    expect(router.navigationType).toBe("REPLACE");
    expect(quoteLink().getAttribute("href")).toBe("/pages/request-a-quote?prop=BPH-90001&variant=walnut");

    // A variant without a rate of its own costs what the prop does.
    await user.selectOptions(menu, "oak");
    expect(shownPrice()).toBe("$45.00 per week");
    expect(router.location.search).toBe("?variant=oak");
  });

  it("waits for a choice before adding to a set list, and says why", async () => {
    const { router, user } = await open("/props/BPH-90001");
    expect(addButton().getAttribute("aria-disabled")).toBe("true");
    expect(addButton().getAttribute("aria-describedby")).toBe(screen.getByText("Choose a colour first").id);
    await user.click(addButton());
    expect(router.location.pathname).toBe("/props/BPH-90001");

    await user.selectOptions(screen.getByRole("combobox", { name: "Colour" }), "oak");
    expect(addButton().hasAttribute("aria-disabled")).toBe(false);
    expect(screen.queryByText("Choose a colour first")).toBeNull();
    // A visitor logs in first, and comes back to the same choice.
    await user.click(addButton());
    expect(router.location.pathname + router.location.search).toBe(
      "/auth/login?redirect=%2Fprops%2FBPH-90001%3Fvariant%3Doak",
    );
  });

  it("keeps a choice from a link or a reload, and ignores one the prop does not offer or has none of", async () => {
    const { router } = await open("/props/BPH-90001?variant=walnut");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Colour" }).value).toBe("walnut");
    expect(shownPrice()).toBe("$60.00 per week");
    expect(addButton().hasAttribute("aria-disabled")).toBe(false);

    for (const search of ["?variant=gold", "?variant=ebony"]) {
      await act(() => router.navigate(`/props/BPH-90001${search}`));
      expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Colour" }).value).toBe("");
      expect(shownPrice()).toBe("$45.00 per week");
      expect(addButton().getAttribute("aria-disabled")).toBe("true");
    }
  });

  it("shows no menu for a prop without variants, which adds at once", async () => {
    await open("/props/BPH-90002");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(addButton().hasAttribute("aria-disabled")).toBe(false);
    expect(quoteLink().getAttribute("href")).toBe("/pages/request-a-quote?prop=BPH-90002");
  });
});
