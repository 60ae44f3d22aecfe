// The home page as a prop house's customer first sees it: the hero, the departments as pictures, the props new this
// week and the services, prerendered, then taken over by the app without anything on screen changing.
import { expect, test } from "@backlot/local-stack/e2e";

test("the home page shows the hero, the departments, the new props and the services, and they lead on", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Props, fabrication and cleared graphics for New York productions" }),
  ).toBeVisible();
  const heroImage = page.getByRole("img", { name: "Props on the shelves of the Bowery Prop House warehouse" });
  await expect.poll(() => heroImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const departments = page.getByRole("region", { name: "Browse the rental departments" });
  const tiles = departments.getByRole("listitem");
  expect(await tiles.count()).toBeGreaterThanOrEqual(10);
  await expect(tiles.first().getByText(/^\d[\d,]* props$/)).toBeVisible();
  await expect(tiles.first().locator("img")).toHaveCount(1);

  const fresh = page.getByRole("region", { name: "New this week" });
  const cards = fresh.getByRole("article");
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(8);
  for (const card of await cards.all()) await expect(card.getByText("New", { exact: true })).toBeVisible();

  const services = page.getByRole("region", { name: "More than rentals" });
  await expect(services.getByRole("link", { name: "Fabrication" })).toHaveAttribute("href", "/pages/fabrication");
  // Each service shows its page's picture (drawn by packages/demo/scripts/draw-service-pictures.ts).
  await expect(services.locator("img")).toHaveCount(2);
  for (const picture of await services.locator("img").all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  }

  // Once the showcase's own chunk is in, its links route in the app (no new document).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await departments.getByRole("link", { name: "Cameras" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cameras" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the app takes over the prerendered home page without changing what is on screen", async ({ page }) => {
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForSelector("#home-new");
  const before = await page.locator("#home-showcase").textContent();
  await page.waitForSelector("html[data-app=started]", { state: "attached" });
  // The showcase's chunk arrives after the app starts: its heart buttons work once it has.
  const heart = page.getByRole("region", { name: "New this week" }).getByRole("button").first();
  await heart.click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2F/);
  await page.goBack();
  await expect.poll(() => page.locator("#home-showcase").textContent()).toBe(before);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("departments and new props sit two to a row", async ({ page }) => {
    await page.goto("/");
    for (const region of ["Browse the rental departments", "New this week"]) {
      const items = page.getByRole("region", { name: region }).getByRole("listitem");
      // Polled: the showcase's own render may replace the prerendered nodes while they are measured.
      await expect
        .poll(async () => {
          const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
          return !!first && !!second && Math.abs(first.y - second.y) < 2 && second.x >= first.x + first.width;
        })
        .toBe(true);
    }
  });
});
