import { describe, expect, it } from "vitest";
import { AuthError, authErrorMessages, reasonForCode, toAuthError } from "./auth-errors.js";

describe("the error catalogue", () => {
  it("has the exact messages of spec sections 5 and 8", () => {
    expect(authErrorMessages).toMatchObject({
      firebaseEmailAlreadyInUse: "This email address is already registered. Please log in.",
      firebaseUserNotFound: "There is no user record corresponding to this identifier. The user may have been deleted.",
      wrongPassword: "The password is invalid or the user does not have a password.",
      invalidEmailLoginLink: "Invalid sign in with email link",
      missingEmail: "Missing email address",
      recaptchaNotLoaded: "recaptcha not loaded",
    });
  });

  it("gives every other reason a message of its own", () => {
    for (const reason of [
      "multiFactorRequired",
      "invalidVerificationCode",
      "codeExpired",
      "requiresRecentLogin",
      "emailNeeds2ndFactorVerification",
    ] as const) {
      expect(authErrorMessages[reason].length).toBeGreaterThan(20);
    }
  });

  it("maps old and new Firebase codes to the same reason", () => {
    expect(reasonForCode("auth/wrong-password")).toBe("wrongPassword");
    expect(reasonForCode("auth/invalid-credential")).toBe("wrongPassword");
    expect(reasonForCode("auth/user-not-found")).toBe("firebaseUserNotFound");
    expect(reasonForCode("auth/multi-factor-auth-required")).toBe("multiFactorRequired");
    expect(reasonForCode("auth/code-expired")).toBe("codeExpired");
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
    const strange = Object.assign(new Error("quota"), { code: "auth/quota-exceeded" });
    expect(() => toAuthError(strange)).toThrow(strange);
    expect(() => toAuthError(new TypeError("bug"))).toThrow(TypeError);
  });
});
