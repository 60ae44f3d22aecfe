// The console on an upright tablet, the staff's device at the dock: no section scrolls the page sideways,
// and every button is big enough to tap.
import { consoleAs, expect, staffAccount, test, uprightTablet } from "@backlot/local-stack/e2e";

test("the console fits an upright tablet: no section scrolls the page sideways; buttons are big enough", async ({
  browser,
}) => {
  const tablet = await consoleAs(browser, staffAccount, uprightTablet);
  for (const [section, heading] of [
    ["Quote desk", "Quote desk"],
    ["Orders", "Orders"],
    ["Day plan", /^Day plan/],
    ["Inbox", "Inbox"],
    ["Customers", "Customers"],
    ["Catalogue", "Catalogue"],
  ] as const) {
    await tablet.getByRole("navigation", { name: "Console" }).getByRole("link", { name: section }).click();
    await expect(tablet.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const overflow = await tablet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${section} scrolls the page sideways`).toBeLessThanOrEqual(0);
    const small = await tablet
      .getByRole("main")
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getBoundingClientRect().height < 44)
          .map((button) => button.textContent ?? ""),
      );
    expect(small, `${section}: buttons under 44 px tall`).toEqual([]);
  }
});
