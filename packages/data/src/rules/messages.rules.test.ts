// firestore.rules on message threads: sending and reading as the app does pass; a message over
// the size limit, an unread count moved without a message or below zero, and messages written as
// the vendor or into someone else's thread are refused.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { type Firestore, doc, increment, serverTimestamp, setDoc, updateDoc, writeBatch } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

/** A customer's message as messages.send writes it: the message, the thread and their counter. */
const send = (db: Firestore, id: string, body: string, thread: Record<string, unknown> = {}) =>
  writeBatch(db)
    .set(doc(db, `${paths.messages("jo")}/${id}`), { from: "customer", body, createdAt: serverTimestamp() })
    .set(
      doc(db, paths.thread("jo")),
      {
        uid: "jo",
        lastMessageAt: serverTimestamp(),
        lastMessagePreview: body.slice(0, 140),
        lastMessageId: id,
        unreadByVendor: increment(1),
        ...thread,
      },
      { merge: true },
    )
    .update(doc(db, paths.user("jo")), { "stats.messageCount": increment(1) })
    .commit();

describeRules("messages", (world) => {
  const jo = () => world.as("jo");

  it("lets a customer send messages up to the size limit into their own thread", async () => {
    await assertSucceeds(send(jo(), "m1", "Do you have six chrome stools for Dec 1?"));
    await assertSucceeds(send(jo(), "m2", "x".repeat(4000)));
    await assertFails(send(jo(), "m3", "x".repeat(4001)));
    await assertFails(send(jo(), "m3", "x".repeat(900_000)));
    await assertFails(send(jo(), "m3", ""));
  });

  it("refuses messages as the vendor, into someone else's thread, or with a forged time", async () => {
    await assertSucceeds(send(jo(), "m1", "Hi"));
    await assertFails(
      setDoc(doc(jo(), `${paths.messages("jo")}/m9`), { from: "vendor", body: "Spoof", createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(world.as("sam"), `${paths.messages("jo")}/m1`), {
        from: "customer",
        body: "Not mine",
        createdAt: serverTimestamp(),
      }),
    );
    const db = jo();
    await assertFails(
      writeBatch(db)
        .set(doc(db, `${paths.messages("jo")}/m1`), {
          from: "customer",
          body: "Backdated",
          createdAt: new Date("2026-01-01"),
        })
        .set(
          doc(db, paths.thread("jo")),
          {
            uid: "jo",
            lastMessageAt: serverTimestamp(),
            lastMessagePreview: "Backdated",
            lastMessageId: "m1",
            unreadByVendor: increment(1),
          },
          { merge: true },
        )
        .commit(),
    );
    await assertFails(
      setDoc(doc(db, `${paths.messages("jo")}/m1`), {
        from: "customer",
        body: "No thread moved",
        createdAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      setDoc(doc(world.staff(), `${paths.messages("jo")}/v1`), {
        from: "vendor",
        body: "Eight in stock.",
        createdAt: serverTimestamp(),
      }),
    );
  });

  it("moves unread counts only with a message, never below zero", async () => {
    await assertSucceeds(send(jo(), "m1", "Hello"));
    const thread = doc(jo(), paths.thread("jo"));
    await assertFails(updateDoc(thread, { unreadByVendor: 5 }));
    await assertFails(updateDoc(thread, { unreadByVendor: 0 }));
    await assertFails(updateDoc(thread, { unreadByCustomer: -1 }));
    await assertFails(updateDoc(thread, { lastMessagePreview: "Edited" }));
    await assertFails(send(jo(), "m2", "Hello again", { unreadByVendor: 7 }));
    // Staff answer: one unread for the customer, on the thread and on their record.
    const staff = world.staff();
    await assertSucceeds(
      writeBatch(staff)
        .set(doc(staff, `${paths.messages("jo")}/v1`), { from: "vendor", body: "Yes", createdAt: serverTimestamp() })
        .update(doc(staff, paths.thread("jo")), { unreadByCustomer: increment(1), lastMessageId: "v1" })
        .update(doc(staff, paths.user("jo")), { "stats.unreadMessageCount": increment(1) })
        .commit(),
    );
    // Reading brings the customer's count to zero, on the thread and on their record together.
    const db = jo();
    await assertFails(updateDoc(doc(db, paths.user("jo")), { "stats.unreadMessageCount": increment(-1) }));
    await assertFails(updateDoc(doc(db, paths.user("jo")), { "stats.unreadMessageCount": -1 }));
    await assertSucceeds(
      writeBatch(db)
        .update(doc(db, paths.thread("jo")), { unreadByCustomer: 0 })
        .update(doc(db, paths.user("jo")), { "stats.unreadMessageCount": increment(-1) })
        .commit(),
    );
  });
});
