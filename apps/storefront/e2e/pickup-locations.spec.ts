// A prop house with two docks (harbour-scenic: Toronto and Vancouver, served beside New York on the same stack;
// decision 0053): a visitor near Vancouver finds Vancouver preselected and its stock, with Toronto's beside it, and
// switches to Toronto; a customer's hold at Vancouver takes Vancouver's piece and leaves Toronto's free; the dock a
// signed-in customer chooses is on their record, so another device they sign in on starts there.
import type { Browser, Page } from "@playwright/test";
import { expect, inDays, logIn, plainAccount, secondStorefrontUrl, test } from "@backlot/local-stack/e2e";
import { addToNewSetList } from "./set-list-picker.js";

// harbour-scenic's demo loft wall flat: two in Toronto, one in Vancouver; dates far enough ahead that nothing else
// books it.
const prop = { id: "HS-10001", name: "Aged 4x12 loft wall flat" };
const dates = { from: inDays(90), to: inDays(97) };
const near = {
  vancouver: "49.2827,-123.1207",
  toronto: "43.6532,-79.3832",
};

/** A browser of its own at the two-dock storefront, placed near a city by the spec's geoloc cookie. */
async function visitorNear(browser: Browser, place: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: secondStorefrontUrl });
  await context.addCookies([{ name: "geoloc", value: place, url: secondStorefrontUrl }]);
  return context.newPage();
}

/** Goes to `path` and waits for the app (goto alone does not, on a page of our own). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-app=started]", { state: "attached" });
}

async function chooseDates(page: Page) {
  const form = page.getByRole("group", { name: /rental dates/i }).first();
  await form.getByLabel("Pick-up").fill(dates.from);
  await form.getByLabel("Return").fill(dates.to);
  await form.getByRole("button", { name: "Apply dates" }).click();
}

/** Signed in: harbour-scenic's menu trades "Sign In" for "My Lists" (its own labels, not New York's). */
async function signIn(page: Page): Promise<void> {
  await open(page, "/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Lists" })).toBeVisible({
    timeout: 30_000,
  });
}

const dock = (page: Page) => page.getByRole("combobox", { name: /^Picking up in/ });

test("near Vancouver, Vancouver's stock; a hold there leaves Toronto's; the account keeps the dock", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // Near Vancouver: Vancouver preselected, and said to be the nearest.
  const visitor = await visitorNear(browser, near.vancouver);
  await open(visitor, `/props/${prop.id}`);
  await expect(dock(visitor)).toHaveValue("vancouver", { timeout: 15_000 });
  await expect(visitor.getByText("nearest to you")).toBeVisible();
  await chooseDates(visitor);
  const note = visitor.getByRole("status", { name: "Availability for your dates" });
  await expect(note).toHaveText("available2 free in Toronto", { timeout: 30_000 });

  // Someone near Toronto gets Toronto: the nearest, not a default.
  const torontonian = await visitorNear(browser, near.toronto);
  await open(torontonian, `/props/${prop.id}`);
  await expect(dock(torontonian)).toHaveValue("toronto", { timeout: 15_000 });

  // The visitor switches to Toronto: its count, Vancouver's beside it, and the choice outlives the page.
  await dock(visitor).selectOption("toronto");
  await expect(visitor.getByText("nearest to you")).toHaveCount(0);
  await expect(note).toHaveText("available1 free in Vancouver", { timeout: 30_000 });
  await visitor.reload();
  await visitor.waitForSelector("html[data-app=started]", { state: "attached" });
  await expect(dock(visitor)).toHaveValue("toronto");

  // A customer near Vancouver holds the settee there.
  const customer = await visitorNear(browser, near.vancouver);
  await signIn(customer);
  await open(customer, `/props/${prop.id}`);
  await expect(dock(customer)).toHaveValue("vancouver", { timeout: 15_000 });
  // A fresh page knows who is signed in a moment after it starts: until then the picker asks to log in.
  await expect(
    customer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Lists" }),
  ).toBeVisible();
  const listName = `Harbour front ${Date.now()}`;
  await customer.getByRole("button", { name: "Add to set list" }).click();
  await addToNewSetList(customer, listName);
  await open(customer, "/account/set-lists");
  await customer.getByRole("link", { name: listName }).click();
  await chooseDates(customer);
  const panel = customer.getByRole("region", { name: "Availability and hold" });
  await expect(panel.getByText("Everything on this list is free for your dates.")).toBeVisible({ timeout: 30_000 });
  await panel.getByRole("button", { name: /^Hold these props for 48 hours/ }).click();
  await expect(panel.getByText(/^Held until /)).toBeVisible({ timeout: 30_000 });

  // Toronto's piece is still free; Vancouver's is taken, and Toronto's shows beside it.
  await visitor.reload();
  await visitor.waitForSelector("html[data-app=started]", { state: "attached" });
  await expect(note).toHaveText("available", { timeout: 30_000 });
  await dock(visitor).selectOption("vancouver");
  await expect(note).toHaveText(/^booked until .+2 free in Toronto$/, { timeout: 30_000 });

  // The customer chooses Toronto, signed in: a new device near Vancouver starts at Toronto once they sign in.
  await dock(customer).selectOption("toronto");
  const phone = await visitorNear(browser, near.vancouver);
  await signIn(phone);
  await expect(dock(phone)).toHaveValue("toronto", { timeout: 30_000 });
  await expect(phone.getByText("nearest to you")).toHaveCount(0);
});
