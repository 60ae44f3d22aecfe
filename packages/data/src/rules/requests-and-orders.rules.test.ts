// firestore.rules on quote requests and orders: a visitor's request and a customer's request or
// order of their own set list pass; one naming another user, someone else's set list, a forged
// createdAt or any price the customer wrote is refused.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  type Firestore,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore";
import { it } from "vitest";
import { describeRules, joLines, paths } from "../../test/rules-env.js";

const contact = { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "Silvercup" };
const quote = {
  contact,
  production: "The Diner",
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  weeks: 2,
  fulfilment: "pickup",
  deliveryAddress: "",
  notes: "",
  lines: [{ propId: "stool", quantity: 6, note: "" }],
  uid: null,
  setListId: null,
  status: "new",
  createdAt: serverTimestamp(),
};
const order = {
  uid: "jo",
  setListId: "jolist",
  setListName: "Jo's diner",
  lines: joLines,
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  fulfilment: "pickup",
  deliveryAddress: "",
  notes: "",
  contact,
  status: "placed",
  createdAt: serverTimestamp(),
};

/** As the repositories write them: the document and its counter on the customer's record, together. */
const counted = (db: Firestore, kind: "orders" | "quoteRequests", id: string, data: Record<string, unknown>) =>
  writeBatch(db)
    .set(doc(db, `${kind === "orders" ? paths.orders : paths.quoteRequests}/${id}`), data)
    .update(
      doc(db, paths.user("jo")),
      kind === "orders"
        ? { "stats.orderCount": increment(1), lastOrderId: id }
        : { "stats.quoteRequestCount": increment(1), lastQuoteRequestId: id },
    )
    .commit();

describeRules("quote requests and orders", (world) => {
  const jo = () => world.as("jo");

  it("takes a visitor's request, and nothing else from a visitor", async () => {
    await assertSucceeds(setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), quote));
    await assertSucceeds(setDoc(doc(world.anonymous(), `${paths.quoteRequests}/q2`), quote));
    await assertFails(getDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`)));
    await assertFails(updateDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), { status: "quoted" }));
    await assertFails(setDoc(doc(world.visitor(), `${paths.orders}/o1`), { ...order, uid: null }));
  });

  it("refuses a request that names another user, someone else's set list, or a forged createdAt", async () => {
    await assertFails(setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), { ...quote, uid: "sam" }));
    await assertFails(counted(jo(), "quoteRequests", "q1", { ...quote, uid: "sam", setListId: "samlist" }));
    await assertFails(counted(jo(), "quoteRequests", "q1", { ...quote, uid: "jo", setListId: "samlist" }));
    await assertFails(setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), { ...quote, setListId: "samlist" }));
    await assertFails(
      setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), { ...quote, createdAt: new Date("2026-01-01") }),
    );
    await assertFails(setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), { ...quote, status: "quoted" }));
    await assertFails(
      counted(jo(), "quoteRequests", "q1", {
        ...quote,
        uid: "jo",
        setListId: "jolist",
        createdAt: new Date("2026-01-01"),
      }),
    );
    await assertSucceeds(counted(jo(), "quoteRequests", "q1", { ...quote, uid: "jo", setListId: "jolist" }));
  });

  it("refuses a customer's request with a set list that is not counted on their record", async () => {
    await assertFails(setDoc(doc(jo(), `${paths.quoteRequests}/q1`), { ...quote, uid: "jo", setListId: "jolist" }));
  });

  it("refuses requests over the size limits", async () => {
    const visitor = world.visitor();
    await assertFails(setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, notes: "x".repeat(2001) }));
    await assertFails(
      setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, contact: { ...contact, name: "x".repeat(121) } }),
    );
    await assertFails(
      setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, contact: { ...contact, email: "not an email" } }),
    );
    await assertFails(
      setDoc(doc(visitor, `${paths.quoteRequests}/q1`), {
        ...quote,
        lines: Array.from({ length: 501 }, () => quote.lines[0]),
      }),
    );
    await assertFails(setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, returnDate: "2026-11-01" }));
    // The quote contract's rules (@backlot/data/quote): a return after the pick-up, a production.
    await assertFails(setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, returnDate: quote.pickUpDate }));
    await assertFails(setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, production: " " }));
    await assertFails(setDoc(doc(visitor, `${paths.quoteRequests}/q1`), { ...quote, price: 1 }));
    await assertSucceeds(
      setDoc(doc(visitor, `${paths.quoteRequests}/q1`), {
        ...quote,
        notes: "x".repeat(2000),
        lines: Array.from({ length: 500 }, () => quote.lines[0]),
      }),
    );
  });

  it("takes a customer's order of their own set list, counted on their record", async () => {
    await assertSucceeds(counted(jo(), "orders", "o1", order));
    await assertSucceeds(getDoc(doc(jo(), `${paths.orders}/o1`)));
    await assertSucceeds(getDocs(query(collection(jo(), paths.orders), where("uid", "==", "jo"))));
    await assertFails(getDoc(doc(world.as("sam"), `${paths.orders}/o1`)));
  });

  it("refuses an order that names another user, someone else's set list or a forged createdAt", async () => {
    await assertFails(counted(jo(), "orders", "o1", { ...order, uid: "sam" }));
    await assertFails(
      counted(jo(), "orders", "o1", {
        ...order,
        setListId: "samlist",
        setListName: "Sam's precinct",
        lines: [{ propId: "stool", quantity: 6, note: "chrome" }],
      }),
    );
    await assertFails(counted(jo(), "orders", "o1", { ...order, createdAt: new Date("2026-01-01") }));
    await assertFails(counted(jo(), "orders", "o1", { ...order, status: "confirmed" }));
    await assertFails(setDoc(doc(jo(), `${paths.orders}/o1`), order));
  });

  it("refuses any price the customer wrote on an order", async () => {
    await assertFails(counted(jo(), "orders", "o1", { ...order, estimate: { subtotal: 1 } }));
    await assertFails(counted(jo(), "orders", "o1", { ...order, total: 1 }));
    await assertFails(counted(jo(), "orders", "o1", { ...order, lines: [{ ...joLines[0], weeklyRate: 1 }] }));
    await assertFails(counted(jo(), "orders", "o1", { ...order, lines: [{ ...joLines[0], quantity: 200 }] }));
  });

  it("lets only staff change a placed order or a request", async () => {
    await assertSucceeds(counted(jo(), "orders", "o1", order));
    await assertFails(updateDoc(doc(jo(), `${paths.orders}/o1`), { status: "confirmed" }));
    await assertSucceeds(updateDoc(doc(world.staff(), `${paths.orders}/o1`), { status: "confirmed" }));
  });
});
