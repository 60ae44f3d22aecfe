// Card authorisation on the emulators (issue 33, decision 0037), with the announced local test provider (no Stripe key
// on a "demo-" project): the customer saves a card for their order, for the server's amount, and the release gate
// reads it. Each attack sits beside the flow: a visitor, another customer's order, another vendor's staff, a tampered
// amount, a setup of another order, a tenant that takes no cards, an account the house denied (decision 0021); staff
// signed in as the customer are let through and named. Every provider call here is to the local provider; the Stripe
// adapter's contract is payments-contract.test.ts.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type CardAuthorisation,
  type ConfirmCardAuthorisationResult,
  type StartCardAuthorisationResult,
  type StartImpersonationResult,
  cardAuthorisationRateLimit,
  newVendorUser,
  orderPaperworkRefusal,
  orderReference,
} from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "../../../test/world.js";

const vendorId = "test-card-house";
const paths = vendorPaths(vendorId);
// It requires a payment before release; the test vendor takes cards, at 3.5%.
const vendor = { ...testVendor(vendorId), requiredPaperwork: ["payment"], locale: "en-US" };
const noCardsId = "test-no-card-house";
const noCards = { ...testVendor(noCardsId), terms: { ...testVendor(noCardsId).terms, hasCreditCardAuth: false } };
const contact = { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" };
const startAgain = "start again from the order's page";

describeOnEmulators("card authorisation", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let otherStaff: Caller;
  let jo: Caller;
  let sam: Caller;
  const newId = () => db.collection("ids").doc().id;
  const start = (caller: Caller, orderId: string, extra: Record<string, unknown> = {}, at = vendorId) =>
    caller.call<StartCardAuthorisationResult>("startCardAuthorisation", { vendorId: at, orderId, ...extra });
  const confirm = (caller: Caller, orderId: string, setupId: string, extra: Record<string, unknown> = {}) =>
    caller.call<ConfirmCardAuthorisationResult>("confirmCardAuthorisation", {
      vendorId,
      orderId,
      setupId,
      testCard: "pm_card_visa",
      ...extra,
    });
  const stored = async (orderId: string, at = vendorId) =>
    (await db.doc(vendorPaths(at).order(orderId)).get()).data() as
      { cardAuthorisation?: CardAuthorisation; cardSetup?: { setupId: string; actedBy?: unknown } } | undefined;

  /** A confirmed order of `uid`'s, $500.00 over three weeks from next week. */
  async function confirmedOrder(uid: string, at = vendorId): Promise<string> {
    const id = newId();
    await db.doc(vendorPaths(at).order(id)).set({
      uid,
      setListName: "Diner",
      contact,
      status: "confirmed",
      lines: [],
      pickUpDate: inDays(7),
      returnDate: inDays(21),
      estimate: { subtotal: 50_000 },
    });
    return id;
  }

  /** The caller's record at the vendor, as sign-up makes it (awaiting approval), in the given standing. */
  const seedCustomer = (caller: Caller, isAuthorized: boolean | null = null, at = vendorId) =>
    db.doc(vendorPaths(at).user(caller.uid)).set({
      ...newVendorUser({ email: caller.email, vendorId: at, vendorName: vendor.name, now: new Date() }),
      isAuthorized,
    });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await Promise.all([db.doc(paths.vendor).set(vendor), db.doc(vendorPaths(noCardsId).vendor).set(noCards)]);
    [staff, otherStaff, jo, sam] = await Promise.all([
      staffCaller(emulators, vendorId),
      staffCaller(emulators, "another-prop-house"),
      signedInCaller(emulators),
      signedInCaller(emulators),
    ]);
    // Every account has a record where it orders (startImpersonation needs one too); Jo's is approved.
    await Promise.all([seedCustomer(jo, true), seedCustomer(jo, true, noCardsId), seedCustomer(sam, true)]);
  });
  afterAll(() => closeCallers());

  it("saves the customer's card for the order's total plus processing, and the order may then go out", async () => {
    const orderId = await confirmedOrder(jo.uid);
    const release = () => staff.call("setOrderStatus", { vendorId, orderId, status: "out", note: "" });
    expect(await refusal(release())).toMatchObject({
      message: expect.stringContaining("No card is authorised, and the account is not on terms") as string,
    });

    // The amount is the server's ($500.00 plus 3.5%); what the client says of it counts for nothing.
    const started = await start(jo, orderId, { amount: 1, currency: "JPY" });
    expect(started).toMatchObject({
      provider: "test",
      amount: 51_750,
      currency: "USD",
      processingPercentage: 3.5,
      setupId: expect.stringMatching(/^seti_test_/) as string,
    });
    expect((await stored(orderId))?.cardSetup).toMatchObject({ setupId: started.setupId });

    expect(await confirm(jo, orderId, started.setupId, { amount: 1 })).toEqual({
      card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 },
      amount: 51_750,
      currency: "USD",
    });
    const order = await stored(orderId);
    expect(order?.cardSetup).toBeUndefined();
    expect(order?.cardAuthorisation).toMatchObject({
      provider: "test",
      setupId: started.setupId,
      card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 },
      amount: 51_750,
      currency: "USD",
      paymentMethodId: expect.stringMatching(/^pm_test_/) as string,
    });
    expect(order?.cardAuthorisation?.actedBy).toBeUndefined();
    // A retry after a lost answer is the same card, not an error.
    expect(await confirm(jo, orderId, started.setupId)).toMatchObject({ amount: 51_750 });

    expect(await release()).toEqual({ ok: true });
    expect(await db.collection(paths.audit).where("orderId", "==", orderId).get()).toHaveProperty("size", 0);

    // The next order reuses the account's customer at the provider.
    const next = await start(jo, await confirmedOrder(jo.uid));
    const customers = await db.doc(`${paths.vendor}/paymentCustomers/${jo.uid}`).get();
    expect(customers.get("provider")).toBe("test");
    expect((await db.collection("testPayments").doc(next.setupId).get()).get("customerId")).toBe(
      customers.get("customerId"),
    );
  });

  it("says when the card was declined, and saves nothing", async () => {
    const orderId = await confirmedOrder(jo.uid);
    const { setupId } = await start(jo, orderId);
    expect(await refusal(confirm(jo, orderId, setupId, { testCard: "pm_card_chargeDeclined" }))).toEqual({
      code: "functions/failed-precondition",
      message: "Your card was declined. Try again or use another card",
      details: undefined,
    });
    expect(await refusal(confirm(jo, orderId, setupId, { testCard: "4242424242424242" }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { testCard: expect.stringMatching(/^must be one of pm_card_visa/) as string } },
    });
    // Unconfirmed: the provider has no card for it yet.
    expect(await refusal(confirm(jo, orderId, setupId, { testCard: null }))).toMatchObject({
      code: "functions/failed-precondition",
      message: "The card was not saved: Your card was declined. Try again or use another card",
    });
    expect((await stored(orderId))?.cardAuthorisation).toBeUndefined();
  });

  it("saves the card of an account awaiting approval, which may hold an order from a quote it accepted", async () => {
    const awaiting = await signedInCaller(emulators);
    await seedCustomer(awaiting, null);
    const orderId = await confirmedOrder(awaiting.uid);
    const { setupId } = await start(awaiting, orderId);
    expect(await confirm(awaiting, orderId, setupId)).toMatchObject({ amount: 51_750 });
    expect((await stored(orderId))?.cardAuthorisation).toMatchObject({ setupId, amount: 51_750 });
  });

  it("refuses a card for an account the house denied, staff signed in as it too, and keeps nothing", async () => {
    const denied = await signedInCaller(emulators);
    await seedCustomer(denied, false);
    const orderId = await confirmedOrder(denied.uid);
    const refused = {
      code: "functions/failed-precondition",
      message: orderPaperworkRefusal("Test Prop House", orderId, "card"),
      details: undefined,
    };
    expect(refused.message).toBe(
      "Test Prop House has not approved this account, so it cannot authorise a card for order " +
        `${orderReference(orderId)}. Write to them about it.`,
    );
    expect(await refusal(start(denied, orderId))).toEqual(refused);
    const { token } = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: denied.uid,
      reason: "They want to pay by phone",
    });
    expect(await refusal(start(await tokenCaller(emulators, token), orderId))).toEqual(refused);
    expect(await stored(orderId)).not.toHaveProperty("cardSetup");

    // Denied after the card form opened: confirming it is refused, and no card is kept.
    const late = await signedInCaller(emulators);
    await seedCustomer(late, null);
    const lateOrder = await confirmedOrder(late.uid);
    const { setupId } = await start(late, lateOrder);
    await db.doc(paths.user(late.uid)).update({ isAuthorized: false });
    expect(await refusal(confirm(late, lateOrder, setupId))).toEqual({
      ...refused,
      message: orderPaperworkRefusal("Test Prop House", lateOrder, "card"),
    });
    expect(await stored(lateOrder)).not.toHaveProperty("cardAuthorisation");
  });

  it("lets staff signed in as the customer authorise the card, and names them on it", async () => {
    const orderId = await confirmedOrder(jo.uid);
    const session = await tokenCaller(
      emulators,
      (
        await staff.call<StartImpersonationResult>("startImpersonation", {
          vendorId,
          uid: jo.uid,
          reason: "Jo is reading the card out on the phone",
        })
      ).token,
    );
    const { setupId } = await start(session, orderId);
    expect((await stored(orderId))?.cardSetup?.actedBy).toMatchObject({ staffUid: staff.uid });
    await confirm(session, orderId, setupId);
    expect((await stored(orderId))?.cardAuthorisation?.actedBy).toMatchObject({ staffUid: staff.uid });
  });

  it("refuses visitors, anonymous sessions, other customers, and staff as themselves or elsewhere", async () => {
    const orderId = await confirmedOrder(jo.uid);
    expect(await refusal(start(visitorCaller(emulators), orderId))).toMatchObject({
      code: "functions/unauthenticated",
    });
    expect(await refusal(start(await signedInCaller(emulators, "anonymous"), orderId))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Create an account or log in to do this",
    });
    // Another customer, staff of another vendor, and staff of this one as themselves: it is not their order.
    for (const caller of [sam, otherStaff, staff]) {
      expect(await refusal(start(caller, orderId))).toEqual({
        code: "functions/not-found",
        message: `Order ${orderReference(orderId)} is not one of your orders; open it from your account`,
        details: undefined,
      });
    }
    const { setupId } = await start(jo, orderId);
    for (const caller of [sam, otherStaff, visitorCaller(emulators)]) {
      expect(await refusal(confirm(caller, orderId, setupId))).toMatchObject({
        code: expect.stringMatching(/^functions\/(not-found|unauthenticated)$/) as string,
      });
    }
    expect((await stored(orderId))?.cardAuthorisation).toBeUndefined();
  });

  it("refuses a setup started for another order, the customer's own or someone else's", async () => {
    const [jos, josOther, sams] = [
      await confirmedOrder(jo.uid),
      await confirmedOrder(jo.uid),
      await confirmedOrder(sam.uid),
    ];
    const [forJos, forOther, forSams] = [await start(jo, jos), await start(jo, josOther), await start(sam, sams)];
    for (const { setupId } of [forOther, forSams]) {
      expect(await refusal(confirm(jo, jos, setupId))).toEqual({
        code: "functions/failed-precondition",
        message: `Card setup ${setupId} was not started for order ${orderReference(jos)}; ${startAgain}`,
        details: undefined,
      });
    }
    expect(await refusal(confirm(jo, jos, "seti_../../orders"))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { setupId: 'is not a card setup id ("seti_...")' } },
    });
    // Were an order ever to point at another's setup, the provider's record of it still says whose it is.
    const samsSetup = (await stored(sams))?.cardSetup;
    await db.doc(paths.order(jos)).update({ cardSetup: { ...samsSetup, customerId: "cus_test_someone" } });
    expect(await refusal(confirm(jo, jos, forSams.setupId))).toMatchObject({
      code: "functions/permission-denied",
      message: `Card setup ${forSams.setupId} was not made for order ${orderReference(jos)}; ${startAgain}`,
    });
    expect((await stored(jos))?.cardAuthorisation).toBeUndefined();
    expect(forJos.setupId).not.toBe(forSams.setupId);
  });

  it("refuses where the tenant takes no cards, an order with no price, and past the hourly limit", async () => {
    const elsewhere = await confirmedOrder(jo.uid, noCardsId);
    expect(await refusal(start(jo, elsewhere, {}, noCardsId))).toMatchObject({
      code: "functions/failed-precondition",
      message: "Test Prop House does not take card authorisations; ask the prop house how to pay",
    });
    const unpriced = await confirmedOrder(sam.uid);
    await db.doc(paths.order(unpriced)).update({ estimate: null });
    expect(await refusal(start(sam, unpriced))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Order ${orderReference(unpriced)} has no price yet; ask the prop house to price it`,
    });

    const rusher = await signedInCaller(emulators);
    await seedCustomer(rusher, true);
    const orderId = await confirmedOrder(rusher.uid);
    for (let each = 0; each < cardAuthorisationRateLimit.requests; each++) await start(rusher, orderId);
    expect(await refusal(start(rusher, orderId))).toMatchObject({
      code: "functions/resource-exhausted",
      message: expect.stringMatching(
        /^You have started 10 card authorisations in the last hour; try again after/,
      ) as string,
    });
  });
});
