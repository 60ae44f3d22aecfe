// The console's inbox and the customer's messages, in two browser contexts: messages go both ways, live,
// and both sides count what is unread alike.
import {
  consoleAs,
  expect,
  expectNoSeriousViolations,
  staffAccount,
  test,
  uniqueEmail,
} from "@backlot/local-stack/e2e";
import { newCustomer } from "./new-customer.js";

test("messages go both ways, live, and both sides count what is unread alike", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("inbox");
  await newCustomer(page, email, { first: "Lena", last: "Okoye" });
  await page.goto("/account/messages");
  const question = `Do you have the brass lamps for the ${Math.floor(Math.random() * 1e5)} shoot?`;
  await page.getByLabel("Message", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("log").getByText(question)).toBeVisible({ timeout: 30_000 });

  // Staff see the conversation unread, open it (which reads it), and answer.
  const desk = await consoleAs(browser, staffAccount);
  const inboxLink = desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /^Inbox/ });
  await expect(inboxLink).toContainText("unread");
  await inboxLink.click();
  const conversation = desk
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("link", { name: /Lena Okoye/ });
  await expect(conversation).toContainText("1 unread");
  await expect(conversation).toContainText(question);
  await conversation.click();
  await expect(desk.getByRole("log").getByText(question)).toBeVisible();
  await expect(conversation).not.toContainText("unread");
  await expectNoSeriousViolations(desk, "the inbox");
  const answer = "Yes: two of them, held for you until Friday.";
  await desk.getByLabel("Message", { exact: true }).fill(answer);
  await desk.getByRole("button", { name: "Send" }).click();
  await expect(desk.getByRole("log").getByText(answer)).toBeVisible({ timeout: 30_000 });

  // The customer, still on their messages page, gets it without a reload; reading it is seen on the desk.
  await expect(page.getByRole("log").getByText(answer)).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByText("Lena Okoye has read everything you sent.")).toBeVisible({ timeout: 30_000 });

  // A second answer while the customer is elsewhere: both sides count it as one unread.
  await page.goto("/account");
  await desk.getByLabel("Message", { exact: true }).fill("They are on the dock now.");
  await desk.getByRole("button", { name: "Send" }).click();
  await expect(desk.getByText("Lena Okoye has not read your last message yet.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Messages/ })).toContainText("1 unread message from us");
});
