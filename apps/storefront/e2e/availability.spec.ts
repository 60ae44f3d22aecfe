// Rental dates, availability and holds on the local stack (the Functions and Firestore emulators):
// a customer holds a set list for its dates; a visitor then sees the prop booked for overlapping
// dates and free after them, on its page and through the "available for my dates" filter; staff
// see the hold on the prop's calendar and release it, and the prop is free again.
import type { Page } from "@playwright/test";
import {
  consoleAs,
  expect,
  expectLoggedIn,
  inDays,
  logIn,
  plainAccount,
  staffAccount,
  test,
} from "@backlot/local-stack/e2e";
import { addToNewSetList } from "./set-list-picker.js";

// The demo catalogue's one Worn Glock 17 replica (one in stock), far enough ahead that no other test books it.
const prop = { id: "BPH-11611", name: "Worn Glock 17 replica" };
const held = { from: inDays(60), to: inDays(67) };

/** "Mar 14": how the storefront writes a day near enough not to need the year. */
const monthDay = (date: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(Date.parse(date));

/** Chooses the dates in the first rental-dates form on the page. */
async function chooseDates(page: Page, from: string, to: string) {
  const form = page.getByRole("group", { name: /rental dates/i }).first();
  await form.getByLabel("Pick-up").fill(from);
  await form.getByLabel("Return").fill(to);
  await form.getByRole("button", { name: "Apply dates" }).click();
}

test("a held prop is booked for overlapping dates and free after them; staff see the hold and release it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer puts the prop on a new set list, dates it and holds it.
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  const listName = `Speakeasy ${Date.now()}`;
  await page.goto(`/props/${prop.id}`);
  // A fresh page knows who is signed in a moment after it starts: until then the picker asks to log in.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add to set list" }).click();
  await addToNewSetList(page, listName);
  await page.goto("/account/set-lists");
  await page.getByRole("link", { name: listName }).click();
  await chooseDates(page, held.from, held.to);
  const panel = page.getByRole("region", { name: "Availability and hold" });
  await expect(panel.getByText("Everything on this list is free for your dates.")).toBeVisible({ timeout: 30_000 });
  await panel.getByRole("button", { name: /^Hold these props for 48 hours/ }).click();
  await expect(panel.getByText(/^Held until /)).toBeVisible({ timeout: 30_000 });

  // A visitor, in a browser of their own: booked for dates that overlap the hold, free after them.
  const visitor = await (await browser.newContext()).newPage();
  // A page of its own: goto does not wait for the app here, so wait for it before typing.
  const started = () => visitor.waitForSelector("html[data-app=started]", { state: "attached" });
  await visitor.goto(`/props/${prop.id}`);
  await started();
  await chooseDates(visitor, inDays(62), inDays(64));
  const note = visitor.getByRole("status", { name: "Availability for your dates" });
  await expect(note).toHaveText(`booked until ${monthDay(held.to)}`, { timeout: 30_000 });
  await chooseDates(visitor, inDays(68), inDays(70));
  await expect(note).toHaveText("available");

  // The filter leaves it out for overlapping dates; the dates follow the visitor to the search page.
  await chooseDates(visitor, inDays(62), inDays(64));
  await visitor.goto(`/search?q=${encodeURIComponent(prop.name)}`);
  await started();
  const results = visitor.getByRole("region", { name: "Results" });
  await expect(results.getByRole("article", { name: prop.name })).toBeVisible();
  await expect(visitor.getByRole("group", { name: /rental dates/i }).getByLabel("Pick-up")).toHaveValue(inDays(62));
  await expect(results.getByRole("article", { name: prop.name }).getByText(/^booked until/)).toBeVisible();
  // The box is the address's flag: it turns on as the page goes to the filtered address.
  const availableOnly = visitor.getByRole("checkbox", { name: "Available for my dates" });
  await availableOnly.click();
  await expect(availableOnly).toBeChecked();
  await expect(visitor).toHaveURL(/available=1/);
  await expect(visitor.getByText("Showing only props free for your dates.")).toBeVisible();
  await expect(results.getByRole("article", { name: prop.name })).toHaveCount(0);

  // Staff find the hold on the prop's calendar and release it.
  const desk = await consoleAs(browser, staffAccount);
  await desk.goto(`${new URL(desk.url()).origin}/catalogue/${prop.id}`);
  const bookings = desk.getByRole("region", { name: "Bookings" });
  const hold = bookings.getByRole("listitem").filter({ hasText: /^hold by / });
  await expect(hold).toBeVisible({ timeout: 30_000 });
  await hold.getByRole("button", { name: "Release hold" }).click();
  await expect(bookings.getByText("No orders or holds from today on.")).toBeVisible({ timeout: 30_000 });

  // Free again: the customer's list shows no hold, and the filter keeps the prop.
  await expect(panel.getByRole("button", { name: /^Hold these props for 48 hours/ })).toBeVisible({ timeout: 30_000 });
  await visitor.reload();
  await started();
  await expect(results.getByRole("article", { name: prop.name })).toBeVisible({ timeout: 30_000 });
});
