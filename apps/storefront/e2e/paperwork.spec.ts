// Issue 33's release gate, end to end in two browsers on the local stack: Lee (the demo customer whose insurance
// lapsed) uploads a new certificate, signs the rental agreement and authorises a card on their order's page; staff
// accept the certificate in the console's review queue; each side's checklist follows the other's steps without a
// reload; and the order goes out with nothing to override. Both sides download the same signed PDF.
import { readFileSync } from "node:fs";
import { orderReference } from "@backlot/domain";
import {
  certificatePdf,
  consoleAs,
  consoleUrl,
  expect,
  expectLoggedIn,
  expectNoSeriousViolations,
  inDays,
  lapsedAccount,
  logIn,
  savedPdf,
  staffAccount,
  test,
} from "@backlot/local-stack/e2e";

const orderPath = `/account/orders/${lapsedAccount.orderId}`;
const reference = orderReference(lapsedAccount.orderId);

test("a customer sends and signs, staff accept, and the order goes out with its checklist met", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto("/auth/login");
  await logIn(page, lapsedAccount.email, lapsedAccount.password);
  await expectLoggedIn(page);

  // The customer's order page says what is missing, and why.
  await page.goto(orderPath);
  const checklist = page.getByRole("region", { name: "Before it leaves the dock" });
  await expect(checklist.getByRole("status")).toHaveText("3 things are still needed before the order goes out.");
  await expect(checklist).toContainText(/Insurance expires .*, before the return on/);
  await expectNoSeriousViolations(page, "an order's page");

  // Staff see the same list on their side, and cannot release it without a reason.
  const desk = await consoleAs(browser, staffAccount);
  await desk.goto(`${consoleUrl}/orders/${lapsedAccount.orderId}`);
  const deskChecklist = desk.getByRole("region", { name: "Before it leaves the dock" });
  await expect(deskChecklist.getByRole("status")).toHaveText("3 things are still needed before the order goes out.");

  // The customer sends a new certificate from their paperwork page (the file goes to the file store first).
  await page.getByRole("link", { name: "Send it on your paperwork page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paperwork" })).toBeVisible();
  const form = page.getByRole("form", { name: "Send a certificate of insurance" });
  const certificate = Buffer.from(
    await certificatePdf(["CERTIFICATE OF LIABILITY INSURANCE", "Insurer: Hudson Mutual, policy HM-2231-77"]),
  );
  await form.getByLabel(/The certificate \(PDF/).setInputFiles({
    name: "coi-hudson.pdf",
    mimeType: "application/pdf",
    buffer: certificate,
  });
  await form.getByLabel("Insurer").fill("Hudson Mutual");
  await form.getByLabel("Policy number").fill("HM-2231-77");
  await form.getByLabel("Coverage starts").fill(inDays(-1));
  await form.getByLabel("Coverage ends").fill(inDays(120));
  await form.getByLabel(/Limit each occurrence/).fill("2,000,000");
  await form.getByLabel("Additional insured").check();
  await form.getByLabel("Loss payee").check();
  await form.getByRole("button", { name: "Send for review" }).click();
  await expect(form.getByText(/The prop house will review it/)).toBeVisible({ timeout: 30_000 });
  const sent = page.getByRole("article", { name: "Certificate of insurance: Hudson Mutual, policy HM-2231-77" });
  await expect(sent.getByText("Awaiting review")).toBeVisible();

  // Staff accept it from the review queue; the file they open is the one the customer sent.
  await desk
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: /^Paperwork/ })
    .click();
  const queued = desk.getByRole("article", { name: /Certificate of insurance: Hudson Mutual, policy HM-2231-77/ });
  await expect(queued).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(desk, "the paperwork queue");
  const [file] = await Promise.all([
    desk.waitForEvent("download"),
    queued.getByRole("button", { name: "Open coi-hudson.pdf" }).click(),
  ]);
  expect(readFileSync(await file.path()).equals(certificate)).toBe(true);
  await queued.getByRole("group", { name: "Review" }).getByRole("button", { name: "Accept" }).click();
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  // The customer's paperwork page shows it accepted, without a reload.
  await expect(sent.getByText("Accepted")).toBeVisible({ timeout: 10_000 });

  // Back on the order: insurance is done; the customer signs and authorises a card.
  await page.goto(orderPath);
  await expect(checklist.getByRole("status")).toHaveText("2 things are still needed before the order goes out.");
  const signing = page.getByRole("form", { name: "Sign the rental agreement" });
  await signing.getByLabel("Your full name").fill("Lee Lapsed");
  await signing.getByRole("checkbox").check();
  await signing.getByRole("button", { name: "Sign" }).click();
  await expect(checklist).toContainText(/Signed by Lee Lapsed on/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Authorise a card" }).click();
  await page.getByRole("radio", { name: "Visa, succeeds" }).check();
  await page.getByRole("button", { name: /^Authorise \$/ }).click();
  await expect(checklist.getByRole("status")).toHaveText("Everything is on file: the order can go out.", {
    timeout: 30_000,
  });

  // Staff's checklist followed without a reload, and the order goes out with nothing to override.
  await desk.goto(`${consoleUrl}/orders/${lapsedAccount.orderId}`);
  await expect(deskChecklist.getByRole("status")).toHaveText("Everything is on file: the order can go out.");
  await desk.getByRole("button", { name: "Mark out (picked up or delivered)" }).click();
  await expect(desk.getByText("Out on rental", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Out on rental");

  // Both sides download the same signed agreement: the typed name, the order and the version are in it.
  const customerPdf = (
    await savedPdf(page, () => page.getByRole("button", { name: "Download the signed PDF" }).click())
  ).text;
  expect(customerPdf).toContain("Lee Lapsed");
  expect(customerPdf).toContain(reference);
  const staffPdf = (await savedPdf(desk, () => desk.getByRole("button", { name: "Download the signed PDF" }).click()))
    .text;
  expect(staffPdf).toEqual(customerPdf);
});
