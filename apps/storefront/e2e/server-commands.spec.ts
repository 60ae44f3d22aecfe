// Orders and quote requests go through the Cloud Functions of the local stack (the Functions
// emulator): an order sent while offline is not lost (the button says it was not sent, and
// pressing it again places exactly one), and a refusal shows the function's own message.
import type { Page } from "@playwright/test";
import { notSentMessage } from "../src/app/server-commands.js";
import { cardName, expect, inDays, logIn, plainAccount, test } from "@backlot/local-stack/e2e";
import { addToNewSetList } from "./set-list-picker.js";

/**
 * The rental dates: weeks of their own, four months ahead, as the demo's first camera is a single piece and other
 * tests book it for the coming weeks.
 */
const rental = { from: inDays(120), to: inDays(127) };

/** The order form's questions (the demo account has no name or production on file). */
async function fillOrder(page: Page) {
  await page.getByRole("link", { name: "Place an order for this set list" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Dana Demo");
  await page.getByLabel("Production or company").fill("The Night Diner");
  await page.getByLabel("Pick-up date").fill(rental.from);
  await page.getByLabel("Return date").fill(rental.to);
}

/** Logs in as the demo customer and makes a new set list with the first camera in it. */
async function listWithOneProp(page: Page, name: string) {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto("/rentals/cameras");
  const card = page.getByRole("region", { name: "Results" }).getByRole("article").first();
  await card.getByRole("link", { name: await cardName(card) }).click();
  await page.getByRole("button", { name: "Add to set list" }).click();
  await addToNewSetList(page, name);
  await page.goto("/account/set-lists");
  await page.getByRole("link", { name }).click();
}

test("an order sent offline is kept: the button says it was not sent, and sending again places one order", async ({
  page,
  context,
}) => {
  const name = `Offline ${Date.now()}`;
  await listWithOneProp(page, name);
  await fillOrder(page);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toHaveText(notSentMessage);
  // Nothing typed is lost.
  await expect(page.getByLabel("Pick-up date")).toHaveValue(rental.from);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Order placed")).toBeVisible();
  await expect(page.getByRole("table", { name: /week/i })).toBeVisible();
  await page.getByRole("link", { name: "See all your orders" }).click();
  await expect(page.getByRole("region", { name: new RegExp(`O-[A-Z0-9]{8}, ${name}`) })).toHaveCount(1);
});

test("a refused command shows the function's message", async ({ page }) => {
  const name = `Withdrawn ${Date.now()}`;
  await listWithOneProp(page, name);
  // The call names a set list the server does not have, as a stale page might.
  await page.route("**/placeOrder", async (route) => {
    const body = route.request().postDataJSON() as { data: Record<string, unknown> };
    await route.continue({ postData: JSON.stringify({ data: { ...body.data, setListId: "x".repeat(20) } }) });
  });
  await fillOrder(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Set list ${"x".repeat(20)} does not exist`);
});
