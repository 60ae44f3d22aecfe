// How many of a prop go on a set list, chosen where the prop is (its page's picker, or a card's quick add in any
// grid): it asks when the prop house has more than one, and the set list keeps that many.
import { expect, expectLoggedIn, logIn, plainAccount, test } from "@backlot/local-stack/e2e";
import { addToNewSetList } from "./set-list-picker.js";

// The demo catalogue's chrome-frame waiting chairs: six in stock.
const prop = { id: "BPH-10030", name: "1960s chrome-frame waiting chair" };

test("a prop goes on a new set list three at a time, and the list keeps three", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  await page.goto(`/props/${prop.id}`);
  await expect(page.getByText("6 in stock", { exact: true })).toBeVisible();
  // A fresh page knows who is signed in a moment after it starts: until then the picker asks to log in.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add to set list" }).click();
  const howMany = page.getByRole("spinbutton", { name: `How many ${prop.name} to add` });
  await expect(howMany).toBeFocused();
  await page.getByRole("button", { name: "One more" }).click();
  await page.getByRole("button", { name: "One more" }).click();
  await expect(howMany).toHaveValue("3");
  // Typing more than there are settles on all six; then back to three.
  await howMany.fill("40");
  await howMany.press("Enter");
  await expect(howMany).toHaveValue("6");
  await howMany.fill("3");
  await howMany.press("Enter");

  const listName = `Waiting room ${Date.now()}`;
  await addToNewSetList(page, listName);

  await page.goto("/account/set-lists");
  await page.getByRole("link", { name: listName }).click();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${prop.name}` })).toHaveValue("3");
});

test("a card in the search results adds two to a set list without leaving the results", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  await page.goto(`/search?q=${encodeURIComponent(prop.name)}`);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" }),
  ).toBeVisible();
  const card = page.getByRole("article", { name: prop.name });
  const quickAdd = card.getByRole("button", { name: `Add ${prop.name} to a set list` });
  await quickAdd.click();
  const dialog = page.getByRole("dialog", { name: `Save ${prop.name} to a set list` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "One more" }).click();
  const listName = `Quick add ${Date.now()}`;
  await dialog.getByRole("button", { name: "New set list" }).click();
  await dialog.getByLabel("Set list name").fill(listName);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("checkbox", { name: listName })).toBeChecked();
  // Closing gives the card's button focus back, on the same results.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(quickAdd).toBeFocused();
  await expect(page).toHaveURL(/\/search\?q=/);

  await page.goto("/account/set-lists");
  await page.getByRole("link", { name: listName }).click();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${prop.name}` })).toHaveValue("2");
});

test("a logged-out visitor's quick add asks them to log in first", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(prop.name)}`);
  await page
    .getByRole("article", { name: prop.name })
    .getByRole("button", { name: `Add ${prop.name} to a set list` })
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
