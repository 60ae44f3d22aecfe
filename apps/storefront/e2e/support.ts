// What the end-to-end tests share: the local stack's Auth emulator (its REST API shows the codes
// it "texted") and the demo accounts.
import { type Page, expect } from "@playwright/test";
import { demoAccounts } from "../scripts/demo-accounts.js";

export const authEmulator = "http://127.0.0.1:9199";
export const projectId = "demo-backlot";
export const [plainAccount, phoneAccount] = demoAccounts;

/** The last SMS code the emulator sent to `phoneNumber`. */
export async function lastSmsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`The Auth emulator sent no code to ${phoneNumber}`);
  return code;
}

/** A new address for each signup, so tests never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@studio.example`;

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toHaveCount(0);
}
