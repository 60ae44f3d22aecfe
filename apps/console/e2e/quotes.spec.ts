// The prop house's console on the local stack, beside the storefront, in two browser contexts: a
// customer's and the staff's. A quote goes from the customer's request to the staff's price and
// back, becomes an order when accepted, and staff take the order through its life to the day plan.
import {
  consoleAs,
  expect,
  expectNoSeriousViolations,
  fillRentalDates,
  savedPdf,
  staffAccount,
  test,
  uniqueEmail,
} from "@backlot/local-stack/e2e";
import { newCustomer } from "./new-customer.js";

test("staff price a customer's request in the console; the customer accepts it and it is an order", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer: a new account, and a quote request for one prop.
  const email = uniqueEmail("console");
  await newCustomer(page, email, { first: "Rosa", last: "Quintero" });
  const production = `Kestrel${Math.floor(Math.random() * 1e5)} campaign`;
  await page.goto("/props/BPH-10092");
  const propName = await page.getByRole("heading", { level: 1 }).innerText();
  await page.getByRole("article").getByRole("link", { name: "Request a Quote" }).click();
  await page.getByLabel("Name").fill("Rosa Quintero");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Production or company/).fill(production);
  await fillRentalDates(page);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Thank you: your quote request is in")).toBeVisible({ timeout: 30_000 });

  // Staff find it on the desk by its production, open it and price it.
  const desk = await consoleAs(browser, staffAccount);
  await expect(desk.getByRole("heading", { name: "Quote desk" })).toBeVisible();
  await expectNoSeriousViolations(desk, "the quote desk");
  await desk.getByRole("searchbox", { name: "Find by customer or production" }).fill(production.split(" ")[0] ?? "");
  const row = desk.getByRole("row", { name: new RegExp(production) });
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(desk.getByRole("heading", { level: 1, name: new RegExp(production) })).toBeVisible();
  const line = desk.getByRole("listitem", { name: propName });
  await expect(line).toContainText("in stock");
  await expect(line.getByRole("img")).toBeVisible();
  await expectNoSeriousViolations(desk, "a quote request");
  await line.getByRole("textbox", { name: /^Weekly rate/ }).fill("40.00");
  await desk.getByRole("textbox", { name: "Note to the customer" }).fill("Held for you until Friday.");
  await desk.getByRole("button", { name: "Send quote" }).click();
  await expect(desk.getByText(/Quote sent/)).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByText("Quoted", { exact: true })).toBeVisible();
  const reference = (await desk.getByRole("heading", { level: 1 }).innerText()).split(":")[0] ?? "";

  // The customer sees the price live, week by week, and accepts it.
  await page.goto("/account/quotes");
  const quote = page.getByRole("region", { name: new RegExp(production) });
  await expect(quote.getByText("Held for you until Friday.")).toBeVisible();
  await expect(quote.getByRole("table", { name: /week/i }).getByRole("rowheader")).toHaveText([
    "Week 1",
    "Week 2",
    "Week 3",
  ]);
  // The customer keeps the quote as a PDF in the house's brand, under its reference.
  const pdf = await savedPdf(page, () => quote.getByRole("button", { name: "Download the quote (PDF)" }).click());
  expect([pdf.name, pdf.text]).toEqual([`quote-${reference}.pdf`, expect.stringContaining(`Quote ${reference}`)]);
  await quote.getByRole("button", { name: "Accept and order" }).click();
  await expect(quote.getByText("Accepted: now an order")).toBeVisible({ timeout: 30_000 });
  await quote.getByRole("link", { name: "your orders" }).click();
  await expect(page.getByRole("region", { name: /O-[A-Z0-9]{8}/ }).first()).toBeVisible();

  // On the desk it is accepted, with its order.
  await expect(desk.getByText(/The customer accepted it: order O-[A-Z0-9]{8}/)).toBeVisible();
  await desk.getByRole("link", { name: "Quote desk" }).first().click();
  await desk.getByRole("group", { name: "Requests by status" }).getByRole("button", { name: "Accepted" }).click();
  await expect(desk.getByRole("row", { name: new RegExp(production) })).toHaveCount(1);

  // Staff take the order through its life; the customer sees each status without reloading.
  await desk
    .getByRole("row", { name: new RegExp(production) })
    .getByRole("link")
    .click();
  await desk.getByRole("link", { name: /^O-[A-Z0-9]{8}$/ }).click();
  await expect(desk.getByRole("heading", { level: 1, name: /^O-[A-Z0-9]{8}/ })).toBeVisible();
  await expectNoSeriousViolations(desk, "an order");
  const order = page.getByRole("region", { name: /O-[A-Z0-9]{8}/ }).first();
  const steps: [button: string, status: string, note: string][] = [
    ["Confirm the order", "Confirmed", "Ready from 9am at the dock."],
    ["Mark out (picked up or delivered)", "Out on rental", ""],
    ["Mark returned", "Returned", "All back in one piece, thank you."],
  ];
  for (const [button, status, note] of steps) {
    if (note) await desk.getByRole("textbox", { name: "Note to the customer (optional)" }).fill(note);
    await desk.getByRole("button", { name: button }).click();
    if (status === "Out on rental") {
      // The New York house requires papers this new customer has not sent: staff release it with a reason, which the
      // server keeps in the audit trail (the paperwork spec releases an order with everything on file).
      const why = desk.getByRole("form", { name: /^Release O-[A-Z0-9]{8} without the 3 things still needed\?$/ });
      await why.getByRole("textbox", { name: "Why it goes out without them" }).fill("Regular client; papers by noon.");
      await why.getByRole("button", { name: "Release without them" }).click();
    }
    await expect(desk.getByText(status, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(order.getByRole("heading", { level: 2 })).toContainText(status);
    if (note) await expect(order.getByText(note)).toBeVisible();
  }
  await expect(desk.getByText("This order is finished: nothing more to do.")).toBeVisible();
  await expect(order.getByRole("region", { name: "Progress" }).getByRole("listitem")).toHaveCount(4);

  // The day plan of its pick-up day lists it as going out.
  const orderReference = (await desk.getByRole("heading", { level: 1 }).innerText()).split(":")[0] ?? "";
  await desk.getByRole("main").getByRole("link", { name: "Day plan" }).click();
  await expect(
    desk.getByRole("region", { name: "Going out" }).getByRole("link", { name: orderReference }),
  ).toBeVisible();
  await expectNoSeriousViolations(desk, "the day plan");
});
