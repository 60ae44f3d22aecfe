// The customer journeys that change data: signing up, set lists (a prop in the colour chosen among them), quotes,
// an order with its estimate naming that colour, messages; and a visitor's quote request.
import {
  approveAsThePropHouse,
  cardName,
  expect,
  expectLoggedIn,
  fillRentalDates,
  signUp,
  test,
  uniqueEmail,
} from "@backlot/local-stack/e2e";
import { formatMoney } from "@backlot/domain/money";
import { propInVariants, variantLineName } from "./variant-props.js";

test(
  "sign up, onboard, collect props in a set list, request a quote, order with a weekly estimate, message the " +
    "vendor",
  async ({ page }) => {
    const email = uniqueEmail("journey");
    await signUp(page, email, { first: "Dana", last: "Reyes" });

    // A new customer lands on the onboarding profile, with their names already there.
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(page.getByLabel("First name")).toHaveValue("Dana");
    await page.getByLabel(/Studio or company/).fill("Kaufman Astoria");
    await page.getByLabel(/^Production/).fill("The Night Diner");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);

    // Two props into a new set list, from their pages.
    await page.goto("/rentals/cameras");
    const results = page.getByRole("region", { name: "Results" });
    const names: string[] = [];
    for (const index of [0, 1]) {
      const card = results.getByRole("article").nth(index);
      const name = await cardName(card);
      names.push(name);
      await card.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.getByRole("button", { name: "Add to set list" }).click();
      if (index === 0) {
        await page.getByRole("button", { name: "New set list" }).click();
        await page.getByLabel("Set list name").fill("Diner, scene 12");
        await page.getByRole("button", { name: "Create" }).click();
      } else {
        await page.getByRole("checkbox", { name: /Diner, scene 12/ }).click();
      }
      await expect(page.getByRole("checkbox", { name: /Diner, scene 12/ })).toBeChecked();
      // The picker says so once the store has the change; leaving the page before then could lose it.
      const saved = index === 0 ? "Created Diner, scene 12" : "Added to Diner, scene 12";
      await expect(page.getByRole("status").filter({ hasText: saved })).toHaveCount(1);
      await page.keyboard.press("Escape");
      await page.goBack();
    }

    // A prop in colours goes on it in the one chosen: the demo prices its second colour apart.
    const colours = await propInVariants(page.request, ["Cameras"]);
    const colour = colours.variants[1];
    if (!colour) throw new Error(`${colours.id} has no second variant`);
    const colourLine = variantLineName(colours, colour);
    await page.goto(`/props/${colours.id}`);
    // A fresh page knows who is signed in a moment after it starts: until then the picker asks to log in.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "My Account" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Colour" }).selectOption(colour.id);
    await page.getByRole("button", { name: "Add to set list" }).click();
    await page.getByRole("checkbox", { name: /Diner, scene 12/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to Diner, scene 12" })).toHaveCount(1);
    await page.keyboard.press("Escape");

    // The set list holds all three; removing one asks first (Escape cancels, Enter confirms).
    await page.goto("/account/set-lists");
    await page.getByRole("link", { name: /Diner, scene 12/ }).click();
    await expect(page.getByText(names[0] as string).first()).toBeVisible();
    await expect(page.getByText(names[1] as string).first()).toBeVisible();
    await expect(page.getByRole("link", { name: colourLine })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Remove ${names[1]}` })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `Remove ${names[1]}` })).toHaveCount(0);

    // A quote for the set list.
    await page.getByRole("button", { name: /quote/i }).click();
    await expect(page.getByText(`Props from “Diner, scene 12”`)).toBeVisible();
    await expect(page.getByText(colourLine, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await fillRentalDates(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page.getByText("Thank you: your quote request is in")).toBeVisible();
    await expect(page.getByText(/Q-[A-Z0-9]{8}/)).toBeVisible();
    await page.goto("/account/quotes");
    await expect(page.getByText(/Q-[A-Z0-9]{8}/)).toBeVisible();

    // An order for a rental period, with the week-by-week estimate (16 days: 3 rental weeks).
    await page.goto("/account/set-lists");
    await page.getByRole("link", { name: /Diner, scene 12/ }).click();
    await page.getByRole("link", { name: "Place an order for this set list" }).click();
    // A new account orders once the prop house approves it; the page says so, and opens when it does.
    await expect(page.getByText(/has not approved this account yet/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a quote for Diner, scene 12" })).toBeVisible();
    await approveAsThePropHouse(email);
    await fillRentalDates(page);
    await page.getByRole("button", { name: "Place order" }).click();
    // The Functions emulator starts placeOrder's worker on its first call: seconds on a loaded machine.
    await expect(page.getByText("Order placed")).toBeVisible({ timeout: 30_000 });
    const weeks = page.getByRole("table", { name: /week/i });
    await expect(weeks).toBeVisible();
    // The header, then one row per rental week.
    await expect(weeks.getByRole("row")).toHaveCount(1 + 3);
    await expect(weeks.getByRole("rowheader")).toHaveText(["Week 1", "Week 2", "Week 3"]);
    // The server names and prices the line by its colour.
    const colourRow = page
      .getByRole("table", { name: "Props" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: colourLine, exact: true }) });
    await expect(colourRow.getByRole("cell").nth(1)).toHaveText(
      formatMoney(colour.weeklyRate ?? colours.weeklyRate, "USD", "en"),
    );
    await page.getByRole("link", { name: "See all your orders" }).click();
    await expect(page.getByRole("region", { name: /O-[A-Z0-9]{8}, Diner, scene 12/ })).toBeVisible();

    // A message to the vendor stays in the thread.
    await page.goto("/account/messages");
    await expect(page.getByText("No messages yet: ask the vendor anything about a rental")).toBeVisible();
    await page.getByLabel("Message", { exact: true }).fill("Can we pick up on Saturday morning?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("log").getByText("Can we pick up on Saturday morning?")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("log").getByText("Can we pick up on Saturday morning?")).toBeVisible();
  },
);

test("a visitor requests a quote for a prop without an account", async ({ page }) => {
  await page.goto("/rentals/prop-firearms");
  const card = page.getByRole("region", { name: "Results" }).getByRole("article").first();
  const name = await cardName(card);
  await card.getByRole("link", { name }).click();
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).click();
  await expect(page).toHaveURL(/\/pages\/request-a-quote\?prop=/);
  await expect(page.getByRole("heading", { level: 1, name: /quote/i })).toBeVisible();
  await expect(page.getByText(name).last()).toBeVisible();

  // Validation first: nothing typed is lost.
  await page.getByLabel("Name").fill("Sam Visitor");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Choose a pick-up date.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Sam Visitor");

  await page.getByLabel("Email").fill(uniqueEmail("visitor"));
  await page.getByLabel(/^Production or company/).fill("Indie short film");
  await fillRentalDates(page);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Thank you: your quote request is in")).toBeVisible();
});
