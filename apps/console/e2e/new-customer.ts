// A new customer on the storefront, for the console's specs that need one to serve.
import type { Page } from "@playwright/test";
import { expect, expectLoggedIn, signUp } from "@backlot/local-stack/e2e";

/** A new customer, signed up and past the onboarding profile. */
export async function newCustomer(page: Page, email: string, name: { first: string; last: string }): Promise<void> {
  await signUp(page, email, name);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectLoggedIn(page);
}
