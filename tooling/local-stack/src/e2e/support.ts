// What the end-to-end tests of the storefront and the console share: a `page` whose goto waits for the
// app to take over, the local stack's Auth emulator (its REST API shows the codes it "texted") and the
// demo accounts.
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  test as base,
  expect,
} from "@playwright/test";
import { demoAccounts } from "@backlot/demo";
import { authEmulator, consoleUrl, firestoreEmulator } from "./stack.js";

export { expect };
export { authEmulator, consoleUrl, e2eOutDir, firestoreEmulator, secondStorefrontUrl } from "./stack.js";
export { certificatePdf } from "../seed-paperwork.js";
export { savedPdf } from "./saved-pdf.js";
export type { SavedPdf } from "./saved-pdf.js";

/**
 * Prerendered pages are readable before the app starts (after their first paint), so a click
 * right after loading could land before React does: with JavaScript on, goto also waits for the
 * app (RootLayout marks <html data-app="started">).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForSelector("html[data-app=started]", { state: "attached" });
        return response;
      };
    }
    await use(page);
  },
});

/**
 * A prop card's name. textContent, not innerText: cards far down a page are laid out only as they near the screen
 * (content-visibility), and the innerText of what is not laid out is empty.
 */
export const cardName = async (card: Locator): Promise<string> =>
  ((await card.getByRole("heading").textContent()) ?? "").trim();

export const projectId = "demo-backlot";
export const [plainAccount, phoneAccount, lapsedAccount, readyAccount, staffAccount] = demoAccounts;

/** The New York tenant's vendor. */
export const vendorId = "bowery-prop-house";

/**
 * The prop house approves a new customer, as staff would in the console (whose own test does it
 * there): for journeys that need an approved account and are about something else. Both emulators
 * take "owner" as the server's credentials, past the rules.
 */
export async function approveAsThePropHouse(email: string): Promise<void> {
  const owner = { Authorization: "Bearer owner", "Content-Type": "application/json" };
  const lookup = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ email: [email] }),
    },
  );
  const uid = ((await lookup.json()) as { users?: { localId: string }[] }).users?.[0]?.localId;
  if (!uid) throw new Error(`The Auth emulator has no account ${email} to approve`);
  const documents = `${firestoreEmulator}/v1/projects/${projectId}/databases/(default)/documents`;
  const record = `${documents}/vendors/${vendorId}/users/${uid}`;
  const update = await fetch(`${record}?updateMask.fieldPaths=isAuthorized&currentDocument.exists=true`, {
    method: "PATCH",
    headers: owner,
    body: JSON.stringify({ fields: { isAuthorized: { booleanValue: true } } }),
  });
  if (!update.ok) throw new Error(`Approving ${email} failed: ${update.status.toString()} ${await update.text()}`);
}

/** The last SMS code the emulator sent to `phoneNumber`. */
export async function lastSmsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`The Auth emulator sent no code to ${phoneNumber}`);
  return code;
}

/** "YYYY-MM-DD", `days` from today (rental dates for the forms). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A rental from a week from today to three weeks and a day (16 days: three rental weeks). */
export async function fillRentalDates(page: Page): Promise<void> {
  await page.getByLabel("Pick-up date").fill(inDays(7));
  await page.getByLabel("Return date").fill(inDays(22));
}

/** A new address for each signup, so tests never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@studio.example`;

/** Fills in and sends the sign-up form for a new customer (the app then asks for their profile). */
export async function signUp(page: Page, email: string, name: { first: string; last: string }): Promise<void> {
  await page.goto("/auth/signup");
  await page.getByLabel("First name").fill(name.first);
  await page.getByLabel("Last name").fill(name.last);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("backlot-demo-pass");
  await page.getByLabel("Confirm password").fill("backlot-demo-pass");
  await page.getByRole("button", { name: "Create account" }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toHaveCount(0);
}

/** axe finds no serious or critical violation on the page as it is now (`path` names it in the report). */
export async function expectNoSeriousViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

/** The dock's tablet, upright: the console's staff use one at the dock. */
export const uprightTablet = { viewport: { width: 768, height: 1024 }, hasTouch: true } as const;

/** A page in a context of its own (on `device`, a desk's screen unless said), signed in to the console as `account`. */
export async function consoleAs(
  browser: Browser,
  account: { email: string; password: string },
  device: BrowserContextOptions = {},
): Promise<Page> {
  const desk = await (await browser.newContext(device)).newPage();
  await desk.goto(`${consoleUrl}/`);
  await expect(desk.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await desk.getByLabel("Email").fill(account.email);
  await desk.getByLabel("Password", { exact: true }).fill(account.password);
  await desk.getByRole("button", { name: "Log in" }).click();
  // Signed in (the form is gone: the console, or the page that says why not) before the spec goes anywhere, or a
  // page opened while the sign-in is still under way asks again. A loaded 2-core CI machine has taken over 10 s.
  await expect(desk.getByRole("heading", { name: "Staff sign-in" })).toBeHidden({ timeout: 30_000 });
  return desk;
}
