// requestQuote in a project that is not emulated ("backlot-captcha-test", not "demo-"), with a
// reCAPTCHA secret: its own Functions emulator (without Auth: the visitor never signs in) over the
// run's Firestore emulator (which keeps each project's data apart), and a local stand-in for Google's
// siteverify (the emulator alone may point the check there: RECAPTCHA_VERIFY_URL). A bad captcha
// and the test captcha's token are refused; a token Google says is a person is let in.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type QuoteRequestInput, commandNames } from "@backlot/domain";
import { type RunningFunctionsEmulator, startFunctionsEmulator } from "@backlot/emulators";
import {
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  refusal,
  testVendor,
  visitorCaller,
} from "../../../test/world.js";
import { testCaptchaToken } from "../../shared/verify-captcha.js";

const projectId = "backlot-captcha-test";
const vendorId = "test-captcha-house";

/** Google's siteverify, as far as these tests need it: "person" passes, everything else fails. */
function fakeSiteVerify(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      asked.push(body);
      const token = new URLSearchParams(body).get("response");
      const answer = token === "person" ? { success: true, score: 0.9, action: "quote_request" } : { success: false };
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer));
    });
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, asked }),
    ),
  );
}

const request: QuoteRequestInput = {
  contact: { name: "Ana Ortiz", email: "ana@agency.example", phone: "", company: "" },
  production: "Spring campaign",
  pickUpDate: inDays(10),
  returnDate: inDays(12),
  fulfilment: "pickup",
  deliveryAddress: "",
  notes: "",
  lines: [{ propId: "BPH-10432", quantity: 1, note: "" }],
};

describeOnEmulators(`requestQuote in a real (not "demo-") project with a reCAPTCHA secret`, (run) => {
  let google: Awaited<ReturnType<typeof fakeSiteVerify>>;
  let functions: RunningFunctionsEmulator;
  const emulators = () => ({
    ...run,
    projectId,
    functionsHost: functions.functionsHost,
  });

  beforeAll(async () => {
    google = await fakeSiteVerify();
    functions = await startFunctionsEmulator({
      projectId,
      source: fileURLToPath(new URL("../../../dist", import.meta.url)),
      firestoreHost: run.firestoreHost,
      functions: commandNames,
      auth: false,
      env: { RECAPTCHA_SECRET: "test-secret", RECAPTCHA_VERIFY_URL: google.url },
    });
    await adminFirestore(emulators()).doc(vendorPaths(vendorId).vendor).set(testVendor(vendorId));
  }, 240_000);
  afterAll(async () => {
    await closeCallers();
    await functions?.stop();
    google?.server.close();
  });

  it("refuses a bad captcha and the test captcha, asks Google with the secret, and lets a person in", async () => {
    const visitor = visitorCaller(emulators());
    const ask = (captchaToken: string, requestId: string) =>
      visitor.call<{ id: string }>("requestQuote", { vendorId, requestId, setListId: null, request, captchaToken });
    for (const [token, requestId] of [
      ["forged", "a".repeat(20)],
      [testCaptchaToken("quote_request"), "b".repeat(20)],
    ] as const) {
      expect(await refusal(ask(token, requestId))).toMatchObject({
        code: "functions/permission-denied",
        message: "The captcha did not pass; reload the page and send the request again, or call the prop house",
      });
    }
    expect(google.asked).toEqual([
      "secret=test-secret&response=forged",
      `secret=test-secret&response=${encodeURIComponent(testCaptchaToken("quote_request"))}`,
    ]);
    const paths = vendorPaths(vendorId);
    const db = adminFirestore(emulators());
    expect((await db.collection(paths.quoteRequests).get()).size).toBe(0);
    expect(await ask("person", "c".repeat(20))).toEqual({ id: "c".repeat(20) });
    expect((await db.doc(`${paths.quoteRequests}/${"c".repeat(20)}`).get()).data()).toMatchObject({ status: "new" });
  });
});
