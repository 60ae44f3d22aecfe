// The local stack keeps customers' data in the Firestore emulator, not in each browser: a set list
// made in one browser is there in another after sign-in, and appears there live while it is open.
// Two contexts share no storage (no IndexedDB, no cookies), as two machines would not.
import type { Browser, Page } from "@playwright/test";
import { expect, expectLoggedIn, logIn, test, uniqueEmail } from "@backlot/local-stack/e2e";

const password = "backlot-shared-pass";

async function openApp(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await page.waitForSelector("html[data-app=started]", { state: "attached" });
  return page;
}

async function createSetList(page: Page, name: string) {
  await page.goto("/account/set-lists");
  await page.waitForSelector("html[data-app=started]", { state: "attached" });
  await page.getByLabel("New set list").fill(name);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/account\/set-lists\/[A-Za-z0-9]+$/);
}

test("a set list made in one browser is there in another after sign-in, and new ones arrive live", async ({
  browser,
}) => {
  const email = uniqueEmail("two-browsers");
  const first = await openApp(browser, "/auth/signup");
  await first.getByLabel("First name").fill("Ari");
  await first.getByLabel("Last name").fill("Shared");
  await first.getByLabel("Email").fill(email);
  await first.getByLabel("Password", { exact: true }).fill(password);
  await first.getByLabel("Confirm password").fill(password);
  await first.getByRole("button", { name: "Create account" }).click();
  await expect(first).toHaveURL(/\/onboarding\/profile$/);
  await createSetList(first, "Precinct, scene 4");

  const second = await openApp(browser, "/auth/login");
  await logIn(second, email, password);
  await expectLoggedIn(second);
  await second.goto("/account/set-lists");
  await second.waitForSelector("html[data-app=started]", { state: "attached" });
  const lists = second.getByRole("list").filter({ has: second.getByRole("link", { name: /Precinct, scene 4/ }) });
  await expect(lists.getByRole("link")).toHaveCount(1);

  // The second browser stays on the page; the first makes another list; it shows without a reload.
  await createSetList(first, "Rooftop, scene 9");
  await expect(lists.getByRole("link", { name: /Rooftop, scene 9/ })).toBeVisible();
  await expect(lists.getByRole("link")).toHaveCount(2);

  await first.context().close();
  await second.context().close();
});
