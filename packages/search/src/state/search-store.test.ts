import { beforeEach, describe, expect, it } from "vitest";
import { buildSearchIndex } from "../engine/build-index.js";
import { createEmbeddedEngine, type SearchEngine } from "../engine/search-engine.js";
import type { Prop } from "@backlot/domain";
import type { SearchQuery, SearchResult } from "../query/search-query.js";
import { activeFilters, selectionsToQuery } from "./selections-slice.js";
import { type SearchStore, createSearchController, createSearchStore } from "./search-store.js";

const prop = (id: string, colors: string[], vendor: string): Prop => ({
  id,
  name: `Prop ${id}`,
  description: "",
  department: "Cameras",
  category: "Film",
  tags: ["film"],
  colors,
  vendor,
  weeklyRate: 1000,
  quantity: 1,
  images: [],
  variants: [],
  custom: {},
  createdAt: "2026-01-01T00:00:00Z",
  listed: true,
});
const catalogue = Array.from({ length: 30 }, (_, i) =>
  prop(`p${i}`, [i % 2 ? "Red" : "Blue"], i % 3 ? "Bowery" : "Gowanus"),
);
const engine = createEmbeddedEngine(
  buildSearchIndex(catalogue, {
    priceBins: [],
    colorOrder: ["Red", "Blue"],
    customFields: [],
    tree: [{ name: "Cameras", categories: [{ name: "Film", subcategories: [] }] }],
  }),
);

let store: SearchStore;
beforeEach(() => {
  store = createSearchStore();
});

describe("a store seeded with a first page", () => {
  it("holds it as its initial state (what server rendering and hydration read), then loads more as usual", async () => {
    const first = await engine.search({ pageSize: 10 });
    const seeded = createSearchStore({ query: { pageSize: 10 }, result: first });
    for (const state of [seeded.getState(), seeded.getInitialState()]) {
      expect(state.results).toMatchObject({ allIds: first.hits.map((p) => p.id), queryInfo: { total: 30, page: 0 } });
      expect(state.facets).toEqual(first.facets);
    }
    seeded.getState().receiveMoreResults({ pageSize: 10, page: 1 }, await engine.search({ pageSize: 10, page: 1 }));
    expect(seeded.getState().results.allIds).toHaveLength(20);
  });
});

describe("results slice", () => {
  it(
    "requests, receives (replacing), receives more (merging without duplicates), receives one, and " + "fails",
    async () => {
      const first = await engine.search({ pageSize: 10 });
      const state = () => store.getState().results;
      store.getState().requestResults({ sort: "name" });
      expect(state()).toMatchObject({ isFetching: true, index: "name", error: null });
      store.getState().receiveResults({ pageSize: 10 }, first);
      expect(state()).toMatchObject({
        isFetching: false,
        allIds: first.hits.map((p) => p.id),
        queryInfo: { total: 30, page: 0, pageCount: 3 },
      });

      const second = await engine.search({ pageSize: 10, page: 1 });
      const overlapping: SearchResult = { ...second, hits: [first.hits[9] as Prop, ...second.hits] };
      store.getState().receiveMoreResults({ pageSize: 10, page: 1 }, overlapping);
      expect(state().allIds).toHaveLength(20);
      expect(new Set(state().allIds).size).toBe(20);

      store.getState().receiveOne({ ...(first.hits[0] as Prop), name: "Renamed" });
      expect(state().byId.p0?.name).toBe("Renamed");
      store.getState().resultsFailed(new Error("engine down"));
      expect(state()).toMatchObject({ isFetching: false, error: "engine down", allIds: expect.any(Array) as unknown });
      store.getState().resetResults();
      expect(state()).toMatchObject({ allIds: [], byId: {}, queryInfo: null });
    },
  );
});

describe("selections", () => {
  it("toggles values per facet, custom fields included, and lists them as chips", () => {
    const { toggleValue } = store.getState();
    toggleValue("colors", "Red");
    toggleValue("colors", "Blue");
    toggleValue("colors", "Red");
    toggleValue("custom.era", "1950s");
    toggleValue("priceBin", "under-25");
    expect(store.getState().selections).toMatchObject({
      colors: ["Blue"],
      custom: { era: ["1950s"] },
      priceBin: ["under-25"],
    });
    expect(activeFilters(store.getState().selections)).toEqual([
      { facet: "priceBin", value: "under-25" },
      { facet: "colors", value: "Blue" },
      { facet: "custom.era", value: "1950s" },
    ]);
    store.getState().clearFacet("custom.era");
    expect(store.getState().selections.custom).toEqual({});
    store.getState().clearAll();
    expect(activeFilters(store.getState().selections)).toEqual([]);
  });

  it("turns selections into a query and back", () => {
    const query: SearchQuery = {
      text: "film",
      path: { department: "Cameras" },
      filters: { colors: ["Red"], vendors: [], tags: [], priceBins: [], custom: { era: ["1950s"] } },
      sort: "newest",
      page: 0,
    };
    store.getState().loadQuery(query);
    expect(selectionsToQuery(store.getState().selections)).toEqual(query);
  });
});

describe("search controller", () => {
  it("runs the selections, keeps facets and filter bar options, and loads more pages", async () => {
    const controller = createSearchController(engine, store, 10);
    store.getState().toggleValue("colors", "Red");
    await controller.refresh();
    const state = store.getState();
    expect(state.results.allIds).toHaveLength(10);
    expect(state.results.queryInfo).toMatchObject({ total: 15, pageCount: 2 });
    expect(state.facets?.colors).toEqual([
      { value: "Red", count: 15, selected: true },
      { value: "Blue", count: 15, selected: false },
    ]);
    expect(state.filterBar.vendors.allIds).toEqual(["Bowery", "Gowanus"]);
    expect(state.filterBar.vendors.byId.Bowery?.count).toBe(10);

    await controller.loadMore();
    expect(store.getState().results.allIds).toHaveLength(15);
    await controller.loadMore();
    expect(store.getState().results.allIds).toHaveLength(15);
  });

  it("never lets a late answer to an older query replace a newer one", async () => {
    const pending: { query: SearchQuery; resolve: (result: SearchResult) => void }[] = [];
    const fakeSlowEngine: SearchEngine = {
      search: (query) => new Promise((resolve) => pending.push({ query, resolve })),
      getProp: () => Promise.resolve(undefined),
    };
    const controller = createSearchController(fakeSlowEngine, store, 10);
    store.getState().setText("old");
    const older = controller.refresh();
    store.getState().setText("new");
    const newer = controller.refresh();
    const [first, second] = pending;
    second?.resolve(await engine.search({ ...second.query, text: "Prop p1" }));
    first?.resolve(await engine.search({ ...first.query, text: "" }));
    await Promise.all([older, newer]);
    expect(store.getState().results.queryInfo?.query.text).toBe("new");
  });
});
