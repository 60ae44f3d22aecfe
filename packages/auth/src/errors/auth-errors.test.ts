import { DocumentStoreError } from "@backlot/data";
import { CommandError } from "@backlot/domain";
import { describe, expect, it } from "vitest";
import {
  AuthError,
  authErrorMessages,
  isNetworkFailure,
  knownAuthError,
  reasonForCode,
  toAuthError,
} from "./auth-errors.js";

/** Failures the customer can do something about: their messages say what. */
const actionableCodes = [
  "auth/network-request-failed",
  "auth/user-disabled",
  "auth/too-many-requests",
  "auth/credential-already-in-use",
  "auth/missing-password",
  "auth/quota-exceeded",
  "auth/captcha-check-failed",
  "permission-denied",
];

/** Every code a customer can meet in the flows (sign-in, signup, email link, phone codes, account changes). */
const customerCodes = [
  ...actionableCodes,
  "unavailable",
  "auth/invalid-email",
  "auth/missing-email",
  "auth/weak-password",
  "auth/email-already-in-use",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
  "auth/wrong-password",
  "auth/user-not-found",
  "auth/expired-action-code",
  "auth/invalid-action-code",
  "auth/invalid-verification-code",
  "auth/missing-verification-code",
  "auth/code-expired",
  "auth/requires-recent-login",
  "auth/user-token-expired",
  "auth/multi-factor-auth-required",
  "auth/unverified-email",
  "auth/invalid-phone-number",
  "auth/second-factor-already-in-use",
  "auth/invalid-app-credential",
  "auth/popup-closed-by-user",
];

/** What a form shows when an error has no message of its own (the UI kit's fallback). */
const genericFallback = /something went wrong|could not log you in/i;

describe("the error catalogue", () => {
  it("has the product's fixed wording for its original reasons", () => {
    expect(authErrorMessages).toMatchObject({
      firebaseEmailAlreadyInUse: "This email address is already registered. Please log in.",
      firebaseUserNotFound: "There is no user record corresponding to this identifier. The user may have been deleted.",
      wrongPassword: "The password is invalid or the user does not have a password.",
      invalidEmailLoginLink: "Invalid sign in with email link",
      missingEmail: "Missing email address",
      recaptchaNotLoaded: "recaptcha not loaded",
    });
  });

  it.each(customerCodes)("gives %s a plain message of its own", (code) => {
    const error = toAuthError(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.reason).toBe(reasonForCode(code));
    expect(error.message).not.toMatch(genericFallback);
    // Plain words, not the provider's code or its own message.
    expect(error.message).not.toMatch(/auth\/|Firebase|[a-z]+-[a-z]+-[a-z]+/);
  });

  it("gives every reason a message no other reason has", () => {
    const messages = Object.values(authErrorMessages);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each(actionableCodes)("says what to do about %s", (code) => {
    expect(toAuthError({ code }).message).toMatch(/\b(try|enter|contact|log in|reload|wait)\b/i);
  });

  it("maps old and new Firebase codes to the same reason", () => {
    expect(reasonForCode("auth/wrong-password")).toBe("wrongPassword");
    expect(reasonForCode("auth/invalid-credential")).toBe("wrongPassword");
    expect(reasonForCode("auth/user-not-found")).toBe("firebaseUserNotFound");
    expect(reasonForCode("auth/multi-factor-auth-required")).toBe("multiFactorRequired");
    expect(reasonForCode("auth/code-expired")).toBe("codeExpired");
  });

  it("catalogues the document store's refusals, which come without the auth/ prefix", () => {
    const refused = new DocumentStoreError("permission-denied", "Missing or insufficient permissions.");
    expect(toAuthError(refused)).toMatchObject({ reason: "permissionDenied", cause: refused });
    expect(isNetworkFailure(new DocumentStoreError("unavailable", "The client is offline."))).toBe(true);
  });

  it("keeps a server command's own refusal as it is; one never sent is a network failure", () => {
    const refused = new CommandError("The captcha did not pass, so signing up did not finish", "permission-denied");
    expect(knownAuthError(refused)).toBeUndefined();
    expect(() => toAuthError(refused)).toThrow(refused);
    expect(isNetworkFailure(new CommandError("Not sent: the connection dropped.", "unavailable"))).toBe(true);
  });

  it("tells a network failure from the rest", () => {
    expect(isNetworkFailure({ code: "auth/network-request-failed" })).toBe(true);
    expect(isNetworkFailure(new AuthError("networkRequestFailed"))).toBe(true);
    expect(isNetworkFailure({ code: "auth/user-disabled" })).toBe(false);
    expect(isNetworkFailure(new TypeError("bug"))).toBe(false);
  });

  it("turns a provider error into an AuthError that keeps the cause", () => {
    const providerError = Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
      code: "auth/email-already-in-use",
    });
    const error = toAuthError(providerError);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe("This email address is already registered. Please log in.");
    expect(error.cause).toBe(providerError);
    expect(toAuthError(error)).toBe(error);
  });

  it("rethrows errors it does not know", () => {
    const strange = Object.assign(new Error("misconfigured"), { code: "auth/invalid-api-key" });
    expect(() => toAuthError(strange)).toThrow(strange);
    expect(() => toAuthError(new TypeError("bug"))).toThrow(TypeError);
  });
});
