// The production's pages over an embedded store in memory (the real DocumentStore, not a fake): what staff see of a
// production, live, with its members' orders and papers found across more members than one 'in' filter holds, and a
// list read-only with the catalogue's names and who decided each line.
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { EmbeddedStore, memoryBackend } from "@backlot/data/embedded";
import type { ConsoleTenant } from "../app/console-tenant.js";
import type { ConsoleServices } from "../app/services.js";
import { ServicesContext, TenantContext } from "../app/services-context.js";
import { ProductionListPage } from "./ProductionListPage.js";
import { ProductionPage } from "./ProductionPage.js";
import { inFilterCap } from "./member-records.js";
import { sampleActivity, sampleList, sampleProduction } from "./sample-production.js";

const paths = vendorPaths("bowery");
const tenant = {
  vendor: { id: "bowery", timezone: "America/New_York" },
  settings: { locale: "en-US", appTitle: "Bowery" },
} as unknown as ConsoleTenant;

/** More members than one 'in' filter holds: the last ones' records come from a second query. */
const crew = Object.fromEntries(
  Array.from({ length: inFilterCap + 2 }, (_, index) => [
    `u-crew${index.toString().padStart(2, "0")}`,
    {
      name: `Crew ${index.toString()}`,
      email: `crew${index.toString()}@astoria.example`,
      roles: ["viewer"],
      joinedAt: new Date("2026-11-15T12:00:00Z"),
    },
  ]),
);

async function seeded() {
  const store = new EmbeddedStore(memoryBackend());
  const { id: productionId, ...production } = sampleProduction;
  const members = { ...production.members, ...crew };
  await store.set(paths.production(productionId), { ...production, members, memberUids: Object.keys(members) });
  const { id: listId, ...list } = sampleList;
  await store.set(paths.productionList(productionId, listId), list);
  for (const { id, ...entry } of sampleActivity)
    await store.set(`${paths.productionActivity(productionId)}/${id}`, entry);
  await store.set(`${paths.quoteRequests}/q1aaaaaaaaaaaaaaaaaa`, {
    uid: "u-sam",
    status: "pending",
    production: "The Night Diner",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-15",
    lines: [{ propId: "BPH-30021", variantId: "walnut", quantity: 6, note: "" }],
    createdAt: new Date("2026-11-24T15:00:00Z"),
    fromProduction: { productionId, listId, listName: "Diner interior" },
  });
  await store.set(paths.order("o1"), {
    uid: "u-dana",
    status: "returned",
    setListName: "Pilot diner",
    createdAt: new Date("2026-10-01T12:00:00Z"),
  });
  await store.set(paths.paper("x1"), {
    uid: `u-crew${(inFilterCap + 1).toString()}`,
    kind: "insurance",
    state: "sent",
    sentAt: new Date("2026-11-20T14:05:00Z"),
  });
  await store.set(paths.prop("BPH-30021"), {
    name: "Bentwood chair",
    quantity: 40,
    weeklyRate: 1500,
    catalogue: { variants: [{ id: "walnut", name: "Walnut" }] },
  });
  await store.set(paths.prop("BPH-30019"), { name: "Chrome stool", quantity: 10, weeklyRate: 1200 });
  return store;
}

function renderAt(store: EmbeddedStore, address: string) {
  return render(
    <ServicesContext value={{ documents: store } as unknown as ConsoleServices}>
      <TenantContext value={tenant}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/productions/:productionId" element={<ProductionPage />} />
            <Route path="/productions/:productionId/lists/:listId" element={<ProductionListPage />} />
          </Routes>
        </MemoryRouter>
      </TenantContext>
    </ServicesContext>,
  );
}

describe("a production's page in the console", () => {
  it("shows its team, lists, quotes, its members' orders and papers, and its feed, live", async () => {
    const store = await seeded();
    renderAt(store, "/productions/p1");
    expect(await screen.findByRole("heading", { level: 1, name: "The Night Diner" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Team (36 members)" })).toBeTruthy();
    const lists = within(screen.getByRole("region", { name: "Set lists" }));
    expect((await lists.findByRole("link", { name: "Diner interior" })).getAttribute("href")).toBe(
      "/productions/p1/lists/l1",
    );
    const quotes = within(screen.getByRole("region", { name: "Quote requests from its lists" }));
    expect((await quotes.findByRole("link", { name: "Q-Q1AAAAAA, Diner interior" })).getAttribute("href")).toBe(
      "/quotes/q1aaaaaaaaaaaaaaaaaa",
    );
    const orders = within(screen.getByRole("region", { name: "Orders by its members" }));
    expect(await orders.findByText("Returned · Dana Reyes")).toBeTruthy();
    const papers = within(screen.getByRole("region", { name: "Paperwork of its members" }));
    expect(
      await papers.findByRole("link", { name: `Certificate of insurance, Crew ${(inFilterCap + 1).toString()}` }),
    ).toBeTruthy();
    const feed = within(screen.getByRole("region", { name: "Activity" }));
    expect(await feed.findByText("Dana Reyes approved Diner interior")).toBeTruthy();

    await act(() =>
      store.set(`${paths.productionActivity("p1")}/a4`, {
        ...sampleActivity[0],
        text: "Jo Park added 2 × BPH-1 to Act 1 · Counter",
        at: new Date("2026-11-24T16:00:00Z"),
      }),
    );
    expect(await feed.findByText("Jo Park added 2 × BPH-1 to Act 1 · Counter")).toBeTruthy();
  });

  it("says there is no such production for an id that names none", async () => {
    renderAt(await seeded(), "/productions/nope");
    expect(await screen.findByRole("heading", { name: "There is no production" })).toBeTruthy();
  });
});

describe("a production list's page in the console", () => {
  it("names the props from the catalogue, says who decided each line, and links the quotes made from it", async () => {
    renderAt(await seeded(), "/productions/p1/lists/l1");
    expect(await screen.findByRole("heading", { level: 1, name: "Diner interior" })).toBeTruthy();
    const stools = await screen.findByRole("listitem", { name: /6 × Bentwood chair \(Walnut\)/ });
    expect(within(stools).getByText("Approved by Dana Reyes, Nov 24, 2026, 9:42 AM")).toBeTruthy();
    expect(within(stools).getByText(/in place of Chrome stool/)).toBeTruthy();
    expect(await screen.findByRole("link", { name: "The Night Diner" })).toBeTruthy();
    const quotes = within(screen.getByRole("region", { name: "Quote requests from this list" }));
    expect((await quotes.findByRole("link", { name: "Q-Q1AAAAAA" })).getAttribute("href")).toBe(
      "/quotes/q1aaaaaaaaaaaaaaaaaa",
    );
    const feed = within(screen.getByRole("region", { name: "This list's activity" }));
    expect(await feed.findByText("Dana Reyes approved Diner interior")).toBeTruthy();
  });
});
