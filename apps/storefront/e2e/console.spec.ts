// The prop house's console on the local stack, beside the storefront, in two browser contexts: a
// customer's and the staff's. A quote goes from the customer's request to the staff's price and
// back, becomes an order when accepted; the console turns away an account that is not staff.
import type { Page } from "@playwright/test";
import {
  authEmulator,
  consoleAs,
  consoleUrl,
  expect,
  expectNoSeriousViolations,
  expectLoggedIn,
  fillRentalDates,
  logIn,
  plainAccount,
  projectId,
  signUp,
  staffAccount,
  test,
  uniqueEmail,
  vendorId,
} from "./support.js";

/** A new customer, signed up and past the onboarding profile. */
async function newCustomer(page: Page, email: string, name: { first: string; last: string }): Promise<void> {
  await signUp(page, email, name);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectLoggedIn(page);
}

test("staff price a customer's request in the console; the customer accepts it and it is an order", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer: a new account, and a quote request for one prop.
  const email = uniqueEmail("console");
  await newCustomer(page, email, { first: "Rosa", last: "Quintero" });
  const production = `Kestrel${Math.floor(Math.random() * 1e5)} campaign`;
  await page.goto("/props/BPH-10092");
  const propName = await page.getByRole("heading", { level: 1 }).innerText();
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).click();
  await page.getByLabel("Name").fill("Rosa Quintero");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Production or company/).fill(production);
  await fillRentalDates(page);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Thank you: your quote request is in")).toBeVisible({ timeout: 30_000 });

  // Staff find it on the desk by its production, open it and price it.
  const desk = await consoleAs(browser, staffAccount);
  await expect(desk.getByRole("heading", { name: "Quote desk" })).toBeVisible();
  await expectNoSeriousViolations(desk, "the quote desk");
  await desk.getByRole("searchbox", { name: "Find by customer or production" }).fill(production.split(" ")[0] ?? "");
  const row = desk.getByRole("row", { name: new RegExp(production) });
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(desk.getByRole("heading", { level: 1, name: new RegExp(production) })).toBeVisible();
  const line = desk.getByRole("listitem", { name: propName });
  await expect(line).toContainText("in stock");
  await expect(line.getByRole("img")).toBeVisible();
  await expectNoSeriousViolations(desk, "a quote request");
  await line.getByRole("textbox", { name: /^Weekly rate/ }).fill("40.00");
  await desk.getByRole("textbox", { name: "Note to the customer" }).fill("Held for you until Friday.");
  await desk.getByRole("button", { name: "Send quote" }).click();
  await expect(desk.getByText(/Quote sent/)).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByText("Quoted", { exact: true })).toBeVisible();

  // The customer sees the price live, week by week, and accepts it.
  await page.goto("/account/quotes");
  const quote = page.getByRole("region", { name: new RegExp(production) });
  await expect(quote.getByText("Held for you until Friday.")).toBeVisible();
  await expect(quote.getByRole("table", { name: /week/i }).getByRole("rowheader")).toHaveText([
    "Week 1",
    "Week 2",
    "Week 3",
  ]);
  await quote.getByRole("button", { name: "Accept and order" }).click();
  await expect(quote.getByText("Accepted: now an order")).toBeVisible({ timeout: 30_000 });
  await quote.getByRole("link", { name: "your orders" }).click();
  await expect(page.getByRole("region", { name: /O-[A-Z0-9]{8}/ }).first()).toBeVisible();

  // On the desk it is accepted, with its order.
  await expect(desk.getByText(/The customer accepted it: order O-[A-Z0-9]{8}/)).toBeVisible();
  await desk.getByRole("link", { name: "Quote desk" }).first().click();
  await desk.getByRole("group", { name: "Requests by status" }).getByRole("button", { name: "Accepted" }).click();
  await expect(desk.getByRole("row", { name: new RegExp(production) })).toHaveCount(1);

  // Staff take the order through its life; the customer sees each status without reloading.
  await desk
    .getByRole("row", { name: new RegExp(production) })
    .getByRole("link")
    .click();
  await desk.getByRole("link", { name: /^O-[A-Z0-9]{8}$/ }).click();
  await expect(desk.getByRole("heading", { level: 1, name: /^O-[A-Z0-9]{8}/ })).toBeVisible();
  await expectNoSeriousViolations(desk, "an order");
  const order = page.getByRole("region", { name: /O-[A-Z0-9]{8}/ }).first();
  const steps: [button: string, status: string, note: string][] = [
    ["Confirm the order", "Confirmed", "Ready from 9am at the dock."],
    ["Mark out (picked up or delivered)", "Out on rental", ""],
    ["Mark returned", "Returned", "All back in one piece, thank you."],
  ];
  for (const [button, status, note] of steps) {
    if (note) await desk.getByRole("textbox", { name: "Note to the customer (optional)" }).fill(note);
    await desk.getByRole("button", { name: button }).click();
    await expect(desk.getByText(status, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(order.getByRole("heading", { level: 2 })).toContainText(status);
    if (note) await expect(order.getByText(note)).toBeVisible();
  }
  await expect(desk.getByText("This order is finished: nothing more to do.")).toBeVisible();
  await expect(order.getByRole("region", { name: "Progress" }).getByRole("listitem")).toHaveCount(4);

  // The day plan of its pick-up day lists it as going out.
  const orderReference = (await desk.getByRole("heading", { level: 1 }).innerText()).split(":")[0] ?? "";
  await desk.getByRole("main").getByRole("link", { name: "Day plan" }).click();
  await expect(
    desk.getByRole("region", { name: "Going out" }).getByRole("link", { name: orderReference }),
  ).toBeVisible();
  await expectNoSeriousViolations(desk, "the day plan");
});

test("messages go both ways, live, and both sides count what is unread alike", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("inbox");
  await newCustomer(page, email, { first: "Lena", last: "Okoye" });
  await page.goto("/account/messages");
  const question = `Do you have the brass lamps for the ${Math.floor(Math.random() * 1e5)} shoot?`;
  await page.getByLabel("Message", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("log").getByText(question)).toBeVisible({ timeout: 30_000 });

  // Staff see the conversation unread, open it (which reads it), and answer.
  const desk = await consoleAs(browser, staffAccount);
  const inboxLink = desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /^Inbox/ });
  await expect(inboxLink).toContainText("unread");
  await inboxLink.click();
  const conversation = desk
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("link", { name: /Lena Okoye/ });
  await expect(conversation).toContainText("1 unread");
  await expect(conversation).toContainText(question);
  await conversation.click();
  await expect(desk.getByRole("log").getByText(question)).toBeVisible();
  await expect(conversation).not.toContainText("unread");
  await expectNoSeriousViolations(desk, "the inbox");
  const answer = "Yes: two of them, held for you until Friday.";
  await desk.getByLabel("Message", { exact: true }).fill(answer);
  await desk.getByRole("button", { name: "Send" }).click();
  await expect(desk.getByRole("log").getByText(answer)).toBeVisible({ timeout: 30_000 });

  // The customer, still on their messages page, gets it without a reload; reading it is seen on the desk.
  await expect(page.getByRole("log").getByText(answer)).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByText("Lena Okoye has read everything you sent.")).toBeVisible({ timeout: 30_000 });

  // A second answer while the customer is elsewhere: both sides count it as one unread.
  await page.goto("/account");
  await desk.getByLabel("Message", { exact: true }).fill("They are on the dock now.");
  await desk.getByRole("button", { name: "Send" }).click();
  await expect(desk.getByText("Lena Okoye has not read your last message yet.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Messages/ })).toContainText("1 unread message from us");
});

test("the console turns away an account that is not the prop house's staff", async ({ browser }) => {
  const desk = await consoleAs(browser, plainAccount);
  await expect(desk.getByRole("heading", { name: "This console is for Bowery Prop House staff" })).toBeVisible();
  await expect(desk.getByText(plainAccount.email)).toBeVisible();
  await expect(desk.getByRole("link", { name: "Quote desk" })).toHaveCount(0);
  await desk.getByRole("button", { name: "Sign out" }).click();
  await expect(desk.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

/** An account made in the Auth emulator (as the server, "owner") with the staff claim, its address unverified. */
async function unverifiedStaffAccount(email: string, password: string): Promise<void> {
  const accounts = `${authEmulator}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  const owner = { Authorization: "Bearer owner", "Content-Type": "application/json" };
  const created = await fetch(accounts, { method: "POST", headers: owner, body: JSON.stringify({ email, password }) });
  const { localId } = (await created.json()) as { localId: string };
  const customAttributes = JSON.stringify({ staffOf: vendorId });
  const claimed = await fetch(`${accounts}:update`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({ localId, customAttributes }),
  });
  if (!claimed.ok) throw new Error(`Giving ${email} the staff claim failed: ${claimed.status.toString()}`);
}

test("the console opens to a staff claim only once its address is verified, and sends the email", async ({
  browser,
}) => {
  const account = { email: uniqueEmail("unverified-staff"), password: "backlot-demo-pass" };
  await unverifiedStaffAccount(account.email, account.password);
  const desk = await consoleAs(browser, account);
  await expect(desk.getByRole("heading", { name: "Verify your email address, then sign in again" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Quote desk" })).toHaveCount(0);
  await expectNoSeriousViolations(desk, "the verify-your-address page");
  await desk.getByRole("button", { name: "Send the verification email" }).click();
  await expect(desk.getByRole("status")).toHaveText(new RegExp(`^Sent to ${account.email}`));

  // They follow the link in the email (the emulator keeps it), then sign in again: the console opens.
  const codes = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === account.email && code.requestType === "VERIFY_EMAIL").at(-1);
  expect(link, "the verification email").toBeDefined();
  expect((await fetch(link?.oobLink ?? "")).ok).toBe(true);
  await desk.getByRole("button", { name: "Sign out" }).click();
  await desk.getByLabel("Email").fill(account.email);
  await desk.getByLabel("Password", { exact: true }).fill(account.password);
  await desk.getByRole("button", { name: "Log in" }).click();
  await expect(desk.getByRole("heading", { name: "Quote desk" })).toBeVisible();
});

test("staff approve and deny a customer, who sees each change live; staff sign in as them, audited", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer: a new account awaits approval, and says so on their account page.
  const last = `Vance${Math.floor(10_000 + Math.random() * 89_999)}`;
  await newCustomer(page, uniqueEmail("approval"), { first: "Ines", last });
  await page.goto("/account");
  await expect(page.getByText(/is reviewing your account/)).toBeVisible();

  // Staff find them among those awaiting approval, by their last name, and open their page.
  const desk = await consoleAs(browser, staffAccount);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Customers" }).click();
  await expect(desk.getByRole("heading", { name: "Customers" })).toBeVisible();
  const standings = desk.getByRole("group", { name: "Customers by standing" });
  await expect(standings.getByRole("button", { name: "Awaiting approval" })).toHaveAttribute("aria-pressed", "true");
  await desk.getByRole("searchbox", { name: "Find a customer" }).fill(last.toLowerCase());
  await expect(desk.getByRole("row")).toHaveCount(2);
  // A new signup has not verified its address (nothing sent them the link): the list says so.
  await expect(desk.getByRole("row").nth(1)).toContainText("Not verified");
  await expectNoSeriousViolations(desk, "the customers");
  await desk.getByRole("link", { name: `Ines ${last}` }).click();
  await expect(desk.getByRole("heading", { level: 1, name: `Ines ${last}` })).toBeVisible();
  for (const list of ["Quote requests", "Orders", "Set lists", "Favourites"]) {
    await expect(desk.getByRole("region", { name: list })).toBeVisible();
  }
  await expect(desk.getByText("No one has signed in as this customer.")).toBeVisible();
  await expectNoSeriousViolations(desk, "a customer");

  // Approved, after the console asks (the address is not verified): the customer's page says so without a reload.
  await desk.getByRole("button", { name: "Approve" }).click();
  const question = desk.getByRole("alertdialog", { name: `Approve Ines ${last} without a verified address?` });
  await expect(question).toBeVisible();
  await expectNoSeriousViolations(desk, "the approval question");
  await question.getByRole("button", { name: "Approve anyway" }).click();
  await expect(desk.getByText("Approved", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Your account is approved: you can place orders from your set lists.")).toBeVisible();

  // Denied, after the console asks: the customer's page says that too, and the list has moved them.
  await desk.getByRole("button", { name: "Deny" }).click();
  await desk.getByRole("button", { name: "Deny the account" }).click();
  await expect(desk.getByText("Denied", { exact: true })).toBeVisible();
  await expect(page.getByText(/has not approved this account for orders/)).toBeVisible();
  await desk.getByRole("link", { name: "Customers", exact: true }).first().click();
  await standings.getByRole("button", { name: "Denied" }).click();
  await desk.getByRole("searchbox", { name: "Find a customer" }).fill(last.toLowerCase());
  await expect(desk.getByRole("link", { name: `Ines ${last}` })).toBeVisible();
  await desk.getByRole("link", { name: `Ines ${last}` }).click();

  // Sign in as them: a reason, a new tab on the storefront signed in as the customer, a line in the trail.
  await desk.getByRole("textbox", { name: /^Why/ }).fill("Checking what a denied account sees");
  const [storefront] = await Promise.all([
    desk.context().waitForEvent("page"),
    desk.getByRole("button", { name: `Sign in as Ines ${last}` }).click(),
  ]);
  await expect(storefront).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(storefront.getByText(`Logged in as Ines ${last}`)).toBeVisible();
  await expect(storefront.getByText(/has not approved this account for orders/)).toBeVisible();
  const trail = desk.getByRole("table", { name: "Audit trail" });
  await expect(trail.getByRole("row").nth(1)).toContainText("Checking what a denied account sees");
  await expect(trail.getByRole("row").nth(1)).toContainText(`${staffAccount.email}Checking`);
  await expect(trail.getByRole("row").nth(1)).toContainText("Signed in");
});

test("staff correct a prop in the catalogue and hide it; staff close a request the customer then sees closed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await consoleAs(browser, staffAccount);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(desk.getByRole("heading", { name: "Catalogue" })).toBeVisible();
  await expect(desk.getByRole("complementary", { name: "When the storefront shows changes" })).toContainText(
    "backlot catalogue pull",
  );
  // A prop found by its item number, opened in the editor.
  await desk.getByRole("searchbox", { name: "Find a prop" }).fill("BPH-10093");
  await expect(desk.getByRole("row")).toHaveCount(2);
  await expectNoSeriousViolations(desk, "the catalogue");
  await desk.getByRole("row").nth(1).getByRole("link").click();
  await expect(desk.getByRole("textbox", { name: /^Name/ })).toBeVisible();
  await expectNoSeriousViolations(desk, "a prop");
  await desk.getByRole("textbox", { name: /^Name/ }).fill("Corrected 1920s 35mm camera");
  await desk.getByRole("textbox", { name: /^Weekly rate/ }).fill("123.45");
  await desk.getByRole("checkbox", { name: /Shown to customers/ }).uncheck();
  await desk.getByRole("button", { name: "Save changes" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Saved." })).toContainText(
    "The storefront shows it after its next build.",
    { timeout: 30_000 },
  );
  await expect(desk.getByRole("heading", { level: 1, name: "Corrected 1920s 35mm camera" })).toBeVisible();
  await expect(desk.getByText(/\$123\.45 a week · hidden from customers · changed in the console/)).toBeVisible();
  // The catalogue now lists it with the hidden props, found by its new name.
  await desk.getByRole("main").getByRole("link", { name: "Catalogue" }).click();
  await desk.getByRole("group", { name: "Props by visibility" }).getByRole("button", { name: "Hidden" }).click();
  await desk.getByRole("searchbox", { name: "Find a prop" }).fill("corrected");
  await expect(desk.getByRole("row", { name: /Corrected 1920s 35mm camera BPH-10093 \$123\.45/ })).toBeVisible();

  // A request the prop house will not price: closed with a note, which the customer reads.
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  const production = `Osprey${Math.floor(Math.random() * 1e5)} shoot`;
  await page.goto("/props/BPH-10092");
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).click();
  await page.getByLabel("Name").fill("Dana Demo");
  await page.getByLabel(/^Production or company/).fill(production);
  await fillRentalDates(page);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Thank you: your quote request is in")).toBeVisible({ timeout: 30_000 });
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Quote desk" }).click();
  await desk.getByRole("searchbox", { name: "Find by customer or production" }).fill(production.split(" ")[0] ?? "");
  await desk
    .getByRole("row", { name: new RegExp(production) })
    .getByRole("link")
    .click();
  await desk.getByRole("button", { name: "Close without a quote" }).click();
  await desk.getByRole("textbox", { name: /Why, for the customer/ }).fill("Those are out until March.");
  await desk.getByRole("button", { name: "Close the request" }).click();
  await expect(desk.getByText("Closed without a quote: “Those are out until March.”")).toBeVisible({
    timeout: 30_000,
  });
  await page.goto("/account/quotes");
  await expect(
    page
      .getByRole("region", { name: new RegExp(production) })
      .getByText("We could not quote this request: Those are out until March."),
  ).toBeVisible();
});

test("the console fits an upright tablet: no section scrolls the page sideways; buttons are big enough", async ({
  browser,
}) => {
  const tablet = await (await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true })).newPage();
  await tablet.goto(`${consoleUrl}/`);
  await tablet.getByLabel("Email").fill(staffAccount.email);
  await tablet.getByLabel("Password", { exact: true }).fill(staffAccount.password);
  await tablet.getByRole("button", { name: "Log in" }).click();
  for (const [section, heading] of [
    ["Quote desk", "Quote desk"],
    ["Orders", "Orders"],
    ["Day plan", /^Day plan/],
    ["Inbox", "Inbox"],
    ["Customers", "Customers"],
    ["Catalogue", "Catalogue"],
  ] as const) {
    await tablet.getByRole("navigation", { name: "Console" }).getByRole("link", { name: section }).click();
    await expect(tablet.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const overflow = await tablet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${section} scrolls the page sideways`).toBeLessThanOrEqual(0);
    const small = await tablet
      .getByRole("main")
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getBoundingClientRect().height < 44)
          .map((button) => button.textContent ?? ""),
      );
    expect(small, `${section}: buttons under 44 px tall`).toEqual([]);
  }
});
