// The signup's captcha, checked on the server with the quote requests' policy (verify-captcha.ts):
// the words of its refusals, and the verdict a customer's record keeps, never the token.
import type { RecordSignInCall, VendorUser } from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";
import { type CaptchaCheck, type CaptchaWording, assessCaptcha } from "../../shared/verify-captcha.js";

export const signupCaptchaAction = "signup";

/** The account exists by now (the provider made it), so the way on is to log in with it. */
export const signupWording: CaptchaWording = {
  closed: "Signing up is closed",
  notAPerson:
    "The captcha did not pass, so signing up did not finish; reload the page and log in with the email and " +
    "password you chose, or call the prop house",
  retry: "reload the page and log in with the email and password you chose",
};

/** What recordSignIn stores under `signup`, its time stamped by the server. */
export type SignupVerdict = Omit<NonNullable<VendorUser["signup"]>, "at">;

type Where = Pick<CaptchaCheck, "projectId" | "secret" | "verifyUrl" | "fetch">;

/** Google's verdict on the signup's token; a token that did not pass is refused with what to do. */
export async function signupVerdict(signup: NonNullable<RecordSignInCall["signup"]>, where: Where) {
  const reading = await assessCaptcha({
    ...where,
    token: signup.captchaToken,
    action: signupCaptchaAction,
    wording: signupWording,
  });
  if (!reading.ok) refuse(reading.code, reading.why);
  const { score, action, hostname } = reading;
  return { score, action, hostname, wasAnonymous: signup.wasAnonymous } satisfies SignupVerdict;
}
