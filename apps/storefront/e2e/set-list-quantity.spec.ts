// How many of a prop go on a set list, chosen where the prop is: the picker asks when the prop house has more than
// one, and the set list keeps that many.
import { expect, expectLoggedIn, logIn, plainAccount, test } from "./support.js";

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
  await page.getByRole("button", { name: "New set list" }).click();
  await page.getByLabel("Set list name").fill(listName);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("checkbox", { name: listName })).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: `Created ${listName}` })).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/account/set-lists");
  await page.getByRole("link", { name: listName }).click();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${prop.name}` })).toHaveValue("3");
});
