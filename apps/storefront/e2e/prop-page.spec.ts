// A prop's page leads on to the props like it: others of its subcategory, as cards, each opening its own page. They
// load as the customer scrolls towards them (decision 0050): a visitor who reads the prop and leaves fetches none.
import { cardName, expect, test } from "@backlot/local-stack/e2e";

test("a prop page shows props like it, without itself, and one of them opens", async ({ page }) => {
  await page.goto("/props/BPH-10092");
  await expect(page.getByRole("heading", { level: 1, name: "1960s Arriflex 16S camera" })).toBeVisible();
  const related = page.getByRole("region", { name: "More 16mm" });
  await expect(related).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const cards = related.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await cards.count()).toBeLessThanOrEqual(8);
  await expect(related.getByRole("heading", { name: "1960s Arriflex 16S camera" })).toHaveCount(0);
  const name = await cardName(cards.first());
  await cards.first().getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).not.toHaveURL(/BPH-10092/);
});
