// The page the phone second-factor tests drive in Chromium: the real auth stack (Firebase's
// browser build, our adapter and flows, the embedded store in memory), exposed on window.
import { vendorUsers } from "@backlot/data";
import { EmbeddedStore, memoryBackend } from "@backlot/data/embedded";
import { memoryStorage } from "@backlot/data/location";
import { initializeApp } from "firebase/app";
import { testCaptcha } from "../../src/captcha/captcha.js";
import { createFirebaseAuthService } from "../../src/firebase/firebase-auth-service.js";
import { createAccountFlows } from "../../src/flows/account-flows.js";
import { createAuthFlows } from "../../src/flows/auth-flows.js";
import { sessionHint } from "../../src/flows/session-hint.js";
import { createAuthStore } from "../../src/machine/store.js";

const params = new URLSearchParams(location.search);
const app = initializeApp({
  projectId: params.get("project") ?? "demo-backlot",
  apiKey: "demo-api-key",
  authDomain: "localhost",
});
const auth = createFirebaseAuthService({
  app,
  emulatorUrl: `http://${params.get("emulator") ?? ""}`,
  appVerificationDisabledForTesting: true,
});
const store = createAuthStore();
const users = vendorUsers(new EmbeddedStore(memoryBackend()), { vendorId: "bowery-prop-house", vendorName: "bowery" });
const flows = createAuthFlows({
  auth,
  store,
  users,
  // No server in this page: sign-ins are recorded as the storefront does without one.
  recordSignIn: (call) => users.recordSignInWithoutServer(call),
  vendorId: "bowery-prop-house",
  captcha: testCaptcha(),
  hint: sessionHint(memoryStorage(), "ny-props"),
  afterFirstPaint: (work) => work(),
});
const account = createAccountFlows(auth);
const host = { container: "recaptcha" };

/** Errors cross into the test as plain data. */
async function settle<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; message: string; reason?: string }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, message: (error as Error).message, reason: (error as { reason?: string }).reason };
  }
}

const api = {
  state: () => store.getState().auth,
  init: () => settle(() => flows.init()),
  signup: (email: string, password: string) => settle(() => flows.signup({ email, password })),
  sendEmailVerification: () => settle(() => account.sendEmailVerification()),
  startPhoneEnrollment: (phone: string) => settle(() => account.startPhoneEnrollment(phone, host)),
  finishPhoneEnrollment: (verificationId: string, code: string) =>
    settle(() => account.finishPhoneEnrollment(verificationId, code, "Work phone")),
  logout: () => settle(() => flows.logout()),
  login: (email: string, password: string) => settle(() => flows.loginWithEmail(email, password)),
  sendSecondFactorCode: () => settle(() => flows.sendSecondFactorCode(0, host)),
  verifySecondFactor: (verificationId: string, code: string) =>
    settle(() => flows.verifySecondFactor(verificationId, code)),
};

(window as unknown as { backlotAuth: typeof api }).backlotAuth = api;
document.body.dataset.ready = "true";
