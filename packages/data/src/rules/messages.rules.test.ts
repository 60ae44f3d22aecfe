// firestore.rules on message threads: customers send through the sendMessage command, so every
// message or thread change a customer writes is refused except reading (their unread count back to
// zero, on the thread and their record together); staff write the vendor's side.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { type Firestore, doc, increment, serverTimestamp, setDoc, updateDoc, writeBatch } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

/** A message as the messages repository writes it: the message, the thread and the record's counter. */
const send = (db: Firestore, from: "customer" | "vendor", id: string, body: string) =>
  writeBatch(db)
    .set(doc(db, `${paths.messages("jo")}/${id}`), { from, body, createdAt: serverTimestamp() })
    .set(
      doc(db, paths.thread("jo")),
      {
        uid: "jo",
        lastMessageAt: serverTimestamp(),
        lastMessagePreview: body.slice(0, 140),
        lastMessageId: id,
        [from === "customer" ? "unreadByVendor" : "unreadByCustomer"]: increment(1),
      },
      { merge: true },
    )
    .update(
      doc(db, paths.user("jo")),
      from === "customer" ? { "stats.messageCount": increment(1) } : { "stats.unreadMessageCount": increment(1) },
    )
    .commit();

describeRules("messages", (world) => {
  const jo = () => world.as("jo");

  it("refuses every message a customer writes: they go through sendMessage", async () => {
    await assertFails(send(jo(), "customer", "m1", "Do you have six chrome stools for Dec 1?"));
    await assertFails(
      setDoc(doc(jo(), `${paths.messages("jo")}/m2`), { from: "customer", body: "Hi", createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(jo(), `${paths.messages("jo")}/m3`), { from: "vendor", body: "Spoof", createdAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(jo(), paths.user("jo")), { "stats.messageCount": increment(1) }));
  });

  it("lets staff write the vendor's messages up to the size limit, with a true time", async () => {
    await assertSucceeds(send(world.staff(), "vendor", "v1", "Eight in stock."));
    await assertSucceeds(send(world.staff(), "vendor", "v2", "x".repeat(4000)));
    await assertFails(send(world.staff(), "vendor", "v3", "x".repeat(4001)));
    await assertFails(send(world.staff(), "vendor", "v3", ""));
    await assertFails(
      setDoc(doc(world.staff(), `${paths.messages("jo")}/v4`), {
        from: "vendor",
        body: "Backdated",
        createdAt: new Date("2026-01-01"),
      }),
    );
  });

  it("lets a customer only read: their unread count to zero, on the thread and their record together", async () => {
    await assertSucceeds(send(world.staff(), "vendor", "v1", "Yes"));
    const db = jo();
    const thread = doc(db, paths.thread("jo"));
    await assertFails(updateDoc(thread, { unreadByVendor: 5 }));
    await assertFails(updateDoc(thread, { unreadByCustomer: -1 }));
    await assertFails(updateDoc(thread, { lastMessagePreview: "Edited" }));
    await assertFails(updateDoc(doc(db, paths.user("jo")), { "stats.unreadMessageCount": increment(-1) }));
    await assertFails(updateDoc(doc(db, paths.user("jo")), { "stats.unreadMessageCount": -1 }));
    await assertSucceeds(
      writeBatch(db)
        .update(thread, { unreadByCustomer: 0 })
        .update(doc(db, paths.user("jo")), { "stats.unreadMessageCount": increment(-1) })
        .commit(),
    );
  });
});
