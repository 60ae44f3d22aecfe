// Quote requests, orders and messages: what a customer sends the vendor. On Firestore these go
// through the server's commands (apps/functions tests them; the rules refuse them from clients),
// so the repositories' own versions run where no server does: the embedded store. The vendor's
// side of a thread runs on both stores.
import { beforeEach, describe, expect, it } from "vitest";
import { eventQueue } from "../../test/event-queue.js";
import { type Customers, describeOnEachStore, describeOnEmbeddedStore } from "../../test/repository-harness.js";
import { vendor } from "../../test/stores.js";
import { type QuoteRequestInput, type VariantSource, estimateRental, ValidationError } from "@backlot/domain";
import { type Message, messageId, messages } from "./messages.js";
import { orders } from "./orders.js";
import { quoteRequests } from "./quote-requests.js";
import { setLists } from "./set-lists.js";
import { vendorUsers } from "./vendor-users.js";

/** Jo's record, as her first login writes it, before each test. */
function withJo(customers: () => Customers) {
  beforeEach(async () => {
    await vendorUsers(customers().as("u1"), vendor).recordLogin({ uid: "u1", email: "jo@studio.example" });
  });
  return (uid: string) => vendorUsers(customers().admin, vendor).get(uid);
}

describeOnEmbeddedStore("quote requests and orders", (customers: () => Customers) => {
  const record = withJo(customers);

  const request: QuoteRequestInput = {
    contact: { name: "Jo Rivera", email: "jo@studio.example", phone: "+1 212 555 0147", company: "Silvercup" },
    production: "The Diner",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-15",
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "Scene 12",
    lines: [],
  };
  const stools = [{ propId: "stool", quantity: 6, note: "" }];

  async function dinerList(uid = "u1"): Promise<string> {
    const lists = setLists(customers().as(uid), vendor);
    const id = await lists.create(uid, { name: "Diner", production: "The Diner" });
    await lists.addLine(uid, id, { propId: "stool", quantity: 6 });
    await lists.addLine(uid, id, { propId: "lamp", quantity: 2 });
    return id;
  }

  describe("quote requests", () => {
    it("takes a visitor's request with contact details and props", async () => {
      const quotes = quoteRequests(customers().visitor, vendor);
      const id = await quotes.submitAsVisitor({ ...request, lines: stools });
      const saved = (await customers().admin.get(`vendors/${vendor.vendorId}/quoteRequests/${id}`)).data;
      expect(saved).toMatchObject({
        uid: null,
        setListId: null,
        status: "new",
        weeks: 2,
        contact: request.contact,
        lines: [{ propId: "stool", quantity: 6 }],
      });
      expect(saved?.createdAt).toBeInstanceOf(Date);
    });

    it("takes a visitor's request for work without props when the notes describe it", async () => {
      const quotes = quoteRequests(customers().as("u1"), vendor);
      const id = await quotes.submitAsVisitor({
        ...request,
        notes: "Six breakaway bar stools, built to match a 1950s diner set.",
      });
      expect((await customers().admin.get(`vendors/${vendor.vendorId}/quoteRequests/${id}`)).data).toMatchObject({
        lines: [],
        notes: "Six breakaway bar stools, built to match a 1950s diner set.",
      });
    });

    it("lists every problem of a bad request at once", async () => {
      const quotes = quoteRequests(customers().as("u1"), vendor);
      const bad = {
        contact: { name: "", email: "jo@" },
        pickUpDate: "2026-12-15",
        returnDate: "2026-12-01",
        fulfilment: "delivery",
        lines: [],
      } as unknown as QuoteRequestInput;
      const attempt = quotes.submitAsVisitor(bad);
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toMatchObject({
        fieldErrors: {
          "contact.name": "is required",
          "contact.email": "must be an email address like name@studio.com",
          production: "is required",
          returnDate: "must be after the pick-up date",
          deliveryAddress: "is required",
          lines: "must list a prop, or the notes must say what you need",
        },
      });
      await expect(
        quotes.submitAsVisitor({ ...request, pickUpDate: "12/01/2026", lines: stools }),
      ).rejects.toMatchObject({
        fieldErrors: { pickUpDate: "must be a date like 2026-12-01" },
      });
    });

    it("takes a user's request with a set list attached and counts it", async () => {
      const quotes = quoteRequests(customers().as("u1"), vendor);
      const listId = await dinerList();
      const id = await quotes.submitFromSetList("u1", listId, { ...request, production: "" });
      const [saved] = await quotes.listForUser("u1");
      expect(saved).toMatchObject({
        id,
        uid: "u1",
        setListId: listId,
        production: "The Diner",
        lines: [
          { propId: "stool", quantity: 6 },
          { propId: "lamp", quantity: 2 },
        ],
      });
      expect((await record("u1"))?.stats.quoteRequestCount).toBe(1);
    });

    it("refuses another user's set list", async () => {
      await vendorUsers(customers().as("u2"), vendor).recordLogin({ uid: "u2", email: "sam@studio.example" });
      const listId = await dinerList();
      await expect(
        quoteRequests(customers().as("u2"), vendor).submitFromSetList("u2", listId, request),
      ).rejects.toMatchObject({ code: "permission-denied" });
      expect((await record("u2"))?.stats.quoteRequestCount).toBe(0);
    });
  });

  describe("orders", () => {
    const terms = {
      weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
      currency: "USD",
      hasCreditCardAuth: true,
      ccAuthProcessingPercentage: 3.5,
    };
    const catalogue: Record<string, VariantSource> = {
      stool: { name: "Chrome diner stool", weeklyRate: 1250, variants: [{ id: "red", name: "Red", weeklyRate: 1500 }] },
      lamp: { name: "Brass desk lamp", weeklyRate: 4500 },
    };
    const priceOf = (propId: string) => Promise.resolve(catalogue[propId]);

    it("places an order for a set list with the week-by-week estimate, and counts it", async () => {
      const listId = await dinerList();
      const { id, estimate } = await orders(customers().as("u1"), { ...vendor, terms, priceOf }).place("u1", listId, {
        ...request,
      });
      const expected = estimateRental(
        [
          { propId: "stool", name: "Chrome diner stool", weeklyRate: 1250, quantity: 6 },
          { propId: "lamp", name: "Brass desk lamp", weeklyRate: 4500, quantity: 2 },
        ],
        2,
        terms,
      );
      expect(estimate).toEqual(expected);
      // 2 weeks at half rate: stools 6 x 12.50 x 0.5 x 2 = $75, lamps 2 x 45 x 0.5 x 2 = $90.
      expect(estimate.subtotal).toBe(16500);
      expect(estimate.cardAuthorisation).toBe(17078);
      const [saved] = await orders(customers().as("u1"), { ...vendor, terms, priceOf }).listForUser("u1");
      expect(saved).toMatchObject({
        id,
        uid: "u1",
        setListId: listId,
        setListName: "Diner",
        status: "placed",
        pickUpDate: "2026-12-01",
        returnDate: "2026-12-15",
      });
      expect(saved?.estimate).toEqual(expected);
      // The stored order carries the list's lines and no price of the customer's.
      const stored = (await customers().admin.get(`vendors/${vendor.vendorId}/orders/${id}`)).data;
      expect(stored?.lines).toEqual([
        { propId: "stool", quantity: 6, note: "" },
        { propId: "lamp", quantity: 2, note: "" },
      ]);
      expect(stored).not.toHaveProperty("estimate");
      expect((await record("u1"))?.stats.orderCount).toBe(1);
    });

    it("refuses a list with a prop no longer in the catalogue, saying which", async () => {
      const listId = await dinerList();
      const missing = (propId: string) => Promise.resolve(propId === "lamp" ? undefined : catalogue[propId]);
      await expect(
        orders(customers().as("u1"), { ...vendor, terms, priceOf: missing }).place("u1", listId, request),
      ).rejects.toThrow('Prop lamp on "Diner" is no longer in the catalogue; remove it and try again');
      expect((await record("u1"))?.stats.orderCount).toBe(0);
    });

    it("prices a line in its variant, and refuses a variant the prop no longer has", async () => {
      const listId = await dinerList();
      await setLists(customers().as("u1"), vendor).addLine("u1", listId, { propId: "stool", variantId: "red" });
      const placing = orders(customers().as("u1"), { ...vendor, terms, priceOf });
      const { estimate } = await placing.place("u1", listId, request);
      expect(estimate.lines[2]).toMatchObject({ propId: "stool", variantId: "red", name: "Chrome diner stool (Red)" });
      expect(estimate.lines[2]?.weeklyRate).toBe(1500);
      const gone = (propId: string) => Promise.resolve(catalogue[propId] && { ...catalogue[propId], variants: [] });
      await expect(
        orders(customers().as("u1"), { ...vendor, terms, priceOf: gone }).place("u1", listId, request),
      ).rejects.toThrow(
        'Chrome diner stool (stool) is not offered in the variant "red"; take it off "Diner" and try again',
      );
    });
  });
});

describeOnEachStore("the vendor's messages", (customers: () => Customers) => {
  const record = withJo(customers);
  it("count unread for the customer until they read them", async () => {
    const thread = messages(customers().as("u1"), vendor);
    const staff = messages(customers().staff, vendor);
    await staff.send("u1", "vendor", "Yes, eight in stock.");
    await staff.send("u1", "vendor", "Held until Friday.");
    expect(await thread.thread("u1")).toMatchObject({ unreadByCustomer: 2, lastMessagePreview: "Held until Friday." });
    expect((await record("u1"))?.stats.unreadMessageCount).toBe(2);
    await thread.markReadByCustomer("u1");
    expect(await thread.thread("u1")).toMatchObject({ unreadByCustomer: 0 });
    expect((await record("u1"))?.stats.unreadMessageCount).toBe(0);
  });
});

// A customer's own messages go through the sendMessage command on Firestore (apps/functions tests
// it); the repository sends them where no server runs.
describeOnEmbeddedStore("messages", (customers: () => Customers) => {
  const record = withJo(customers);
  describe("messages", () => {
    it("keeps one thread per user with unread counts on both sides", async () => {
      const thread = messages(customers().as("u1"), vendor);
      const staff = messages(customers().staff, vendor);
      const seen = eventQueue<(Message & { id: string })[]>();
      const stop = thread.listen("u1", (list) => seen.push(list));
      expect(await seen.next()).toEqual([]);

      await thread.send("u1", "customer", "Do you have six chrome stools for Dec 1?");
      await staff.send("u1", "vendor", "Yes, eight in stock.");
      await staff.send("u1", "vendor", "Held until Friday.");
      const list = await seen.until((items) => items.length === 3);
      expect(list.map((message) => [message.from, message.body])).toEqual([
        ["customer", "Do you have six chrome stools for Dec 1?"],
        ["vendor", "Yes, eight in stock."],
        ["vendor", "Held until Friday."],
      ]);
      expect(await thread.thread("u1")).toMatchObject({
        uid: "u1",
        unreadByVendor: 1,
        unreadByCustomer: 2,
        lastMessagePreview: "Held until Friday.",
      });
      expect((await record("u1"))?.stats).toMatchObject({ messageCount: 1, unreadMessageCount: 2 });

      await thread.markReadByCustomer("u1");
      await staff.markReadByVendor("u1");
      expect(await thread.thread("u1")).toMatchObject({ unreadByVendor: 0, unreadByCustomer: 0 });
      expect((await record("u1"))?.stats.unreadMessageCount).toBe(0);
      stop();
    });

    it("refuses an empty or overlong message", async () => {
      const thread = messages(customers().as("u1"), vendor);
      await expect(thread.send("u1", "customer", "   ")).rejects.toMatchObject({
        fieldErrors: { body: "is required" },
      });
      await expect(thread.send("u1", "customer", "x".repeat(4001))).rejects.toMatchObject({
        fieldErrors: { body: "must be at most 4000 characters" },
      });
    });
  });
});

describe("message ids", () => {
  it("gives messages ids that sort in sending order, even within one millisecond", () => {
    const ids = [
      messageId(1_790_000_000_000),
      messageId(1_790_000_000_000),
      messageId(1_790_000_000_000),
      messageId(1_790_000_000_001),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });
});
