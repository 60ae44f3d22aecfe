// The dock on a tablet (issue 34): staff print a confirmed order's pull sheet and the day's, tick its lines as they
// come off the shelves until it is all pulled, and print labels for props found in the catalogue. The sheets are read
// back as a person would read them (poppler's pdftotext and pdfimages): the lines under their shelves, the photos in.
import { orderReference } from "@backlot/domain";
import {
  consoleUrl,
  expect,
  expectNoSeriousViolations,
  readyAccount,
  savedPdf,
  staffAccount,
  test,
} from "@backlot/local-stack/e2e";

const reference = orderReference(readyAccount.orderId);

test("staff pull an order on a tablet with its pull sheet, and print labels from the catalogue", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tablet = await (await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true })).newPage();
  await tablet.goto(`${consoleUrl}/`);
  await tablet.getByLabel("Email").fill(staffAccount.email);
  await tablet.getByLabel("Password", { exact: true }).fill(staffAccount.password);
  await tablet.getByRole("button", { name: "Log in" }).click();
  await expect(tablet.getByRole("navigation", { name: "Console" })).toBeVisible({ timeout: 30_000 });

  // Riley's confirmed order: two lines, 1 and 2 pieces, nothing pulled yet.
  await tablet.goto(`${consoleUrl}/orders/${readyAccount.orderId}`);
  const pulling = tablet.getByRole("region", { name: "Pulling" });
  await expect(pulling.getByRole("status")).toHaveText("Pulled 0 of 3");
  await expectNoSeriousViolations(tablet, "an order's pull list");

  // The pull sheet: the order, each line with its item number, under its shelf, with its photo.
  const sheet = await savedPdf(tablet, () => tablet.getByRole("button", { name: "Print the pull sheet" }).click());
  expect(sheet.name).toBe(`pull-sheet-${reference}.pdf`);
  expect(sheet.text).toContain(`Pull sheet · ${reference}`);
  expect(sheet.text).toContain("Harbor Lights (feature)");
  await expect(pulling.getByRole("checkbox")).toHaveCount(2);
  const shelves = await pulling.getByRole("heading", { level: 3 }).allTextContents();
  for (const shelf of shelves) expect(sheet.text).toContain(shelf);
  expect(sheet.images, "each line's photo is on the sheet").toBeGreaterThan(0);
  await expect(tablet.getByRole("status").filter({ hasText: "Pull sheet saved: 2 lines." })).toBeVisible();

  // Ticked line by line, a piece at a time where there are several; the count is the server's.
  for (const box of await pulling.getByRole("checkbox").all()) await box.check();
  await expect(pulling.getByRole("status")).toHaveText("Pulled 3 of 3");
  const several = pulling.getByRole("button", { name: /^One fewer / });
  await several.click();
  await expect(pulling.getByRole("status")).toHaveText("Pulled 2 of 3");
  await pulling.getByRole("button", { name: /^One more / }).click();
  // Kept by the server before the page goes: the list is busy while ticks are on their way.
  await expect(pulling).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  await tablet.reload();
  await expect(tablet.getByRole("region", { name: "Pulling" }).getByRole("status")).toHaveText("Pulled 3 of 3");

  // The day plan says so, and prints the day's sheet.
  const day = (await tablet.getByRole("main").getByRole("link", { name: "Day plan" }).getAttribute("href")) ?? "";
  await tablet.goto(`${consoleUrl}${day}`);
  const going = tablet.getByRole("region", { name: "Going out" });
  await expect(going.getByRole("listitem").filter({ hasText: reference })).toContainText("Pulled 3 of 3");
  const daySheet = await savedPdf(tablet, () =>
    going.getByRole("button", { name: "Print the day's pull sheet" }).click(),
  );
  expect(daySheet.text).toContain(reference);

  // Labels for the props a search finds, each with its item number.
  await tablet.goto(`${consoleUrl}/catalogue`);
  await tablet.getByRole("searchbox", { name: "Find a prop" }).fill("BPH-1009");
  await expect(tablet.getByRole("row").nth(1)).toBeVisible();
  const found = (await tablet.getByRole("row").allTextContents()).slice(1);
  await tablet.getByLabel("Label stock").selectOption("avery-5163");
  const labels = await savedPdf(tablet, () =>
    tablet.getByRole("button", { name: "Print labels for the props found" }).click(),
  );
  expect(labels.name).toMatch(/^labels-shown-.*\.pdf$/);
  for (const row of found) expect(labels.text).toContain(/BPH-\d+/.exec(row)?.[0] ?? "no item number");
  await expect(
    tablet.getByRole("status").filter({ hasText: /^Labels saved: \d+ labels? on Avery 5163/ }),
  ).toBeVisible();
});
