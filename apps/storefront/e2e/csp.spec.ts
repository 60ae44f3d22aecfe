// The Content-Security-Policy breaks nothing: one page of every kind, served with the headers of
// the site's own firebase.json (@backlot/hosting's static-server.ts), loads, starts its app and works without
// the browser refusing anything: no violation event, no refusal in the console, no page error.
import type { Page } from "@playwright/test";
import { expect, logIn, plainAccount, test } from "./support.js";

interface Problems {
  violations: string[];
  console: string[];
  errors: string[];
}

/** Everything the browser says it refused (or threw) on this page, from now on. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], console: [], errors: [] };
  await page.exposeFunction("__reportViolation", (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"} on ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.console.push(message.text());
  });
  page.on("pageerror", (error) => problems.errors.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Visits a page, checks the policy came with it and the page shows what it should. */
async function visit(page: Page, path: string, shows: RegExp | string) {
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toContainText(shows);
}

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
