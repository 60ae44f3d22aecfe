// The Content-Security-Policy breaks nothing: one page of every kind, served with the headers of
// the site's own firebase.json (@backlot/hosting's static-server.ts), loads, starts its app and works without
// the browser refusing anything: no violation event, no refusal in the console, no page error. Every
// page comes with the Permissions-Policy and Cross-Origin-Opener-Policy, and the browser holds the page to
// them (the console's pages too: apps/console/e2e/csp.spec.ts).
import type { Page } from "@playwright/test";
import { expect, expectLoggedIn, logIn, plainAccount, test } from "@backlot/local-stack/e2e";
import { allowedOf, expectSecurityHeaders, watch } from "@backlot/local-stack/e2e/security";

/** Visits a page, checks the policy came with it and the page shows what it should. */
async function visit(page: Page, path: string, shows: RegExp | string) {
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy, path).toContain("frame-ancestors 'none'");
  expectSecurityHeaders(response, path);
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toContainText(shows);
}

/** What asking for the visitor's position gives: 1 is PERMISSION_DENIED. */
const askPosition = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | string>((resolve) => {
        navigator.geolocation.getCurrentPosition(
          () => resolve("located"),
          (error) => resolve(error.code),
          { timeout: 5_000 },
        );
      }),
  );

test("every kind of page works under the Content-Security-Policy", async ({ page }) => {
  const problems = await watch(page);
  await visit(page, "/", /./);
  await visit(page, "/pages/about-us", /./);
  await visit(page, "/categories", "All categories");
  // The colour filter's swatches are style attributes in the prerendered markup.
  await visit(page, "/rentals/cameras", "Cameras");
  await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeVisible();
  // A prerendered page opened for another address (a shared filter) renders from scratch.
  await visit(page, "/rentals/cameras?color=Black", "Cameras");
  await visit(page, "/rentals/cameras/film-cameras", "Film Cameras");
  await visit(page, "/props/BPH-10092", "1960s Arriflex 16S camera");
  // Search runs the catalogue index in a worker.
  await visit(page, "/search?q=chair", "Results for “chair”");
  await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeVisible();
  await visit(page, "/contact-us", /./);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator("iframe")).toBeAttached();
  await visit(page, "/no/such/page", "Page not found");
  await visit(page, "/auth/signup", /./);
  await visit(page, "/auth/login", /./);

  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).toHaveURL(/\/$/);
  for (const path of ["/account", "/account/favorites", "/account/set-lists", "/account/quotes", "/account/orders"])
    await visit(page, path, /./);
  await visit(page, "/account/messages", /./);
  await visit(page, "/account/profile", /./);

  expect(problems).toEqual({ violations: [], console: [], errors: [] });
});

test("a missing chunk under /assets/ is a 404, not the app's shell", async ({ request }) => {
  const response = await request.get("/assets/BrowsePage-no-such-chunk.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  // Any other address is the app's shell, which shows its own not-found page.
  expect((await request.get("/no/such/page")).status()).toBe(200);
});

test("the storefront's pages may use no powerful browser feature, even one the visitor allowed", async ({
  page,
  context,
}) => {
  // The browser grants it, so only the page's Permissions-Policy can refuse it.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.72, longitude: -73.99 });
  for (const path of ["/", "/auth/login"]) {
    const permissions = expectSecurityHeaders(await page.goto(path), path);
    expect(await allowedOf(page, permissions), path).toEqual([]);
    expect(await askPosition(page), path).toBe(1);
  }
});

test("on a phone, starting sign-in loads no Google API loader and frames no auth page", async ({ browser }) => {
  // Firebase's popup and redirect resolver starts with Auth on Safari and mobile browsers; Backlot's
  // Auth is made without it (no sign-in opens a popup), so the policy need not allow apis.google.com.
  const iPhone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
      "Version/17.5 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await iPhone.newPage();
  const problems = await watch(page);
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  // Signed in: the login page sends them on.
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await expectLoggedIn(page);
  expect(asked.filter((url) => /apis\.google\.com|\/__\/auth\/iframe/.test(url))).toEqual([]);
  expect(problems).toEqual({ violations: [], console: [], errors: [] });
  await iPhone.close();
});
