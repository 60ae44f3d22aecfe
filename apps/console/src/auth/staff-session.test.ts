import { describe, expect, it, vi } from "vitest";
import { fakeAuthService } from "../../test/fake-auth.js";
import { createStaffSession } from "./staff-session.js";

const vendorId = "bowery-props";

describe("the staff session", () => {
  it("admits this vendor's staff on a verified address", async () => {
    const { auth, spies } = fakeAuthService("sam@bowery.example", { staffOf: vendorId, email_verified: true });
    const acceptInvite = vi.fn(() => Promise.resolve(false));
    const session = createStaffSession(auth, vendorId, { acceptInvite });
    await session.signIn("sam@bowery.example", "pw");
    expect(session.store.getState()).toMatchObject({ status: "staff", email: "sam@bowery.example" });
    expect(spies.getIdToken).toHaveBeenCalledWith(true);
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it("turns away the staff claim on an unverified address, and never asks for an invitation", async () => {
    const { auth, spies } = fakeAuthService("sam@bowery.example", { staffOf: vendorId, email_verified: false });
    const acceptInvite = vi.fn(() => Promise.resolve(true));
    const session = createStaffSession(auth, vendorId, { acceptInvite });
    await session.start();
    expect(session.store.getState()).toEqual({
      status: "refused",
      email: "sam@bowery.example",
      standing: "unverified",
      emailVerified: false,
      inviteProblem: null,
    });
    expect(acceptInvite).not.toHaveBeenCalled();
    await session.sendVerification();
    expect(spies.sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it("takes an invitation of a verified address, then admits them with the fresh token's claim", async () => {
    const { auth, spies, state } = fakeAuthService("new@bowery.example", { email_verified: true });
    const acceptInvite = vi.fn(() => {
      state.claims = { ...state.claims, staffOf: vendorId }; // the server set the claim
      return Promise.resolve(true);
    });
    const session = createStaffSession(auth, vendorId, { acceptInvite });
    await session.signIn("new@bowery.example", "pw");
    expect(acceptInvite).toHaveBeenCalledTimes(1);
    expect(spies.getIdToken).toHaveBeenCalledTimes(2);
    expect(spies.getIdToken).toHaveBeenLastCalledWith(true);
    expect(session.store.getState()).toMatchObject({ status: "staff", email: "new@bowery.example" });
  });

  it("turns away a verified customer without an invitation, and says why an invitation failed", async () => {
    const { auth } = fakeAuthService("jo@studio.example", { email_verified: true });
    const none = createStaffSession(auth, vendorId, { acceptInvite: () => Promise.resolve(false) });
    await none.start();
    expect(none.store.getState()).toMatchObject({ standing: "customer", emailVerified: true, inviteProblem: null });

    const ended = "Your invitation ended on 2026-11-01: ask a manager to invite you again";
    const failed = createStaffSession(auth, vendorId, { acceptInvite: () => Promise.reject(new Error(ended)) });
    await failed.start();
    expect(failed.store.getState()).toMatchObject({ status: "refused", standing: "customer", inviteProblem: ended });
  });

  it("does not ask about an invitation for an unverified address (the server would refuse it)", async () => {
    const { auth } = fakeAuthService("new@bowery.example", {});
    const acceptInvite = vi.fn(() => Promise.resolve(true));
    const session = createStaffSession(auth, vendorId, { acceptInvite });
    await session.start();
    expect(acceptInvite).not.toHaveBeenCalled();
    expect(session.store.getState()).toMatchObject({ standing: "customer", emailVerified: false });
  });
});
