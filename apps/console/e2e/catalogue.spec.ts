// The console's catalogue and quote desk: staff correct a prop and hide it, and close a customer's request
// without a quote, which the customer then reads on the storefront.
import {
  consoleAs,
  expect,
  expectLoggedIn,
  expectNoSeriousViolations,
  fillRentalDates,
  logIn,
  plainAccount,
  staffAccount,
  test,
} from "@backlot/local-stack/e2e";

test("staff correct a prop in the catalogue and hide it; staff close a request the customer then sees closed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await consoleAs(browser, staffAccount);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(desk.getByRole("heading", { name: "Catalogue" })).toBeVisible();
  await expect(desk.getByRole("complementary", { name: "When the storefront shows changes" })).toContainText(
    "backlot catalogue pull",
  );
  // A prop found by its item number, opened in the editor.
  await desk.getByRole("searchbox", { name: "Find a prop" }).fill("BPH-10093");
  await expect(desk.getByRole("row")).toHaveCount(2);
  await expectNoSeriousViolations(desk, "the catalogue");
  await desk.getByRole("row").nth(1).getByRole("link").click();
  await expect(desk.getByRole("textbox", { name: /^Name/ })).toBeVisible();
  await expectNoSeriousViolations(desk, "a prop");
  await desk.getByRole("textbox", { name: /^Name/ }).fill("Corrected 1920s 35mm camera");
  await desk.getByRole("textbox", { name: /^Weekly rate/ }).fill("123.45");
  await desk.getByRole("checkbox", { name: /Shown to customers/ }).uncheck();
  await desk.getByRole("button", { name: "Save changes" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Saved." })).toContainText(
    "The storefront shows it after its next build.",
    { timeout: 30_000 },
  );
  await expect(desk.getByRole("heading", { level: 1, name: "Corrected 1920s 35mm camera" })).toBeVisible();
  await expect(desk.getByText(/\$123\.45 a week · hidden from customers · changed in the console/)).toBeVisible();
  // The catalogue now lists it with the hidden props, found by its new name.
  await desk.getByRole("main").getByRole("link", { name: "Catalogue" }).click();
  await desk.getByRole("group", { name: "Props by visibility" }).getByRole("button", { name: "Hidden" }).click();
  await desk.getByRole("searchbox", { name: "Find a prop" }).fill("corrected");
  await expect(desk.getByRole("row", { name: /Corrected 1920s 35mm camera BPH-10093 \$123\.45/ })).toBeVisible();

  // A request the prop house will not price: closed with a note, which the customer reads.
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expectLoggedIn(page);
  const production = `Osprey${Math.floor(Math.random() * 1e5)} shoot`;
  await page.goto("/props/BPH-10092");
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).click();
  await page.getByLabel("Name").fill("Dana Demo");
  await page.getByLabel(/^Production or company/).fill(production);
  await fillRentalDates(page);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Thank you: your quote request is in")).toBeVisible({ timeout: 30_000 });
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Quote desk" }).click();
  await desk.getByRole("searchbox", { name: "Find by customer or production" }).fill(production.split(" ")[0] ?? "");
  await desk
    .getByRole("row", { name: new RegExp(production) })
    .getByRole("link")
    .click();
  await desk.getByRole("button", { name: "Close without a quote" }).click();
  await desk.getByRole("textbox", { name: /Why, for the customer/ }).fill("Those are out until March.");
  await desk.getByRole("button", { name: "Close the request" }).click();
  await expect(desk.getByText("Closed without a quote: “Those are out until March.”")).toBeVisible({
    timeout: 30_000,
  });
  await page.goto("/account/quotes");
  await expect(
    page
      .getByRole("region", { name: new RegExp(production) })
      .getByText("We could not quote this request: Those are out until March."),
  ).toBeVisible();
});
