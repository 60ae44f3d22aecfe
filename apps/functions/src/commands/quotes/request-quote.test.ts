// requestQuote on the emulators: visitors and customers, the one quote contract, the caller's own
// set list only, the test captcha of an emulated project, the hourly limit, and the vendor's mail.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type QuoteRequestInput,
  type RequestQuoteResult,
  quoteReference,
  quoteRequestRateLimit,
} from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  mailTo,
  refusal,
  signedInCaller,
  testVendor,
  visitorCaller,
} from "../../../test/world.js";
import { testCaptchaToken } from "../../shared/verify-captcha.js";

const vendorId = "test-quote-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);
const captchaToken = testCaptchaToken("quote_request");

const request: QuoteRequestInput = {
  contact: { name: "Ana Ortiz", email: "ana@agency.example", phone: "", company: "Ortiz Creative" },
  production: "Spring campaign",
  pickUpDate: inDays(10),
  returnDate: inDays(12),
  fulfilment: "delivery",
  deliveryAddress: "12 Mercer St, New York",
  notes: "",
  lines: [{ propId: "BPH-10432", quantity: 2, note: "" }],
};

describeOnEmulators("requestQuote", (emulators) => {
  let db: Firestore;
  let jo: Caller;
  let sam: Caller;
  const newId = () => db.collection("ids").doc().id;
  const ask = (caller: Caller, data: Record<string, unknown> = {}) =>
    caller.call<RequestQuoteResult>("requestQuote", {
      vendorId,
      requestId: newId(),
      setListId: null,
      request,
      captchaToken,
      ...data,
    });
  const stored = async (id: string) => (await db.doc(`${paths.quoteRequests}/${id}`).get()).data();

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    for (const caller of [jo, sam]) {
      await db.doc(paths.user(caller.uid)).set({ email: caller.email, stats: { quoteRequestCount: 0 } });
    }
  });
  afterAll(() => closeCallers());

  it("takes a visitor's request, stores it as new, and mails the prop house", async () => {
    const forged = { ...request, status: "quoted", uid: jo.uid, weeks: 99 };
    const { id } = await ask(visitorCaller(emulators), { request: forged, status: "closed" });
    expect(await stored(id)).toMatchObject({
      ...request,
      weeks: 1,
      uid: null,
      setListId: null,
      status: "new",
    });
    const mail = (await mailTo(db, vendor.email)).filter((each) => each.message.subject.includes(quoteReference(id)));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "quote-requested", vendorId });
    expect(mail[0]?.message.subject).toBe(
      `Quote request ${quoteReference(id)} from Ana Ortiz, Ortiz Creative for Spring campaign`,
    );
    expect(mail[0]?.message.text).toContain("Delivery to: 12 Mercer St, New York");
    expect(mail[0]?.message.text).toContain("- 2 x BPH-10432");
  });

  it("attaches the caller's own set list, with its lines, and counts it on their record", async () => {
    const setListId = newId();
    const lines = [{ propId: "BPH-20817", quantity: 3, note: "matching pair" }];
    await db.doc(paths.setList(setListId)).set({ ownerUid: jo.uid, name: "Lobby", production: "Night Shift", lines });
    const { id } = await ask(jo, { setListId, request: { ...request, production: "" } });
    expect(await stored(id)).toMatchObject({ uid: jo.uid, setListId, lines, production: "Night Shift" });
    expect((await db.doc(paths.user(jo.uid)).get()).data()).toMatchObject({
      stats: { quoteRequestCount: 1 },
      lastQuoteRequestId: id,
    });
  });

  it("refuses someone else's set list, and a set list from a visitor", async () => {
    const setListId = newId();
    await db.doc(paths.setList(setListId)).set({ ownerUid: sam.uid, name: "Sam's", production: "", lines: [] });
    const requestId = newId();
    expect(await refusal(ask(jo, { requestId, setListId }))).toMatchObject({
      code: "functions/permission-denied",
      message: `Set list ${setListId} belongs to someone else`,
    });
    expect(await stored(requestId)).toBeUndefined();
    expect(await refusal(ask(visitorCaller(emulators), { setListId }))).toMatchObject({
      code: "functions/unauthenticated",
    });
  });

  it("refuses a bad captcha (this emulated project accepts only the test captcha's token)", async () => {
    const requestId = newId();
    expect(await refusal(ask(jo, { requestId, captchaToken: "made-up" }))).toMatchObject({
      code: "functions/permission-denied",
      message: "The captcha did not pass; reload the page and send the request again, or call the prop house",
    });
    expect(await stored(requestId)).toBeUndefined();
  });

  it("refuses what is over the limits, naming each field", async () => {
    const tooMuch = {
      ...request,
      notes: "x".repeat(2001),
      lines: Array.from({ length: 501 }, (_, n) => ({ propId: `P-${n}`, quantity: 1, note: "" })),
    };
    const refused = await refusal(ask(jo, { request: tooMuch }));
    expect(refused).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { notes: "must be at most 2,000 characters", lines: "must list at most 500 props" } },
    });
  });

  it("sends one request however often the same one is sent; its id is nobody else's", async () => {
    const requestId = newId();
    const [first, second] = await Promise.all([ask(sam, { requestId }), ask(sam, { requestId })]);
    expect(second).toEqual(first);
    expect(await ask(sam, { requestId })).toEqual({ id: requestId });
    const mail = (await mailTo(db, vendor.email)).filter((each) =>
      each.message.subject.includes(quoteReference(requestId)),
    );
    expect(mail).toHaveLength(1);
    expect(await refusal(ask(jo, { requestId }))).toMatchObject({ code: "functions/already-exists" });
  });

  it("keeps a typed line break out of the mail's subject and the stored names", async () => {
    const typed = {
      ...request,
      contact: { ...request.contact, name: "Ana\r\nBcc: everyone@example.com", company: "Ortiz\u0000Creative" },
      production: "Spring\ncampaign",
    };
    const { id } = await ask(sam, { request: typed });
    expect(await stored(id)).toMatchObject({
      contact: { name: "Ana Bcc: everyone@example.com", company: "Ortiz Creative" },
      production: "Spring campaign",
    });
    const [mail] = (await mailTo(db, vendor.email)).filter((each) => each.message.subject.includes(quoteReference(id)));
    expect(mail?.message.subject).toBe(
      `Quote request ${quoteReference(id)} from Ana Bcc: everyone@example.com, Ortiz Creative for Spring campaign`,
    );
    expect(mail?.message.subject).not.toMatch(/[\r\n]/);
  });

  it("sends a signed-in customer's answers to their account's address, not to one typed in the form", async () => {
    const { id } = await ask(sam, {
      request: { ...request, contact: { ...request.contact, email: "victim@example.com" } },
    });
    const contactOf = async (requestId: string) => ((await stored(requestId)) as QuoteRequestInput).contact;
    expect((await contactOf(id)).email).toBe(sam.email);
    // A visitor has no account: the typed address is the only one there is.
    const visitor = await ask(visitorCaller(emulators));
    expect((await contactOf(visitor.id)).email).toBe(request.contact.email);
  });

  it("refuses a request for a hidden prop, naming it", async () => {
    await db.doc(paths.prop("HID-1")).set({ name: "Reset stool", weeklyRate: 100, quantity: 2, listed: false });
    const refused = await refusal(
      ask(sam, { request: { ...request, lines: [{ propId: "HID-1", quantity: 1, note: "" }] } }),
    );
    expect(refused).toMatchObject({
      code: "functions/failed-precondition",
      message:
        "Reset stool (HID-1) is no longer offered: the prop house has hidden it from the catalogue. " +
        "Take it off the request and try again",
    });
  });

  it("keeps each line's variant, and refuses one the prop does not offer", async () => {
    await db.doc(paths.prop("BPH-30001")).set({
      name: "Bentwood chair",
      weeklyRate: 4000,
      catalogue: { variants: [{ id: "walnut", name: "Walnut" }] },
    });
    const customer = await signedInCaller(emulators);
    await db.doc(paths.user(customer.uid)).set({ email: customer.email, stats: { quoteRequestCount: 0 } });
    const walnut = { propId: "BPH-30001", variantId: "walnut", quantity: 2, note: "" };
    const { id } = await ask(customer, { request: { ...request, lines: [walnut] } });
    expect((await stored(id))?.lines).toEqual([walnut]);
    const gold = { ...walnut, variantId: "gold" };
    expect(await refusal(ask(customer, { request: { ...request, lines: [gold] } }))).toMatchObject({
      code: "functions/failed-precondition",
      message: 'Bentwood chair (BPH-30001) is not offered in the variant "gold". Take it off the request and try again',
    });
  });

  const perHour = quoteRequestRateLimit.requests;
  it(`takes ${perHour} requests an hour from one address, whatever sessions it opens`, async () => {
    // Earlier tests' visitors came from this address too: start the hour afresh.
    await db.recursiveDelete(db.collection(`${paths.vendor}/rateLimits`));
    const caller = await signedInCaller(emulators, "anonymous");
    const ids = [];
    for (let sent = 0; sent < quoteRequestRateLimit.requests; sent += 1) ids.push((await ask(caller)).id);
    const refused = await refusal(ask(caller));
    expect(refused.code).toBe("functions/resource-exhausted");
    expect(refused.message).toMatch(
      /^You have sent 10 quote requests in the last hour; send this one after \d\d:\d\d UTC, or call the prop house$/,
    );
    // A retry of one it took is still answered.
    expect(await ask(caller, { requestId: ids[0] })).toEqual({ id: ids[0] });
    // The attack: a fresh anonymous session per request. The address is counted too, so it buys nothing.
    expect(await refusal(ask(await signedInCaller(emulators, "anonymous")))).toMatchObject({
      code: "functions/resource-exhausted",
    });
    expect(await refusal(ask(visitorCaller(emulators)))).toMatchObject({ code: "functions/resource-exhausted" });
    // A customer with an account is counted by their account: someone else at the address is not held back.
    expect((await ask(await signedInCaller(emulators))).id).toHaveLength(20);
  });
});
