// What the storefront's and the console's Content-Security-Policy tests share: watching a page for
// everything the browser refuses, and the headers every page of both is served with.
import { type APIResponse, type Page, type Response, expect } from "@playwright/test";

export interface Problems {
  violations: string[];
  console: string[];
  errors: string[];
}

/** Everything the browser says it refused (or threw) on this page, from now on. */
export async function watch(page: Page): Promise<Problems> {
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

/**
 * Checks a served page's headers other than its Content-Security-Policy; returns its Permissions-Policy. `ownFeatures`
 * are those the app's own pages may use (the console's dock: the camera), and no other origin.
 */
export function expectSecurityHeaders(
  response: Response | APIResponse | null,
  path: string,
  ownFeatures: readonly string[] = [],
): string {
  const headers = response?.headers() ?? {};
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
    const allow = ownFeatures.includes(feature) ? "\\(self\\)" : "\\(\\)";
    expect(permissions, path).toMatch(new RegExp(`(^|, )${feature}=${allow}(,|$)`));
  }
  return permissions;
}

/** The features a Permissions-Policy names that this browser knows but lets the page use. */
export const allowedOf = (page: Page, permissions: string) =>
  page.evaluate(
    (names) => {
      // Chromium's view of the policy in force (no other browser has it).
      const policy = (
        document as unknown as { featurePolicy: { features(): string[]; allowsFeature(f: string): boolean } }
      ).featurePolicy;
      return names.filter((name) => policy.features().includes(name) && policy.allowsFeature(name));
    },
    permissions.split(", ").map((member) => member.split("=")[0] ?? ""),
  );
