// The console is served with the storefront's security headers (its own Content-Security-Policy, the
// Permissions-Policy and Cross-Origin-Opener-Policy), and its sign-in page works under them: no violation
// event, no refusal in the browser's console, no page error.
import { consoleUrl, expect, test } from "@backlot/local-stack/e2e";
import { allowedOf, expectSecurityHeaders, watch } from "@backlot/local-stack/e2e/security";

test("the console is served with the same headers, and its sign-in page works under them", async ({
  browser,
  request,
}) => {
  for (const path of ["/", "/quotes/no-such-quote", "/assets/no-such-chunk.js"]) {
    const response = await request.get(`${consoleUrl}${path}`);
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expectSecurityHeaders(response, path, ["camera"]);
  }
  // A context of its own, as the staff's (the storefront's `page` waits for the storefront's app).
  const context = await browser.newContext();
  const desk = await context.newPage();
  const problems = await watch(desk);
  const response = await desk.goto(`${consoleUrl}/`);
  // The dock's camera scanner is the one powerful feature the console's own pages may use.
  const permissions = expectSecurityHeaders(response, "the console", ["camera"]);
  // No analytics, map or captcha of its own (the e2e tenant's map is on OpenStreetMap).
  expect(response?.headers()["content-security-policy"]).not.toMatch(/googletagmanager|openstreetmap|recaptcha/);
  await expect(desk.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  expect(await allowedOf(desk, permissions)).toEqual(["camera"]);
  expect(problems).toEqual({ violations: [], console: [], errors: [] });
  await context.close();
});
