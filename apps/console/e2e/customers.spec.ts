// The console's customers: staff approve and deny a new customer, who sees each change live on the
// storefront, and sign in as them with a reason the audit trail keeps.
import {
  consoleAs,
  expect,
  expectNoSeriousViolations,
  staffAccount,
  test,
  uniqueEmail,
} from "@backlot/local-stack/e2e";
import { newCustomer } from "./new-customer.js";

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
