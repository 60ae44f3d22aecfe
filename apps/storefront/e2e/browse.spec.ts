// Browsing: a department, narrowing by facets, sharing the URL, opening a prop.
import { cardName, expect, test } from "@backlot/local-stack/e2e";

test("a department narrows by facets, the URL shares the filters, and a prop opens", async ({ page, context }) => {
  await page.goto("/rentals/cameras");
  await expect(page.getByRole("heading", { level: 1, name: "Cameras" })).toBeVisible();
  const results = page.getByRole("region", { name: "Results" });
  const count = results.getByText(/^\d[\d,]* props$/);
  await expect(count).toBeVisible();
  const before = Number((await count.innerText()).replace(/\D/g, ""));

  // A category narrows through the menu, and becomes part of the path.
  await page
    .getByRole("complementary", { name: "Filters" })
    .getByRole("button", { name: /^Film Cameras/ })
    .click();
  await expect(page).toHaveURL(/\/rentals\/cameras\/film-cameras$/);
  await expect(page.getByRole("heading", { level: 1, name: "Film Cameras" })).toBeVisible();

  // A colour narrows further, and shows as a chip.
  const colour = page.getByRole("group", { name: "Colour" }).getByRole("checkbox").first();
  // A navigation (a transition in React Router), so the tick shows once it commits.
  await colour.click();
  await expect(colour).toBeChecked();
  await expect(page).toHaveURL(/color=/);
  const after = Number((await count.innerText()).replace(/\D/g, ""));
  expect(after).toBeLessThan(before);
  await expect(
    page.getByRole("list", { name: "Active filters" }).getByRole("button", { name: /^Remove filter: / }),
  ).toHaveCount(1);

  // The address is enough: a new tab shows the same filtered page.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(
    shared.getByRole("region", { name: "Results" }).getByText(`${after.toLocaleString("en")} props`),
  ).toBeVisible();
  await expect(shared.getByRole("group", { name: "Colour" }).getByRole("checkbox", { checked: true })).toHaveCount(1);
  await shared.close();

  // Back undoes the last filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/color=/);
  // The address changes at once; the page changes when the route's data is in (the search runs in
  // a worker), and the chips go with the old results.
  await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);

  // A prop opens from the grid.
  const card = results.getByRole("article").first();
  const name = await cardName(card);
  await card.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The prop's own price: the first on the page (the props like it follow below).
  await expect(page.getByText(/per week/).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
});

test("search from the header finds props by name, with typos", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox").fill("camra");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=camra/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “camra”");
  await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeVisible();
});

test("an unknown prop and an unknown page are not found", async ({ page }) => {
  await page.goto("/props/NO-SUCH-PROP");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // The header still works from there.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("clearing the filters from the keyboard leaves focus on the page title", async ({ page }) => {
  await page.goto("/rentals/cameras?color=Black");
  const clearAll = page.getByRole("list", { name: "Active filters" }).getByRole("button", { name: "Clear all" });
  await clearAll.focus();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/color=/);
  await expect(page.getByRole("heading", { level: 1, name: "Cameras" })).toBeFocused();
});

test(
  "the catalogue is searched in a worker; when the index cannot be loaded the page says so, and a reload " + "recovers",
  async ({ page, context }) => {
    // The index is not served (a server down) until the page has said so; then it loads. The worker fetches it as it
    // starts and again for a search after a failure, so how many requests fail depends on timing, not on the page.
    let serving = false;
    let failures = 0;
    await context.route("**/catalogue/index.json", (route) => {
      if (serving) return route.fallback();
      failures++;
      return route.fulfill({ status: 503, body: "busy" });
    });
    await page.goto("/search?q=chair");
    await expect(page.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeVisible();
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/assets\/search-worker-[\w-]+\.js$/),
    );
    expect(failures).toBeGreaterThan(0);

    serving = true;
    await page.getByRole("button", { name: "Reload the page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “chair”");
    await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeVisible();
  },
);

test("on a phone the results come first, and the filters open from their button", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/rentals/cameras");
  const toggle = page.getByRole("button", { name: "Filters", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("group", { name: "Colour" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("group", { name: "Colour" }).getByRole("checkbox").first().click();
  await expect(page).toHaveURL(/color=/);
  // The panel stays open for the next filter, and its button counts what is on.
  await expect(page.getByRole("button", { name: "Filters (1 on)" })).toHaveAttribute("aria-expanded", "true");
});

test("a department opens with its description and its categories as picture tiles, each leading in", async ({
  page,
}) => {
  await page.goto("/rentals/cameras");
  await expect(page.getByText("Film, video and still cameras from every era, plus lights and support.")).toBeVisible();
  const tiles = page.getByRole("navigation", { name: "Categories of Cameras" }).getByRole("listitem");
  expect(await tiles.count()).toBeGreaterThan(1);
  await expect(tiles.first().locator("img")).toHaveCount(1);
  const filmCameras = page.getByRole("navigation", { name: "Categories of Cameras" }).getByRole("link", {
    name: "Film Cameras",
  });
  await filmCameras.click();
  await expect(page).toHaveURL(/\/rentals\/cameras\/film-cameras$/);
  await expect(page.getByRole("heading", { level: 1, name: "Film Cameras" })).toBeVisible();
  // A category's page is the results: no tiles above them.
  await expect(page.getByRole("navigation", { name: /^Categories of/ })).toHaveCount(0);
});

test("a page's first price is formatted in a worker, and the page starts without it when it cannot load", async ({
  page,
  context,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/rentals/cameras");
  expect(workers).toContainEqual(expect.stringMatching(/\/assets\/intl-warmup-worker-[\w-]+\.js$/));
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("article").first()).toContainText(/\$\d/);

  // Without the worker's script, the page formats a price itself and starts all the same.
  await context.route("**/assets/intl-warmup-worker-*", (route) => route.abort());
  await page.goto("/rentals/expendables");
  await expect(page.getByRole("heading", { level: 1, name: "Expendables" })).toBeVisible();
  await expect(results.getByRole("article").first()).toContainText(/\$\d/);
});
