// The header as a customer meets it: on a wide screen the search box sits in the row with the logo and shows the
// tenant's whole placeholder; on a phone a search button opens it, and a search from there lands on the results.
import type { Page } from "@playwright/test";
import { expect, test } from "@backlot/local-stack/e2e";

/** Whether the box is wide enough for its placeholder, measured with the box's own font. */
const placeholderFits = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("searchbox")
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });

test("on a wide screen the search box is in the logo's row and shows its whole placeholder", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const header = page.getByRole("banner");
  const logo = await header.getByRole("link").first().boundingBox();
  const box = await page.getByRole("banner").getByRole("searchbox").boundingBox();
  if (!logo || !box) throw new Error("the logo or the search box is not shown");
  // The box's middle is within the logo's height: the same row.
  expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(logo.height / 2 + 4);
  expect(await placeholderFits(page)).toBe(true);
  await expect(header.getByRole("button", { name: "Open search" })).toBeHidden();
});

test("on a phone a search button opens the box, focused, and the search lands on the results", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
  await page.getByRole("button", { name: "Open search" }).click();
  await expect(page.getByRole("banner").getByRole("searchbox")).toBeFocused();
  expect(await placeholderFits(page)).toBe(true);
  // The box and its Search button fit the screen.
  const submit = await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).boundingBox();
  expect(submit && submit.x + submit.width).toBeLessThanOrEqual(390);
  await page.keyboard.type("camera");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=camera/);
  await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
});
