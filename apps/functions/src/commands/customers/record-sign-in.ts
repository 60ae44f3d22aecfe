// recordSignIn: after each sign-in of a customer, the server writes on their own record what they
// must not write themselves: the address the request came from (the newest limits.user.ipAddresses
// kept) and lastLoginAt. At signup it first checks the captcha (action "signup") and keeps Google's
// verdict, never the token; a token that does not pass changes nothing, and the client signs out.
// The client makes the record itself, without either (docs/decisions/0031).
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type RecordSignInCall, type RecordSignInResult, type VendorUser, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { type CallReader, readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { customerAt } from "../../shared/callers.js";
import { captchaVerifyUrl, recaptchaSecret } from "../../shared/verify-captcha.js";
import { callerAddress } from "../../shared/caller-address.js";
import { signupVerdict } from "./signup-captcha.js";

function readSignIn(data: unknown): RecordSignInCall {
  return readCall("recordSignIn", data, (call) => ({
    vendorId: call.vendorId(),
    uid: call.uid("uid"),
    signup: readSignup(call),
  }));
}

/** Null at a login; at signup the token (a missing one is a captcha that did not pass) and wasAnonymous. */
function readSignup(call: CallReader): RecordSignInCall["signup"] {
  const given = call.data.signup;
  if (given === null || given === undefined) return null;
  if (typeof given !== "object" || Array.isArray(given)) {
    call.fail("signup", "must be the signup's captcha token and whether it upgraded an anonymous session, or null");
    return null;
  }
  const { captchaToken = "", wasAnonymous } = given as Record<string, unknown>;
  if (typeof captchaToken !== "string" || captchaToken.length > limits.signup.captchaToken) {
    call.fail("signup.captchaToken", `must be text of at most ${limits.signup.captchaToken} characters`);
  }
  if (typeof wasAnonymous !== "boolean") call.fail("signup.wasAnonymous", "must be true or false");
  return { captchaToken: typeof captchaToken === "string" ? captchaToken : "", wasAnonymous: wasAnonymous === true };
}

/** The record's addresses with this one last, once; the oldest drop off past the limit. */
function withAddress(known: unknown, address: string): string[] {
  const kept = (Array.isArray(known) ? known : []).filter(
    (each): each is string => typeof each === "string" && each.length <= limits.user.ipAddressLength,
  );
  return [...kept.filter((each) => each !== address), address].slice(-limits.user.ipAddresses);
}

/** Before the server checked signups the client stored its raw token there: that is no verdict. */
const isVerdict = (signup: unknown) => typeof signup === "object" && signup !== null && !("reCaptchaToken" in signup);

export const recordSignIn = onCall<RecordSignInCall, Promise<RecordSignInResult>>(
  { secrets: [recaptchaSecret] },
  (call) =>
    answering(async () => {
      const { vendorId, uid, signup } = readSignIn(call.data);
      const { uid: caller, actedBy } = await customerAt(call.auth, vendorId);
      // Staff signed in as the customer: their sign-in is in the audit record; the customer's own
      // record keeps the customer's sign-ins only, not the staff member's address.
      if (actedBy) return { address: null };
      if (uid !== caller) {
        refuse(
          "permission-denied",
          `You are signed in as ${caller}, and a sign-in is recorded on your own record only, not ${uid}'s; ` +
            "reload the page",
        );
      }
      // Checked before the record is touched, so a signup that did not pass changes nothing.
      const verdict = signup
        ? await signupVerdict(signup, {
            projectId: process.env.GCLOUD_PROJECT ?? "",
            secret: recaptchaSecret.value(),
            verifyUrl: captchaVerifyUrl(),
          })
        : null;
      const address = callerAddress(call.rawRequest);
      const db = firestore();
      const ref = db.doc(vendorPaths(vendorId).user(uid));
      await db.runTransaction(async (tx) => {
        const record = (await tx.get(ref)).data() as Partial<VendorUser> | undefined;
        if (!record) refuse("not-found", `There is no customer record ${uid} at ${vendorId}; log in again to make it`);
        const changes: Record<string, unknown> = {
          lastLoginAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        };
        if (address) changes.ipAddresses = withAddress(record.ipAddresses, address);
        if (verdict) {
          // One verdict per account, its signup's: a token fetched later does not replace it.
          if (isVerdict(record.signup)) refuse("already-exists", "This account has signed up already; log in instead");
          changes.signup = { ...verdict, at: FieldValue.serverTimestamp() };
        } else if (record.signup && !isVerdict(record.signup)) {
          changes.signup = FieldValue.delete();
        }
        tx.update(ref, changes);
      });
      return { address };
    }),
);
