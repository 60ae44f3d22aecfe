// firestore.rules for the repair queue and final invoices (issue 34): the queue is the house's own, read by its staff
// only; an invoice is read by staff and by the order's customer (staff signed in as them too), never by another; the
// invoice number sequence by nobody. No client writes any of them: check-in, issueInvoice and the payments commands do.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

const repair = { orderId: "o1", uid: "jo", propId: "BPH-1", condition: "damaged", note: "Cracked", charge: 4500 };
const invoice = { number: "INV-0001", orderId: "o1", uid: "jo", balanceDue: 12000 };

describeRules("the repair queue and invoices", (world) => {
  it("lets the vendor's staff read the repair queue, and nobody else, not the customer it came back from", async () => {
    await world.seed(paths.repair("r1"), repair);
    await assertSucceeds(getDoc(doc(world.staff(), paths.repair("r1"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.repairs)));
    for (const reader of [
      world.as("jo", { emailVerified: true }),
      world.impersonating("jo"),
      world.visitor(),
      world.anonymous(),
      world.staff({ emailVerified: false }),
    ]) {
      await assertFails(getDoc(doc(reader, paths.repair("r1"))));
      await assertFails(getDocs(collection(reader, paths.repairs)));
    }
    await assertFails(updateDoc(doc(world.staff(), paths.repair("r1")), { charge: 0 }));
    await assertFails(setDoc(doc(world.staff(), paths.repair("r2")), repair));
  });

  it("lets the order's customer and staff read an invoice, and nobody else; no client writes one", async () => {
    await world.seed(paths.invoice("i1"), invoice);
    await assertSucceeds(getDoc(doc(world.staff(), paths.invoice("i1"))));
    await assertSucceeds(getDoc(doc(world.as("jo", { emailVerified: true }), paths.invoice("i1"))));
    await assertSucceeds(getDoc(doc(world.impersonating("jo"), paths.invoice("i1"))));
    const own = query(collection(world.as("jo", { emailVerified: true }), paths.invoices), where("uid", "==", "jo"));
    await assertSucceeds(getDocs(own));
    await assertFails(getDocs(collection(world.as("jo", { emailVerified: true }), paths.invoices)));
    for (const reader of [world.as("sam", { emailVerified: true }), world.visitor(), world.anonymous()])
      await assertFails(getDoc(doc(reader, paths.invoice("i1"))));
    await assertFails(updateDoc(doc(world.staff(), paths.invoice("i1")), { balanceDue: 0 }));
    await assertFails(updateDoc(doc(world.as("jo", { emailVerified: true }), paths.invoice("i1")), { balanceDue: 0 }));
    await assertFails(setDoc(doc(world.staff(), paths.invoice("i2")), invoice));
  });

  it("keeps the invoice number sequence from every client", async () => {
    await world.seed(paths.invoiceSequence, { next: 7 });
    await assertFails(getDoc(doc(world.staff(), paths.invoiceSequence)));
    await assertFails(setDoc(doc(world.staff(), paths.invoiceSequence), { next: 1 }));
  });
});
