// Who the console lets in: it turns away an account that is not the prop house's staff, and opens to a
// staff claim only once the address is verified.
import {
  authEmulator,
  consoleAs,
  expect,
  expectNoSeriousViolations,
  plainAccount,
  projectId,
  test,
  uniqueEmail,
  vendorId,
} from "@backlot/local-stack/e2e";

test("the console turns away an account that is not the prop house's staff", async ({ browser }) => {
  const desk = await consoleAs(browser, plainAccount);
  await expect(desk.getByRole("heading", { name: "This console is for Bowery Prop House staff" })).toBeVisible();
  await expect(desk.getByText(plainAccount.email)).toBeVisible();
  await expect(desk.getByRole("link", { name: "Quote desk" })).toHaveCount(0);
  await desk.getByRole("button", { name: "Sign out" }).click();
  await expect(desk.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

/** An account made in the Auth emulator (as the server, "owner") with the staff claim, its address unverified. */
async function unverifiedStaffAccount(email: string, password: string): Promise<void> {
  const accounts = `${authEmulator}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  const owner = { Authorization: "Bearer owner", "Content-Type": "application/json" };
  const created = await fetch(accounts, { method: "POST", headers: owner, body: JSON.stringify({ email, password }) });
  const { localId } = (await created.json()) as { localId: string };
  const customAttributes = JSON.stringify({ staffOf: vendorId });
  const claimed = await fetch(`${accounts}:update`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({ localId, customAttributes }),
  });
  if (!claimed.ok) throw new Error(`Giving ${email} the staff claim failed: ${claimed.status.toString()}`);
}

test("the console opens to a staff claim only once its address is verified, and sends the email", async ({
  browser,
}) => {
  const account = { email: uniqueEmail("unverified-staff"), password: "backlot-demo-pass" };
  await unverifiedStaffAccount(account.email, account.password);
  const desk = await consoleAs(browser, account);
  await expect(desk.getByRole("heading", { name: "Verify your email address, then sign in again" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Quote desk" })).toHaveCount(0);
  await expectNoSeriousViolations(desk, "the verify-your-address page");
  await desk.getByRole("button", { name: "Send the verification email" }).click();
  await expect(desk.getByRole("status")).toHaveText(new RegExp(`^Sent to ${account.email}`));

  // They follow the link in the email (the emulator keeps it), then sign in again: the console opens.
  const codes = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === account.email && code.requestType === "VERIFY_EMAIL").at(-1);
  expect(link, "the verification email").toBeDefined();
  expect((await fetch(link?.oobLink ?? "")).ok).toBe(true);
  await desk.getByRole("button", { name: "Sign out" }).click();
  await desk.getByLabel("Email").fill(account.email);
  await desk.getByLabel("Password", { exact: true }).fill(account.password);
  await desk.getByRole("button", { name: "Log in" }).click();
  await expect(desk.getByRole("heading", { name: "Quote desk" })).toBeVisible();
});
