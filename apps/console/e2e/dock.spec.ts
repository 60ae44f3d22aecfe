// The dock on a tablet (issue 34): staff print a confirmed order's pull sheet and the day's, tick its lines as they
// come off the shelves until it is all pulled, and print labels for props found in the catalogue. The sheets are read
// back as a person would read them (poppler's pdftotext and pdfimages): the lines under their shelves, the photos in.
// At the check-out, one piece is scanned by the tablet's camera, which films a label's QR code (e2e/fake-camera.ts).
// The same order then comes back with a piece damaged, is invoiced, and its customer sees the invoice.
import { orderReference } from "@backlot/domain";
import {
  consoleAs,
  consoleUrl,
  expect,
  expectLoggedIn,
  expectNoSeriousViolations,
  logIn,
  readyAccount,
  savedPdf,
  staffAccount,
  test,
  uprightTablet,
} from "@backlot/local-stack/e2e";
import { sightingWindowMs } from "../src/dock/CameraScan/sightings.js";
import { fakeCameraLaunchOptions, showToCamera } from "./fake-camera.js";

const reference = orderReference(readyAccount.orderId);
/** A 1×1 PNG: a photo of the damage, as far as the file store and the server can tell. */
const onePixelPng = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

// This file's browser has a camera that films what the spec shows it.
test.use({ launchOptions: fakeCameraLaunchOptions });

test("staff pull an order on a tablet with its pull sheet, and print labels from the catalogue", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tablet = await consoleAs(browser, staffAccount, uprightTablet);

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
  // The list as the search left it: every row found by that item number (the whole catalogue shows before).
  // One reading per try, kept: two readings could pass on an empty list and then on the whole catalogue.
  let found: string[] = [];
  await expect
    .poll(async () => {
      found = (await tablet.getByRole("row").allTextContents()).slice(1);
      return found.length > 0 && found.every((row) => row.includes("BPH-1009"));
    })
    .toBe(true);
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

test("staff check an order out and back in on a tablet, one piece damaged, and the customer sees the invoice", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const tablet = await consoleAs(browser, staffAccount, uprightTablet);

  // From Riley's confirmed order (its papers all on file) to the dock.
  await tablet.goto(`${consoleUrl}/orders/${readyAccount.orderId}`);
  await tablet.getByRole("link", { name: "Check it out at the dock" }).click();
  await expect(tablet.getByRole("heading", { level: 1 })).toContainText(`Check out ${reference}`);
  const truck = tablet.getByRole("region", { name: "On the truck" });
  await expect(truck.getByRole("status")).toHaveText("Scanned 0 of 3");
  await expectNoSeriousViolations(tablet, "the dock's check-out");

  // The lines' item numbers, as their labels carry them; the field has focus, as a scanner needs.
  const items = await truck.getByRole("listitem").evaluateAll((rows) =>
    rows.map((row) => ({
      // The line's label names the prop and its item number; its count ("0 of 2") is beside it.
      itemNumber: /BPH-\d+/.exec(row.querySelector("label")?.textContent ?? "")?.[0] ?? "",
      quantity: Number(/of (\d+)/.exec(row.textContent ?? "")?.[1] ?? 0),
    })),
  );
  expect(items.map((item) => item.quantity).sort()).toEqual([1, 2]);
  const field = tablet.getByLabel("Scan a label, or type its item number");
  await expect(field).toBeFocused();
  const scan = async (code: string) => {
    await tablet.keyboard.type(code, { delay: 5 });
    await tablet.keyboard.press("Enter");
  };

  // A stranger prop and one too many are refused, plainly; everything else counts.
  await scan("BPH-00001");
  await expect(tablet.getByRole("alert").filter({ hasText: "BPH-00001" })).toContainText(
    `BPH-00001 is not on order ${reference}: keep it off the truck`,
  );
  const single = items.find((item) => item.quantity === 1)?.itemNumber ?? "";
  const double = items.find((item) => item.quantity === 2)?.itemNumber ?? "";
  await scan(single);
  await expect(truck.getByRole("status")).toHaveText("Scanned 1 of 3");
  await scan(single);
  await expect(tablet.getByRole("alert").filter({ hasText: "One too many" })).toContainText("is scanned out already");
  await scan(double);
  await expect(truck.getByRole("status")).toHaveText("Scanned 2 of 3");

  // The last piece by the tablet's camera: its label's QR code counts once, however long it stays in view.
  showToCamera(double);
  const camera = tablet.getByRole("region", { name: "Camera scanner" });
  await camera.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(truck.getByRole("status")).toHaveText("Scanned 3 of 3");
  const cameraScans = camera.getByRole("list", { name: "Last camera scans" }).getByRole("listitem");
  await expect(cameraScans).toHaveCount(1);
  // Counted (a tick, the line's name and its count), not refused.
  await expect(cameraScans).toHaveText(new RegExp(`^✓${double} .+: 2 of 2$`));
  await expectNoSeriousViolations(tablet, "the dock's camera scanner");
  // Still in view past the window (the reader reads it several times a second): nothing counted twice, nothing refused.
  await tablet.waitForTimeout(sightingWindowMs + 500);
  await expect(cameraScans).toHaveCount(1);
  await expect(truck.getByRole("status")).toHaveText("Scanned 3 of 3");
  // Escape turns the camera off and lets it go; the button keeps the focus.
  await tablet.keyboard.press("Escape");
  await expect(camera.getByRole("button", { name: "Scan with the camera" })).toBeFocused();
  const preview = camera.getByLabel("What the camera sees");
  expect(await preview.evaluate((video: HTMLVideoElement) => video.srcObject)).toBeNull();

  // The driver prints their name and signs with a finger; the order goes out.
  const handOver = tablet.getByRole("form", { name: "Hand over to the driver" });
  await expect(handOver).toContainText("3 pieces scanned out, waiting for the driver's signature.");
  await handOver.getByLabel("Driver's printed name").fill("Dee Driver");
  const pad = handOver.getByLabel("Driver's signature: draw it with a finger or pen");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("The signature pad is not on the screen");
  await tablet.mouse.move(box.x + 20, box.y + box.height / 2);
  await tablet.mouse.down();
  for (const step of [1, 2, 3, 4, 5]) await tablet.mouse.move(box.x + 20 + step * 40, box.y + 20 + (step % 2) * 60);
  await tablet.mouse.up();
  await handOver.getByRole("button", { name: "Hand over 3 pieces" }).click();
  // Out: the screen turns to checking it back in, and keeps the record of the hand-over.
  await expect(tablet.getByRole("region", { name: "Handed over" })).toContainText("3 pieces to Dee Driver", {
    timeout: 30_000,
  });
  await expect(tablet.getByText(/^Out on rental/)).toBeVisible();
  await expect(tablet.getByRole("heading", { level: 1 })).toContainText(`Check in ${reference}`);

  // Back from the set: two pieces scanned back fine, the third reported damaged with what is wrong and its charge.
  const back = tablet.getByRole("region", { name: "Coming back" });
  await expect(back.getByRole("status").first()).toHaveText("Back 0 of 3");
  await tablet.getByLabel("Scan a label coming back, or type its item number").click();
  await scan("BPH-00001");
  await expect(tablet.getByRole("alert").filter({ hasText: "BPH-00001" })).toContainText(
    `BPH-00001 is not on order ${reference}: set it aside and look for its own order`,
  );
  await scan(single);
  await expect(back.getByRole("status").first()).toHaveText("Back 1 of 3");
  await scan(double);
  await expect(back.getByRole("status").first()).toHaveText("Back 2 of 3");
  await expectNoSeriousViolations(tablet, "the dock's check-in");
  await back.getByRole("button", { name: /^Report .+ damaged$/ }).click();
  const damage = back.getByRole("form", { name: /^Report .+ damaged$/ });
  await damage.getByLabel(/What is wrong/).fill("Leg snapped at the joint");
  await damage.getByLabel("Charge for the damage (USD)").fill("85");
  // A photo, as the tablet's camera would give it: sent to the file store with the report.
  await damage.getByLabel("Photos of the damage (optional)").setInputFiles({
    name: "leg.png",
    mimeType: "image/png",
    buffer: Buffer.from(onePixelPng, "base64"),
  });
  await damage.getByRole("button", { name: "Report the damage" }).click();
  await expect(back.getByRole("status").first()).toHaveText("Back 3 of 3 · 1 damaged", { timeout: 30_000 });
  await expect(tablet.getByText(/^Returned/)).toBeVisible();

  // The damaged piece waits in the repair queue, unavailable until cleared.
  await tablet.goto(`${consoleUrl}/repairs`);
  const repair = tablet.getByRole("listitem").filter({ hasText: reference });
  await expect(repair).toContainText("Leg snapped at the joint");
  await expect(repair.getByRole("button", { name: "Photo 1: leg.png" })).toBeVisible();

  // The final invoice, issued on the order's page and printed: the damage is on it.
  await tablet.goto(`${consoleUrl}/orders/${readyAccount.orderId}`);
  await tablet.getByRole("button", { name: "Issue the final invoice" }).click();
  const number = (
    await tablet.getByRole("heading", { name: /^Invoice INV-\d{4,}$/ }).textContent({ timeout: 30_000 })
  )?.replace("Invoice ", "");
  expect(number).toMatch(/^INV-\d{4,}$/);
  await expect(tablet.getByRole("row").filter({ hasText: "Leg snapped at the joint" })).toContainText("$85.00");
  const deskPdf = await savedPdf(tablet, () =>
    tablet.getByRole("button", { name: "Download the invoice (PDF)" }).click(),
  );
  expect(deskPdf.name).toBe(`${number}.pdf`);
  for (const words of [number ?? "", reference, "Leg snapped at the joint", "$85.00"])
    expect(deskPdf.text).toContain(words);

  // Riley sees it on their order's page, with what came back damaged, and keeps the same PDF.
  await page.goto("/auth/login");
  await logIn(page, readyAccount.email, readyAccount.password);
  await expectLoggedIn(page);
  await page.goto(`/account/orders/${readyAccount.orderId}`);
  await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Out and back" })).toContainText("Came back damaged: 1 piece of");
  await expectNoSeriousViolations(page, "an order's page with its invoice");
  const customerPdf = await savedPdf(page, () =>
    page.getByRole("button", { name: "Download the invoice (PDF)" }).click(),
  );
  expect(customerPdf.text).toBe(deskPdf.text);
});
