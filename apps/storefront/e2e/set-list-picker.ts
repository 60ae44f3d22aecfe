// The "Add to set list" picker, as the specs use it once it is open: a new list made in one step.
import type { Page } from "@playwright/test";
import { expect } from "@backlot/local-stack/e2e";

/**
 * Makes a set list named `name` in the open picker, sees the prop ticked on it and the store's answer ("Created …":
 * leaving before then could lose the change), and closes the picker.
 */
export async function addToNewSetList(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "New set list" }).click();
  await page.getByLabel("Set list name").fill(name);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("checkbox", { name })).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: `Created ${name}` })).toHaveCount(1);
  await page.keyboard.press("Escape");
}
