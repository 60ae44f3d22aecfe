// Prices at a dock on the emulators (issue 37; decision 0053): pricing stays the prop house's unless a dock has its
// own weekly schedule or currency, and then an order picked up there, a quote answered for it and every later price
// of that order use the dock's.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import type { PlaceOrderResult } from "@backlot/domain";
import { adminFirestore, closeCallers, describeOnEmulators, staffCaller, testVendor } from "../../../test/world.js";
import { dock, twoDockHelpers } from "../../../test/two-docks.js";
import { testCaptchaToken } from "../../shared/verify-captcha.js";

const vendorId = "test-dock-prices";
const paths = vendorPaths(vendorId);
// Vancouver has its own schedule (half price from the second week) and bills in US dollars.
const docks = [
  dock("toronto", "Toronto"),
  { ...dock("vancouver", "Vancouver"), currency: "USD", weeklyDiscounts: [1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5] },
];

describeOnEmulators("prices at a dock", (emulators) => {
  let db: Firestore;
  const newId = () => db.collection("ids").doc().id;
  const { prop, customerWithList, orderRequest } = twoDockHelpers(emulators, paths, () => newId());

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set({ ...testVendor(vendorId), locations: docks });
  });
  afterAll(() => closeCallers());

  /** Places an order for the list at `locationId` (10 days: two rental weeks) and gives its estimate. */
  async function orderAt(locationId: string) {
    const settee = await prop({ toronto: 1, vancouver: 1 }, "Camelback settee", 2000);
    const { customer, setListId } = await customerWithList([{ propId: settee, quantity: 1 }], locationId);
    const orderId = newId();
    const placed = await customer.call<PlaceOrderResult>("placeOrder", {
      vendorId,
      orderId,
      setListId,
      request: orderRequest(customer),
    });
    return { placed, customer, settee, setListId };
  }

  it("prices an order at the dock's own schedule and currency, and one at the house's as before", async () => {
    const toronto = await orderAt("toronto");
    expect(toronto.placed.estimate).toMatchObject({ currency: "CAD", weeks: 2, factors: [1, 1], subtotal: 4000 });
    const vancouver = await orderAt("vancouver");
    expect(vancouver.placed.estimate).toMatchObject({ currency: "USD", weeks: 2, factors: [1, 0.5], subtotal: 3000 });
  });

  it("answers a quote for a list at the dock with its schedule", async () => {
    const settee = await prop({ vancouver: 1 }, "Camelback settee", 2000);
    const { customer, setListId } = await customerWithList([{ propId: settee, quantity: 1 }], "vancouver");
    const quoteRequestId = newId();
    await customer.call("requestQuote", {
      vendorId,
      requestId: quoteRequestId,
      setListId,
      request: { ...orderRequest(customer), lines: [] },
      captchaToken: testCaptchaToken("quote_request"),
    });
    const staff = await staffCaller(emulators, vendorId);
    const lines = [{ propId: settee, quantity: 1, weeklyRate: 3000 }];
    await staff.call("answerQuote", { vendorId, quoteRequestId, lines, note: "" });
    const answer = (await db.doc(`${paths.quoteRequests}/${quoteRequestId}`).get()).get("answer") as {
      estimate?: unknown;
    };
    expect(answer.estimate).toMatchObject({ currency: "USD", factors: [1, 0.5], subtotal: 4500 });
  });
});
