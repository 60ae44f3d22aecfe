// Staff signed in as a customer (the console's "Sign in as"): every storefront page says whose account,
// who and until when; what they change is recorded as theirs (the rules refuse a set-list write without
// it); "End session" ends it on the server and signs out, and the same link cannot sign in again.
import type { Page } from "@playwright/test";
import {
  consoleAs,
  expect,
  expectLoggedIn,
  expectNoSeriousViolations,
  signUp,
  staffAccount,
  test,
  uniqueEmail,
  vendorId,
} from "@backlot/local-stack/e2e";

/** A document of the e2e stack's Firestore emulator (@backlot/local-stack's e2e ports), read past the rules. */
async function ownerRead(path: string): Promise<{ fields: Record<string, unknown> }> {
  const documents = "http://127.0.0.1:8199/v1/projects/demo-backlot/databases/(default)/documents";
  const response = await fetch(`${documents}/${path}`, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`Reading ${path} failed: ${response.status.toString()} ${await response.text()}`);
  return (await response.json()) as { fields: Record<string, unknown> };
}

/** The storefront tab the console opened is not the fixture's page: its goto does not wait for the app. */
async function open(tab: Page, path: string): Promise<void> {
  await tab.goto(path);
  await tab.waitForSelector("html[data-app=started]", { state: "attached" });
}

const linkKey = "e2e:impersonation-link";

test("staff see whose session it is on every page, change a set list as the customer, and end it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const last = `Haddad${Math.floor(10_000 + Math.random() * 89_999).toString()}`;
  const customer = `Noor ${last}`;
  await signUp(page, uniqueEmail("session"), { first: "Noor", last });
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectLoggedIn(page);

  // Staff find the customer and sign in as them. The link the console opens is kept (the page drops
  // it from the address bar at once), for the attack at the end.
  const desk = await consoleAs(browser, staffAccount);
  await desk.context().addInitScript((key) => {
    if (location.hash.startsWith("#token=")) sessionStorage.setItem(key, location.href);
  }, linkKey);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Customers" }).click();
  await desk.getByRole("searchbox", { name: "Find a customer" }).fill(last.toLowerCase());
  await desk.getByRole("link", { name: customer }).click();
  await desk.getByRole("textbox", { name: /^Why/ }).fill("Helping them with a set list");
  const [storefront] = await Promise.all([
    desk.context().waitForEvent("page"),
    desk.getByRole("button", { name: `Sign in as ${customer}` }).click(),
  ]);
  await expect(storefront).toHaveURL(/\/account$/, { timeout: 30_000 });

  // The banner: whose account, who, and the end an hour on, in the prop house's time (New York).
  const banner = storefront.getByRole("region", { name: "Staff session" });
  await expect(banner).toContainText(`${staffAccount.displayName} (staff) is signed in as ${customer} until`);
  const endsAt = Date.parse((await banner.locator("time").getAttribute("datetime")) ?? "");
  expect(endsAt - Date.now()).toBeGreaterThan(55 * 60_000);
  expect(endsAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  const endTime = new Intl.DateTimeFormat("en", { timeStyle: "short", timeZone: "America/New_York" }).format(endsAt);
  await expect(banner.locator("time")).toContainText(endTime);
  await expect(banner.getByRole("status")).toBeVisible();
  await expectNoSeriousViolations(storefront, "a page in a staff session");

  // A set list, made and renamed in the session (a new page load: the restored session knows it too).
  // The rules accept these writes only with who acted; the list records it.
  await open(storefront, "/account/set-lists");
  await expect(banner).toBeVisible();
  await storefront.getByLabel("New set list").fill(`Booth ${last}`);
  await storefront.getByRole("button", { name: "Create" }).click();
  await expect(storefront).toHaveURL(/\/account\/set-lists\/[^/]+$/);
  await storefront.getByRole("textbox", { name: /^Set list name/ }).fill(`Booth ${last}, scene 4`);
  await storefront.getByRole("button", { name: "Rename" }).click();
  await expect(storefront.getByText("Name saved.")).toBeVisible({ timeout: 30_000 });
  const setListId = new URL(storefront.url()).pathname.split("/").at(-1) ?? "";
  const setList = await ownerRead(`vendors/${vendorId}/setLists/${setListId}`);
  expect(setList.fields).toMatchObject({
    name: { stringValue: `Booth ${last}, scene 4` },
    actedBy: { mapValue: { fields: { staffName: { stringValue: staffAccount.displayName } } } },
  });

  // A message sent in the session reads as staff's, for the customer.
  await open(storefront, "/account/messages");
  await storefront.getByLabel("Message", { exact: true }).fill("Added the booth for scene 4 to your lists.");
  await storefront.getByRole("button", { name: "Send" }).click();
  await expect(storefront.getByRole("log")).toContainText(`${staffAccount.displayName} (staff) for ${customer}`, {
    timeout: 30_000,
  });

  // End session: ended on the server, signed out, on the home page.
  await banner.getByRole("button", { name: "End session" }).click();
  await expect(storefront).toHaveURL(/:\d+\/$/, { timeout: 30_000 });
  await expect(
    storefront.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The attack: the same link again, within its hour. Firebase still takes the token, but the server
  // refuses the ended session, so the storefront is not signed in.
  const link = await storefront.evaluate((key) => sessionStorage.getItem(key), linkKey);
  expect(link).toMatch(/\/auth\/impersonate#token=/);
  await open(storefront, link ?? "");
  await expect(storefront.getByRole("alert")).toContainText("The sign-in link did not work", { timeout: 30_000 });
  await open(storefront, "/account");
  await expect(storefront).toHaveURL(/\/auth\/login/);
  await expect(banner).toHaveCount(0);
});
