// Light on set (decision 0050): a visitor's public pages fetch no Firebase, no document store and no search engine;
// they come when the person acts (signing in, a favourite, dates), and that first press works, on slow 3G too.
// Which chunk holds which library is read from its code (bench/library-markers.ts, as pnpm bench:web does).
import type { Page } from "@playwright/test";
import { expect, expectLoggedIn, inDays, logIn, plainAccount, test } from "@backlot/local-stack/e2e";
import { librariesIn } from "../bench/library-markers.js";

/** The libraries in every script the page fetches from now on (its workers' too). */
function watchLibraries(page: Page) {
  const reads: Promise<string[]>[] = [];
  page.context().on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    reads.push(response.text().then(librariesIn, () => []));
  });
  return {
    /**
     * Everything fetched so far, once the network has been quiet for half a second, or after 10 s: a signed-in
     * page keeps the document store's listening connection open, so its network is never quiet.
     */
    async fetched(): Promise<Set<string>> {
      await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
      return new Set((await Promise.all(reads)).flat());
    },
  };
}

// The demo catalogue's chrome-frame waiting chairs (six in stock), in Furniture > Seating.
const prop = { id: "BPH-10030", name: "1960s chrome-frame waiting chair" };

for (const [kind, path] of [
  ["home", "/"],
  ["department", "/rentals/cameras"],
  ["prop", `/props/${prop.id}`],
] as const) {
  test(`a visitor's ${kind} page fetches no Firebase, no Dexie and no search engine`, async ({ page }) => {
    const libraries = watchLibraries(page);
    await page.goto(path);
    // Ready for a press: the header's search box takes text.
    await page.getByRole("searchbox").first().fill("chair");
    const fetched = await libraries.fetched();
    for (const library of ["firebase", "dexie", "search engine", "auth flows", "repositories"])
      expect([...fetched], `${path} fetched ${library}`).not.toContain(library);
  });
}

test("signing in brings the services, and the first press of Log in signs in", async ({ page }) => {
  const libraries = watchLibraries(page);
  await page.goto("/");
  expect(await libraries.fetched()).not.toContain("firebase");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" }).click();
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  expect(await libraries.fetched()).toContain("firebase");
});

test("a visitor's dates bring the services, and the first choice shows availability", async ({ page }) => {
  const libraries = watchLibraries(page);
  await page.goto(`/props/${prop.id}`);
  expect(await libraries.fetched()).not.toContain("firebase");
  const form = page.getByRole("group", { name: /rental dates/i }).first();
  await form.getByLabel("Pick-up").fill(inDays(90));
  await form.getByLabel("Return").fill(inDays(95));
  await form.getByRole("button", { name: "Apply dates" }).click();
  await expect(page.getByRole("status", { name: "Availability for your dates" })).toHaveText(/available/, {
    timeout: 30_000,
  });
  expect(await libraries.fetched()).toContain("firebase");
});

/** Chrome DevTools' "Slow 3G": 400 kbit/s each way (less its 20% overhead), 2 s round trips. */
const slow3g = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** Signs in at full speed (this browser now has a stored sign-in), then slows the network to slow 3G. */
async function returningOnSlow3g(page: Page) {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", slow3g);
  return {
    fullSpeed: () =>
      network.send("Network.emulateNetworkConditions", {
        ...slow3g,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      }),
  };
}

test("on slow 3G, a returning customer's first press of Add to set list shows it is pending, then adds", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await returningOnSlow3g(page);
  // The page is there and the app has started; the services (Firebase, the sign-in) are still on their way.
  await page.goto(`/props/${prop.id}`, { timeout: 120_000 });
  await page.getByRole("button", { name: "Add to set list" }).click();
  await expect(page.getByText("Loading your set lists…")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/props/${prop.id}$`));

  const listName = `On set ${Date.now()}`;
  await page.getByRole("button", { name: "New set list" }).click({ timeout: 180_000 });
  await page.getByLabel("Set list name").fill(listName);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("checkbox", { name: listName })).toBeChecked({ timeout: 120_000 });
});

test("on slow 3G, a returning customer's first press of the heart shows it saved at once, and it is", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const network = await returningOnSlow3g(page);
  await page.goto(`/props/${prop.id}`, { timeout: 120_000 });
  // Pressed before the sign-in is restored: chosen at once, and kept once the customer's record arrives.
  await page.getByRole("button", { name: "♡ Add to favourites" }).click();
  const saved = page.getByRole("button", { name: "♥ Saved to favourites" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" })).toBeVisible({
    timeout: 180_000,
  });
  await network.fullSpeed();
  // Stored: another tab, reading the record afresh, sees it. (Reloading this one could cut off its write, still on its
  // way over slow 3G, as leaving the page would.)
  const other = await page.context().newPage();
  const savedThere = other.getByRole("button", { name: "♥ Saved to favourites" });
  await expect(async () => {
    await other.goto(`/props/${prop.id}`);
    await expect(savedThere).toHaveAttribute("aria-pressed", "true", { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // Back as it was, for the other tests of this account.
  await savedThere.click();
  await expect(other.getByRole("button", { name: "♡ Add to favourites" })).toBeVisible();
});
