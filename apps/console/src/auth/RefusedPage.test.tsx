import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthService } from "../../test/fake-auth.js";
import type { ConsoleServices } from "../app/services.js";
import { ServicesContext, TenantContext } from "../app/services-context.js";
import type { ConsoleTenant } from "../app/console-tenant.js";
import { RefusedPage } from "./RefusedPage.js";
import { createStaffSession } from "./staff-session.js";

const tenant = {
  settings: { appTitle: "Bowery" },
  vendor: { id: "bowery-props", displayName: "Bowery Prop House" },
  storefrontUrl: "https://shop.bowery.example",
} as unknown as ConsoleTenant;

/** The page for an account whose ID token carries `claims`, after it signed in. */
async function refusedAs(email: string, claims: Record<string, unknown>) {
  const { auth, spies } = fakeAuthService(email, claims);
  const session = createStaffSession(auth, tenant.vendor.id, { acceptInvite: () => Promise.resolve(false) });
  await session.start();
  render(
    <TenantContext value={tenant}>
      <ServicesContext value={{ session } as unknown as ConsoleServices}>
        <RefusedPage />
      </ServicesContext>
    </TenantContext>,
  );
  return { spies, user: userEvent.setup() };
}

describe("the page that turns an account away", () => {
  it("tells staff whose address is not verified to verify it, and sends the email", async () => {
    const { spies, user } = await refusedAs("sam@bowery.example", { staffOf: "bowery-props", email_verified: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verify your email address, then sign in again");
    expect(screen.getByText(/staff of Bowery Prop House, but the address is not verified yet/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send the verification email" }));
    expect(spies.sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe(
      "Sent to sam@bowery.example. Follow the link in it, then sign out and sign in again here.",
    );
    expect(screen.getByRole("button", { name: "Send it again" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(spies.signOut).toHaveBeenCalled();
  });

  it("says why the email was not sent, in the auth catalogue's words", async () => {
    const { spies, user } = await refusedAs("sam@bowery.example", { staffOf: "bowery-props" });
    spies.sendEmailVerification.mockRejectedValueOnce(
      Object.assign(new Error("x"), { code: "auth/too-many-requests" }),
    );
    await user.click(screen.getByRole("button", { name: "Send the verification email" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Wait a few minutes, then try again.",
    );
    expect(screen.getByRole("button", { name: "Send the verification email" })).toBeTruthy();
  });

  it("offers an unverified customer the email too, in case a manager invited them; not a verified one", async () => {
    await refusedAs("new@bowery.example", {});
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This console is for Bowery Prop House staff");
    expect(screen.getByText(/If a manager invited you, verify your email address first/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send the verification email" })).toBeTruthy();
  });

  it("offers nothing to verify to a verified customer", async () => {
    await refusedAs("jo@studio.example", { email_verified: true });
    expect(screen.getByText(/This account is a customer's, not the prop house's staff./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send the verification email" })).toBeNull();
  });
});
