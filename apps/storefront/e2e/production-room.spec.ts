// The production's room (issue 35) in three browser contexts and the console: a buyer starts a production, invites
// a designer and a coordinator (each joins with a verified address through the mail's link), builds a list in two
// groups and sends it for review; the designer, on a phone, decides its lines; the buyer sees the decisions arrive and
// offers an alternative, which the designer chooses before approving the list; the coordinator requests the quote,
// and staff see on it who approved what. Fresh accounts throughout: the demo production and accounts stay untouched.
import type { Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import type { Prop } from "@backlot/domain";
import { type SerializedIndex, loadIndex } from "@backlot/search/engine";
import {
  approveAsThePropHouse,
  authEmulator,
  consoleAs,
  expect,
  expectLoggedIn,
  expectNoSeriousViolations,
  fillRentalDates,
  firestoreEmulator,
  projectId,
  signUp,
  staffAccount,
  test,
  uniqueEmail,
} from "@backlot/local-stack/e2e";
import { catalogueIndexUrl } from "../src/catalogue/search/catalogue-index.js";

/** The designer's phone. */
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const buyer = { first: "Ada", last: "Okafor", email: uniqueEmail("production-buyer") };
const designer = { first: "Dev", last: "Marlow", email: uniqueEmail("production-designer") };
const coordinator = { first: "Cora", last: "Lind", email: uniqueEmail("production-coordinator") };
const nameOf = (person: { first: string; last: string }) => `${person.first} ${person.last}`;

/**
 * Six props of the demo catalogue without variants, in stock, each named once in it (a line's card and the finder's
 * buttons name it): five for the list, one to offer in another's place. Read from the index the site serves, so a
 * change to the catalogue's generator picks others rather than breaking this.
 */
async function sixProps(page: Page): Promise<Prop[]> {
  const response = await page.request.get(catalogueIndexUrl);
  if (!response.ok()) throw new Error(`The e2e site serves no catalogue at ${catalogueIndexUrl}: ${response.status()}`);
  const { props } = loadIndex((await response.json()) as SerializedIndex);
  const names = new Map<string, number>();
  for (const prop of props) names.set(prop.name, (names.get(prop.name) ?? 0) + 1);
  const found = props.filter(
    (prop) => prop.listed && prop.variants.length === 0 && prop.quantity > 0 && names.get(prop.name) === 1,
  );
  // Far apart in the catalogue, so no name holds another.
  const chosen: Prop[] = [];
  for (const prop of found) {
    if (chosen.some((each) => each.name.includes(prop.name) || prop.name.includes(each.name))) continue;
    chosen.push(prop);
    if (chosen.length === 6) return chosen;
  }
  throw new Error("The demo catalogue has fewer than six listed props without variants, each named once");
}

/** Opens `path` and waits for the app to take over (the `page` fixture's goto does this; other contexts' do not). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-app=started]", { state: "attached" });
}

/** A page in a context of its own, with a new customer signed up on it and past the onboarding profile. */
async function newCustomerIn(
  browser: Browser,
  baseURL: string,
  person: { first: string; last: string; email: string },
  device: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ ...device, baseURL })).newPage();
  await signUp(page, person.email, person);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectLoggedIn(page);
  return page;
}

/** The person follows the verification link the signup mailed them (the Auth emulator keeps it). */
async function followVerificationLink(email: string): Promise<void> {
  const codes = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL").at(-1);
  if (!link) throw new Error(`The Auth emulator sent no verification link to ${email}`);
  const followed = await fetch(link.oobLink);
  if (!followed.ok) throw new Error(`Following ${email}'s verification link failed: ${followed.status.toString()}`);
}

/** The invitation's link in the mail to `email` (the mail document the function queued, read as the server). */
async function invitationLink(email: string): Promise<string> {
  const documents = `${firestoreEmulator}/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(`${documents}:runQuery`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "mail" }],
        where: { fieldFilter: { field: { fieldPath: "to" }, op: "EQUAL", value: { stringValue: email } } },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: { fields: { message: { mapValue: { fields: { text: { stringValue: string } } } } } };
  }[];
  const texts = rows.map((row) => row.document?.fields.message.mapValue.fields.text.stringValue ?? "");
  const path = texts.map((text) => /\/productions\/join\/[A-Za-z0-9_-]+/.exec(text)?.[0]).find(Boolean);
  if (!path) throw new Error(`No invitation to a production was mailed to ${email}`);
  return path;
}

/**
 * Takes the invitation mailed to `person`, on their page, through the mail's link. `verifyAt` is when they follow the
 * verification link: before opening the invitation (the page knows at once), or while it is open (in another tab, as
 * the page asks; it checks again when told).
 */
async function joinByMail(
  page: Page,
  person: { email: string },
  productionName: string,
  verifyAt: "before" | "while open",
): Promise<void> {
  if (verifyAt === "before") await followVerificationLink(person.email);
  await open(page, await invitationLink(person.email));
  if (verifyAt === "while open") {
    await expect(page.getByText(`Verify ${person.email} to see and take your invitations.`)).toBeVisible();
    await followVerificationLink(person.email);
    await page.getByRole("button", { name: "I have verified it" }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: `Join ${productionName}` })).toBeVisible();
  await page.getByRole("button", { name: `Join ${productionName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: productionName })).toBeVisible({ timeout: 30_000 });
}

/** A line's card on a list page, by its prop's name. */
const card = (page: Page, prop: Pick<Prop, "name">): Locator =>
  page.getByRole("article", { name: prop.name, exact: true });

test("a production's team builds a list, the designer reviews it on a phone, and staff see the approvals", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const props = await sixProps(page);
  const [lamp, table, chair, rug, clock, offered] = props as [Prop, Prop, Prop, Prop, Prop, Prop];
  const productionName = `Skyline${Math.floor(Math.random() * 1e6)} pilot`;
  const listName = "Episode 1 · Diner and rooftop";
  const [diner, rooftop] = ["Act 1 · Diner", "Act 2 · Rooftop"];
  const origin = baseURL ?? "";

  await test.step("the buyer, an approved customer, starts the production and invites the team", async () => {
    await signUp(page, buyer.email, buyer);
    // The stack's first signup waits for recordSignIn's cold start: seconds on a loaded machine.
    await expect(page).toHaveURL(/\/onboarding\/profile$/, { timeout: 30_000 });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expectLoggedIn(page);
    await approveAsThePropHouse(buyer.email);
    await page.goto("/productions");
    await page.getByLabel("Production name").fill(productionName);
    await page.getByRole("group", { name: "Your roles" }).getByRole("checkbox", { name: "Buyer" }).check();
    await page.getByRole("button", { name: "Start the production" }).click();
    await expect(page.getByRole("heading", { level: 1, name: productionName })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("You are a buyer and a coordinator here.")).toBeVisible();

    const roles = page.getByRole("group", { name: "Their roles" });
    for (const [person, role] of [
      [designer, "Designer"],
      [coordinator, "Coordinator"],
    ] as const) {
      for (const box of await roles.getByRole("checkbox").all()) await box.uncheck();
      await roles.getByRole("checkbox", { name: role }).check();
      await page.getByLabel("Their email address").fill(person.email);
      await page.getByRole("button", { name: "Send the invitation" }).click();
      await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible({ timeout: 30_000 });
    }
    await expect(page.getByRole("list", { name: "Invitations waiting" }).getByRole("listitem")).toHaveCount(2);
  });

  // The designer on a phone, the coordinator at a desk: each signs up with the invited address and joins.
  const phonePage = await newCustomerIn(browser, origin, { ...designer }, phone);
  const deskPage = await newCustomerIn(browser, origin, { ...coordinator });
  await test.step("the designer and the coordinator join through the mail's link, verified", async () => {
    await joinByMail(phonePage, designer, productionName, "while open");
    await expect(phonePage.getByText("You are a designer here.")).toBeVisible();
    await joinByMail(deskPage, coordinator, productionName, "before");
    await expect(deskPage.getByText("You are a coordinator here.")).toBeVisible();
    // The buyer's room shows the team live.
    const members = page.getByRole("list", { name: "Members" });
    await expect(members.getByRole("listitem").filter({ hasText: nameOf(designer) })).toBeVisible();
    await expect(members.getByRole("listitem").filter({ hasText: nameOf(coordinator) })).toBeVisible();
    await expect(page.getByRole("list", { name: "Invitations waiting" })).toHaveCount(0);
  });

  await test.step("the buyer builds a list in two groups from the catalogue and sends it for review", async () => {
    await page.getByLabel("List name").fill(listName);
    await page.getByLabel("Groups").fill(`${diner}\n${rooftop}`);
    await page.getByRole("button", { name: "Make the list" }).click();
    await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Add props" }).click();
    for (const [prop, group] of [
      [lamp, diner],
      [table, diner],
      [chair, diner],
      [rug, rooftop],
      [clock, rooftop],
    ] as const) {
      await page.getByLabel("To the group").selectOption(group);
      await page.getByRole("searchbox", { name: "Find a prop to add" }).fill(prop.id);
      const found = page.getByRole("list", { name: "Props found" }).getByRole("listitem").filter({ hasText: prop.id });
      await found.getByRole("button", { name: `Add ${prop.name}`, exact: true }).click();
      await expect(found.getByRole("button", { name: `Added ${prop.name}`, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(card(page, prop)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: `${diner} (3)` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `${rooftop} (2)` })).toBeVisible();
    await expect(page.getByText("5 waiting of 5")).toBeVisible();
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("In review", { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  await test.step("the designer, on a phone, opens the list from a notice and decides its lines", async () => {
    const notices = phonePage.getByRole("navigation", { name: "Your productions" });
    const badge = notices.getByRole("button", { name: /^Notices 1 unread/ });
    await expect(badge).toBeVisible({ timeout: 30_000 });
    await badge.click();
    await notices.getByRole("link", { name: new RegExp(listName) }).click();
    await expect(phonePage.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    await expect(phonePage.getByText("In review", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(phonePage, "a production's list on a phone, in review");

    for (const prop of [lamp, table, rug]) {
      const decide = card(phonePage, prop).getByRole("group", { name: `Decide ${prop.name}` });
      await decide.getByRole("button", { name: "Approve" }).click();
      await expect(decide.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "true");
    }
    const rejected = card(phonePage, chair);
    await rejected
      .getByRole("group", { name: `Decide ${chair.name}` })
      .getByRole("button", { name: "Reject" })
      .click();
    await rejected.getByLabel(`Why is ${chair.name} rejected?`).fill("Too modern for a 1950s diner.");
    await rejected.getByRole("button", { name: "Reject", exact: true }).last().click();
    const askedFor = card(phonePage, clock);
    await askedFor
      .getByRole("group", { name: `Decide ${clock.name}` })
      .getByRole("button", { name: "Alternatives" })
      .click();
    await askedFor.getByLabel("What should the buyer look for?").fill("Something older, in brass.");
    await askedFor.getByRole("button", { name: "Ask for alternatives" }).click();
    await expect(phonePage.getByText("3 approved, 1 rejected, 1 asking for alternatives of 5")).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step("the buyer sees the decisions arrive without a reload, and offers an alternative", async () => {
    await expect(page.getByText("3 approved, 1 rejected, 1 asking for alternatives of 5")).toBeVisible();
    await expect(card(page, chair)).toContainText("Rejected");
    await expect(card(page, chair)).toContainText(`Too modern for a 1950s diner. (${nameOf(designer)}`);
    const askedFor = card(page, clock);
    await expect(askedFor).toContainText(`${nameOf(designer)} asks for: Something older, in brass.`);
    await askedFor.getByRole("button", { name: "Offer an alternative" }).click();
    await askedFor.getByRole("searchbox", { name: `Find a prop to offer instead of ${clock.name}` }).fill(offered.id);
    await askedFor.getByRole("button", { name: `Offer ${offered.name}`, exact: true }).click();
    // Offered, it stands beside the line (and the finder offers it no more).
    const alternatives = askedFor.getByRole("list", { name: `Alternatives to ${clock.name}` });
    await expect(alternatives.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
    await expect(alternatives).toContainText(`${offered.name}Offered by ${nameOf(buyer)}`);
    await askedFor.getByRole("button", { name: "Done offering" }).click();
  });

  await test.step("the designer chooses the alternative and approves the list", async () => {
    const choose = card(phonePage, clock).getByRole("button", { name: `Choose ${offered.name}` });
    await expect(choose).toBeVisible({ timeout: 30_000 });
    await choose.click();
    // The alternative takes the line's place, approved, and says what it replaced.
    await expect(card(phonePage, offered)).toContainText(`Chosen over ${clock.name} by ${nameOf(designer)}`, {
      timeout: 30_000,
    });
    await expect(phonePage.getByText("4 approved, 1 rejected of 5")).toBeVisible();
    await phonePage.getByRole("button", { name: "Approve list" }).click();
    const approved = new RegExp(`^Approved by ${nameOf(designer)}, `);
    await expect(phonePage.getByText(approved)).toBeVisible({ timeout: 30_000 });
    // The buyer sees it too.
    await expect(page.getByText(approved)).toBeVisible();
  });

  let reference = "";
  await test.step("the coordinator requests the quote from the approved list", async () => {
    await deskPage.getByRole("region", { name: "Lists" }).getByRole("link", { name: listName }).click();
    await expect(deskPage.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    await deskPage.getByRole("button", { name: "Request a quote" }).click();
    await expect(deskPage.getByLabel(/^Production or company/)).toHaveValue(productionName);
    await fillRentalDates(deskPage);
    await deskPage.getByRole("button", { name: "Send quote request" }).click();
    await expect(deskPage.getByText("Thank you: your quote request is in")).toBeVisible({ timeout: 30_000 });
    reference =
      (
        await deskPage
          .getByText(/Q-[A-Z0-9]{8}/)
          .first()
          .innerText()
      ).match(/Q-[A-Z0-9]{8}/)?.[0] ?? "";
    expect(reference).toMatch(/^Q-[A-Z0-9]{8}$/);
    await expect(deskPage.getByRole("list", { name: "Sent to the prop house" })).toContainText(
      `Sent as a quote request, ${reference} by ${nameOf(coordinator)}`,
    );
  });

  await test.step("staff see on the quote who approved each line, and the production on its desk", async () => {
    const desk = await consoleAs(browser, staffAccount);
    await expect(desk.getByRole("heading", { name: "Quote desk" })).toBeVisible();
    await desk
      .getByRole("searchbox", { name: "Find by customer or production" })
      .fill(productionName.split(" ")[0] ?? "");
    const row = desk.getByRole("row", { name: new RegExp(productionName) });
    await expect(row).toHaveCount(1);
    // The desk's list is live: a row drawn again as the search settles can take a click with it, so click until the
    // request's page opens.
    await expect(async () => {
      await row.getByRole("link").first().click({ timeout: 2_000 });
      await expect(desk).toHaveURL(/\/quotes\/[^/]+$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const approvals = desk.getByRole("region", { name: `From the production ${productionName}` });
    await expect(approvals).toContainText(`Its approved list ${listName}: 1 line was rejected and left out.`);
    const members = approvals.getByRole("listitem");
    await expect(members).toHaveCount(3);
    for (const person of [buyer, designer, coordinator]) {
      await expect(members.filter({ hasText: nameOf(person) })).toHaveCount(1);
    }
    const who = approvals.getByRole("table", { name: "Who approved each line" });
    await expect(who.getByRole("rowheader")).toHaveCount(4);
    for (const prop of [lamp, table, rug, offered]) {
      await expect(who.getByRole("row", { name: new RegExp(prop.id) })).toContainText(`${nameOf(designer)},`);
    }
    await expect(who.getByRole("row", { name: new RegExp(offered.id) })).toContainText(clock.name);
    await expect(who.getByRole("row", { name: new RegExp(chair.id) })).toHaveCount(0);
    await expectNoSeriousViolations(desk, "a quote from a production's list");

    await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Productions" }).click();
    const production = desk.getByRole("row", { name: new RegExp(productionName) });
    await expect(production).toContainText("3 members");
    await expect(production).toContainText("1 list");
    await production.getByRole("link", { name: productionName }).click();
    await expect(desk.getByRole("heading", { level: 1, name: productionName })).toBeVisible();
    // The lists table's own link: the feed links to the list from each of its entries too.
    await expect(desk.getByRole("rowheader").getByRole("link", { name: listName })).toBeVisible();
    await expect(desk.getByRole("link", { name: new RegExp(`${reference}, ${listName}`) })).toBeVisible();
  });
});
