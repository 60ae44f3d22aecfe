// recordSignIn on the emulators: the address comes from the request (the entry Google's front end
// appends to X-Forwarded-For), capped and once each; a signup needs the captcha (the test captcha
// of this emulated project), and keeps its verdict, not its token; only the caller's own record.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type RecordSignInResult, limits, newVendorUser } from "@backlot/domain";
import {
  type Caller,
  type Emulators,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  refusal,
  signedInCaller,
  testVendor,
  visitorCaller,
} from "../../../test/world.js";
import { testCaptchaToken } from "../../shared/verify-captcha.js";
import { signupWording } from "./signup-captcha.js";

const vendorId = "test-sign-in-house";
const paths = vendorPaths(vendorId);
const signup = { captchaToken: testCaptchaToken("signup"), wasAnonymous: false };
const lastWeek = Timestamp.fromDate(new Date(Date.now() - 7 * 86_400_000));

/**
 * A customer calling over plain HTTP, as the callable protocol is spoken, so the test can set the
 * X-Forwarded-For header that Google's front end would (the client SDK cannot set headers).
 */
async function httpCustomer(emulators: Emulators) {
  const email = `http-${Date.now()}-${Math.floor(Math.random() * 1e6)}@studio.example`;
  const signUpUrl = `http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const account = (await (
    await fetch(signUpUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "test-password-1", returnSecureToken: true }),
    })
  ).json()) as { idToken: string; localId: string };
  const url = `http://${emulators.functionsHost}/${emulators.projectId}/us-central1/recordSignIn`;
  return {
    uid: account.localId,
    email,
    async call(data: Record<string, unknown>, forwardedFor: string): Promise<RecordSignInResult> {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${account.idToken}`,
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify({ data: { vendorId, uid: account.localId, signup: null, ...data } }),
      });
      const body = (await response.json()) as { result?: RecordSignInResult; error?: { message: string } };
      if (!body.result) throw new Error(`recordSignIn was refused: ${body.error?.message ?? response.status}`);
      return body.result;
    },
  };
}

describeOnEmulators("recordSignIn", (emulators) => {
  let db: Firestore;
  let jo: Caller;
  let sam: Caller;
  const stored = async (uid: string) => (await db.doc(paths.user(uid)).get()).data() ?? {};
  /** A record as the client makes it at signup (the rules let it hold no address and no verdict). */
  const seedRecord = (uid: string, email: string, extra: Record<string, unknown> = {}) =>
    db.doc(paths.user(uid)).set({
      ...newVendorUser({ email, vendorId, vendorName: testVendor(vendorId).name, now: new Date() }),
      lastLoginAt: lastWeek,
      ...extra,
    });
  const record = (caller: Pick<Caller, "call" | "uid">, data: Record<string, unknown> = {}) =>
    caller.call<RecordSignInResult>("recordSignIn", { vendorId, uid: caller.uid, signup: null, ...data });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(testVendor(vendorId));
    [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
  });
  beforeEach(async () => {
    await Promise.all([seedRecord(jo.uid, jo.email), seedRecord(sam.uid, sam.email)]);
  });
  afterAll(() => closeCallers());

  it("at signup, records the request's address and the captcha's verdict, never the token", async () => {
    const customer = await httpCustomer(emulators);
    await seedRecord(customer.uid, customer.email);
    // Google's front end appends the address that connected: the entries before it are the caller's.
    const result = await customer.call({ signup }, "198.51.100.23, 203.0.113.7");
    expect(result).toEqual({ address: "203.0.113.7" });
    const user = await stored(customer.uid);
    expect(user).toMatchObject({
      ipAddresses: ["203.0.113.7"],
      signup: { score: null, action: "signup", hostname: null, wasAnonymous: false },
    });
    expect((user.signup as { at: Timestamp }).at).toBeInstanceOf(Timestamp);
    expect((user.lastLoginAt as Timestamp).toMillis()).toBeGreaterThan(lastWeek.toMillis());
    expect(JSON.stringify(user)).not.toContain(signup.captchaToken);
  });

  it("refuses a bad or missing captcha token with what to do, and changes nothing", async () => {
    const before = await stored(jo.uid);
    for (const bad of [
      { captchaToken: "made-up", wasAnonymous: false },
      { captchaToken: testCaptchaToken("quote_request"), wasAnonymous: false },
      { wasAnonymous: false },
    ]) {
      expect(await refusal(record(jo, { signup: bad }))).toMatchObject({
        code: "functions/permission-denied",
        message: signupWording.notAPerson,
      });
    }
    expect(await stored(jo.uid)).toEqual(before);
    expect(before.signup).toBeUndefined();
  });

  it("keeps the signup's verdict: a second signup for the account is refused", async () => {
    await record(jo, { signup });
    const verdict = (await stored(jo.uid)).signup as Record<string, unknown>;
    expect(await refusal(record(jo, { signup: { ...signup, wasAnonymous: true } }))).toMatchObject({
      code: "functions/already-exists",
      message: "This account has signed up already; log in instead",
    });
    expect((await stored(jo.uid)).signup).toEqual(verdict);
  });

  it("refuses anonymous sessions and visitors", async () => {
    const anonymous = await signedInCaller(emulators, "anonymous");
    expect(await refusal(record(anonymous, { signup }))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Create an account or log in to do this",
    });
    expect(await refusal(record(visitorCaller(emulators), { uid: jo.uid }))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Log in to do this",
    });
  });

  it("records on the caller's own record only", async () => {
    const before = await stored(sam.uid);
    const refused = await refusal(record(jo, { uid: sam.uid, signup }));
    expect(refused.code).toBe("functions/permission-denied");
    expect(refused.message).toContain(`a sign-in is recorded on your own record only, not ${sam.uid}'s`);
    expect(await stored(sam.uid)).toEqual(before);
  });

  it(`keeps the newest ${limits.user.ipAddresses} addresses, each once, and nothing that is not one`, async () => {
    const customer = await httpCustomer(emulators);
    const seen = Array.from({ length: limits.user.ipAddresses }, (_, n) => `192.0.2.${n + 1}`);
    await seedRecord(customer.uid, customer.email, { ipAddresses: seen });
    await customer.call({}, "203.0.113.99");
    expect((await stored(customer.uid)).ipAddresses).toEqual([...seen.slice(1), "203.0.113.99"]);
    // A known address moves to the end rather than being kept twice.
    await customer.call({}, "192.0.2.5");
    const moved = [...seen.slice(1).filter((each) => each !== "192.0.2.5"), "203.0.113.99", "192.0.2.5"];
    expect((await stored(customer.uid)).ipAddresses).toEqual(moved);
    // What is not an address is not recorded; the sign-in still is.
    expect(await customer.call({}, "<script>")).toEqual({ address: null });
    expect((await stored(customer.uid)).ipAddresses).toEqual(moved);
  });

  it("drops a raw captcha token that a client stored before the server checked signups", async () => {
    const legacy = { reCaptchaToken: "token-from-the-browser", wasAnonymous: false, isEmailVerified: false };
    await seedRecord(jo.uid, jo.email, { signup: legacy });
    await record(jo);
    const user = await stored(jo.uid);
    expect(user.signup).toBeUndefined();
    expect((user.lastLoginAt as Timestamp).toMillis()).toBeGreaterThan(lastWeek.toMillis());
  });

  it("refuses a customer with no record here, saying how to make one", async () => {
    const newcomer = await signedInCaller(emulators);
    expect(await refusal(record(newcomer))).toMatchObject({
      code: "functions/not-found",
      message: `There is no customer record ${newcomer.uid} at ${vendorId}; log in again to make it`,
    });
  });
});
