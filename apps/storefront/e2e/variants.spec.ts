// A prop in variants (the demo gives some props two colours): its page waits for a colour before anything goes on a
// set list, keeps the one chosen in its address, shows its rate, and the set list and the quote request name it.
import type { Page } from "@playwright/test";
import { formatMoney } from "@backlot/domain/money";
import { expect, expectLoggedIn, logIn, plainAccount, test } from "@backlot/local-stack/e2e";
import { propInVariants, variantLineName } from "./variant-props.js";
import { addToNewSetList } from "./set-list-picker.js";

/** Other specs book cameras for the coming weeks; the journey orders this prop for them too. */
const avoid = ["Cameras"];
const price = (minorUnits: number) => `${formatMoney(minorUnits, "USD", "en")} per week`;

/** A fresh page knows who is signed in a moment after it starts: until then the picker asks to log in. */
const signedInShown = (page: Page) =>
  expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" })).toBeVisible();

async function openLoggedIn(page: Page, path: string) {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  await page.goto(path);
  await signedInShown(page);
}

test("a prop in colours is added to a set list in the one chosen, and the list names it", async ({ page }) => {
  const prop = await propInVariants(page.request, avoid);
  const [, second] = prop.variants;
  if (!second) throw new Error(`${prop.id} has no second variant`);
  await openLoggedIn(page, `/props/${prop.id}`);
  await expect(page.getByRole("heading", { level: 1, name: prop.name })).toBeVisible();

  // Nothing is added before a colour is chosen, and the page says so.
  const add = page.getByRole("button", { name: "Add to set list" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleDescription("Choose a colour first");
  // Pressed from the keyboard, it still opens nothing.
  await add.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const menu = page.getByRole("combobox", { name: "Colour" });
  await menu.selectOption(second.id);
  await expect(page).toHaveURL(new RegExp(`/props/${prop.id}\\?variant=${second.id}$`));
  await expect(page.getByText(price(second.weeklyRate ?? prop.weeklyRate), { exact: true })).toBeVisible();
  // A reload keeps the choice.
  await page.reload();
  await signedInShown(page);
  await expect(menu).toHaveValue(second.id);
  await expect(add).not.toHaveAttribute("aria-disabled");

  await add.click();
  const listName = `Colours ${Date.now()}`;
  await addToNewSetList(page, listName);

  await page.goto("/account/set-lists");
  await page.getByRole("link", { name: listName }).click();
  const line = variantLineName(prop, second);
  await expect(page.getByRole("link", { name: line })).toHaveAttribute(
    "href",
    `/props/${prop.id}?variant=${second.id}`,
  );
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${line}` })).toHaveValue("1");
});

test("on a phone, a visitor chooses a colour and asks for a quote for the prop in it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const prop = await propInVariants(page.request, avoid);
  const [first] = prop.variants;
  if (!first) throw new Error(`${prop.id} has no variant`);
  await page.goto(`/props/${prop.id}`);
  const menu = page.getByRole("combobox", { name: "Colour" });
  await expect(menu).toBeVisible();
  await expect(page.getByText("Choose a colour first")).toBeVisible();
  // Nothing wider than the phone: the menu and the reason wrap with the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await menu.selectOption(first.id);
  await expect(page.getByText("Choose a colour first")).toHaveCount(0);
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).first().click();
  await expect(page).toHaveURL(new RegExp(`\\?prop=${prop.id}&variant=${first.id}$`));
  await expect(page.getByRole("link", { name: variantLineName(prop, first) })).toBeVisible();
});
