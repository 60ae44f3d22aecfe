// firestore.rules on quote requests, orders, the audit and mail: the server's commands write them
// (apps/functions), so every client write is refused, however well formed, from visitors,
// customers and staff alike; customers read their own requests and orders, staff their vendor's.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  type Firestore,
  collection,
  deleteDoc,
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

/** As the repositories wrote them before the commands: the document and its counter, together. */
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

describeRules("quote requests, orders, audit and mail", (world) => {
  const jo = () => world.as("jo");

  it("refuses a quote request from anyone: they go through requestQuote", async () => {
    await assertFails(setDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`), quote));
    await assertFails(setDoc(doc(world.anonymous(), `${paths.quoteRequests}/q2`), quote));
    await assertFails(counted(jo(), "quoteRequests", "q3", { ...quote, uid: "jo", setListId: "jolist" }));
    await assertFails(setDoc(doc(world.staff(), `${paths.quoteRequests}/q4`), quote));
  });

  it("refuses an order from anyone, well formed or priced: they go through placeOrder", async () => {
    await assertFails(counted(jo(), "orders", "o1", order));
    await assertFails(setDoc(doc(jo(), `${paths.orders}/o1`), order));
    await assertFails(counted(jo(), "orders", "o1", { ...order, estimate: { subtotal: 1 } }));
    await assertFails(setDoc(doc(world.visitor(), `${paths.orders}/o1`), { ...order, uid: null }));
    await assertFails(setDoc(doc(world.staff(), `${paths.orders}/o1`), order));
  });

  it("refuses counters a customer raises without the server", async () => {
    await assertFails(updateDoc(doc(jo(), paths.user("jo")), { "stats.orderCount": increment(1), lastOrderId: "o1" }));
    await assertFails(
      updateDoc(doc(jo(), paths.user("jo")), { "stats.quoteRequestCount": increment(1), lastQuoteRequestId: "q1" }),
    );
  });

  it("lets a customer read their own orders and requests, staff all of them, and nobody change a status", async () => {
    await world.seed(`${paths.orders}/o1`, order);
    await world.seed(`${paths.quoteRequests}/q1`, { ...quote, uid: "jo", setListId: "jolist" });
    await assertSucceeds(getDoc(doc(jo(), `${paths.orders}/o1`)));
    await assertSucceeds(getDocs(query(collection(jo(), paths.orders), where("uid", "==", "jo"))));
    await assertSucceeds(getDocs(query(collection(jo(), paths.quoteRequests), where("uid", "==", "jo"))));
    await assertFails(getDoc(doc(world.as("sam"), `${paths.orders}/o1`)));
    await assertFails(getDoc(doc(world.visitor(), `${paths.quoteRequests}/q1`)));
    await assertSucceeds(getDoc(doc(world.staff(), `${paths.orders}/o1`)));
    for (const db of [jo(), world.staff()]) {
      await assertFails(updateDoc(doc(db, `${paths.orders}/o1`), { status: "confirmed" }));
      await assertFails(updateDoc(doc(db, `${paths.quoteRequests}/q1`), { status: "quoted" }));
      await assertFails(deleteDoc(doc(db, `${paths.orders}/o1`)));
    }
  });

  it("lets no one extend an order or add to it by writing it: extendOrder and addToOrder do", async () => {
    await world.seed(`${paths.orders}/o2`, { ...order, status: "out" });
    const later = { returnDate: "2026-12-29", estimate: { subtotal: 1 } };
    const more = { lines: [...joLines, { propId: "lamp", quantity: 2, note: "" }] };
    const entry = { status: "out", by: "jo", byName: "Jo", note: "", change: { kind: "extended", id: "c1" } };
    for (const db of [jo(), world.staff()]) {
      await assertFails(updateDoc(doc(db, `${paths.orders}/o2`), later));
      await assertFails(updateDoc(doc(db, `${paths.orders}/o2`), more));
      await assertFails(updateDoc(doc(db, `${paths.orders}/o2`), { history: [entry] }));
    }
  });

  it("refuses any client write to the audit and the mail, and mail reads", async () => {
    const entry = { kind: "impersonation", staffUid: "staff-1", customerUid: "jo", at: serverTimestamp() };
    await assertFails(setDoc(doc(world.staff(), `${paths.vendor}/audit/a1`), entry));
    await assertFails(setDoc(doc(jo(), `${paths.vendor}/audit/a1`), entry));
    await world.seed(`${paths.vendor}/audit/a2`, { kind: "impersonation" });
    await assertSucceeds(getDoc(doc(world.staff(), `${paths.vendor}/audit/a2`)));
    await assertFails(getDoc(doc(jo(), `${paths.vendor}/audit/a2`)));
    await assertFails(updateDoc(doc(world.staff(), `${paths.vendor}/audit/a2`), { kind: "nothing" }));
    const mail = { to: "jo@studio.example", message: { subject: "Your order", text: "Confirmed" } };
    await assertFails(setDoc(doc(world.staff(), "mail/m1"), mail));
    await assertFails(setDoc(doc(jo(), "mail/m1"), mail));
    await world.seed("mail/m2", mail);
    await assertFails(getDoc(doc(world.staff(), "mail/m2")));
  });
});
