// Logging in and out, the navigation rules that depend on it, and the account-page guard.
import {
  cardName,
  expect,
  expectLoggedIn,
  lastSmsCode,
  logIn,
  phoneAccount,
  plainAccount,
  test,
} from "@backlot/local-stack/e2e";

test("the header shows Log In, Sign Up and Request a Quote only to logged-out visitors", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Log In", "Sign Up", "Request a Quote"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Favorites" })).toHaveCount(0);

  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).toHaveURL(/\/$/);
  for (const name of ["Log In", "Sign Up", "Request a Quote"])
    await expect(nav.getByRole("link", { name })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Favorites" })).toBeVisible();

  // Login and signup are for logged-out visitors only.
  await page.goto("/auth/signup");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(nav.getByRole("link", { name: "Log In" })).toBeVisible();
});

test("a wrong password shows the exact message, and nothing typed is lost", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, plainAccount.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("The password is invalid or the user does not have a password.");
  await expect(page.getByLabel("Email")).toHaveValue(plainAccount.email);
});

test("an account page sends a logged-out visitor to log in and back", async ({ page }) => {
  await page.goto("/account/favorites");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount%2Ffavorites$/);
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).toHaveURL(/\/account\/favorites$/);
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
});

test("favouriting while logged out asks to log in, then comes back with the favourite saved", async ({ page }) => {
  await page.goto("/rentals/cameras");
  const card = page.getByRole("region", { name: "Results" }).getByRole("article").first();
  const name = await cardName(card);
  await card.getByRole("button", { name: `Add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Frentals%2Fcameras$/);
  await logIn(page, plainAccount.email, plainAccount.password);
  await expect(page).toHaveURL(/\/rentals\/cameras$/);
  await expect(page.getByRole("button", { name: `Remove ${name} from favourites` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/account/favorites");
  await expect(page.getByRole("article", { name })).toBeVisible();
});

test("an account with a phone second factor logs in with the texted code; a wrong code can be retried", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await logIn(page, phoneAccount.email, phoneAccount.password);
  const code = page.getByRole("textbox", { name: "Verification code" });
  await expect(code).toBeVisible();
  await expect(page.getByText(/0100/)).toBeVisible();

  await code.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toBeVisible();

  await code.fill(await lastSmsCode(phoneAccount.phoneNumber));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page);
});
