// Accessibility of every kind of page, as customers get them: axe finds no serious or critical
// violation, logged out and logged in.
import { expect, expectNoSeriousViolations, logIn, plainAccount, test } from "@backlot/local-stack/e2e";

const publicPages = [
  "/",
  "/pages/about-us",
  "/pages/fabrication/carpentry",
  "/contact-us",
  "/forms-and-faqs",
  "/categories",
  "/rentals/cameras",
  "/rentals/cameras/film-cameras",
  "/search?q=chair",
  "/props/BPH-10092",
  "/pages/request-a-quote",
  "/auth/login",
  "/auth/signup",
  "/no/such/page",
];

for (const path of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}

test("account pages have no serious accessibility violations", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).toHaveURL(/\/$/);
  for (const path of [
    "/account",
    "/account/favorites",
    "/account/set-lists",
    "/account/quotes",
    "/account/orders",
    "/account/paperwork",
    "/account/messages",
    "/account/profile",
    "/account/subscriptions",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});
