// firestore.rules for card authorisation (issue 33, decision 0037): the card saved for an order is the server's to
// write (confirmCardAuthorisation checks it with Stripe first), so no customer or staff member marks an order's card
// authorised from a client; the account's payment customer and the local test provider's records are no client's.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths } from "../../test/rules-env.js";

const order = { uid: "jo", status: "confirmed", setListName: "Diner", estimate: { subtotal: 50_000 } };
const card = {
  provider: "test",
  setupId: "seti_test_1",
  customerId: "cus_test_1",
  paymentMethodId: "pm_test_1",
  card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 },
  amount: 51_750,
  currency: "USD",
  authorisedAt: "2026-11-26T12:00:00.000Z",
};

describeRules("card authorisation", (world) => {
  it("lets the customer read their order's card, and no client write one", async () => {
    await world.seed(paths.order("o1"), { ...order, cardAuthorisation: card });
    await assertSucceeds(getDoc(doc(world.as("jo"), paths.order("o1"))));
    await assertFails(getDoc(doc(world.as("sam"), paths.order("o1"))));
    await world.seed(paths.order("o2"), order);
    await assertFails(updateDoc(doc(world.as("jo"), paths.order("o2")), { cardAuthorisation: card }));
    await assertFails(updateDoc(doc(world.as("jo"), paths.order("o2")), { cardSetup: { setupId: "seti_x" } }));
    await assertFails(updateDoc(doc(world.staff(), paths.order("o2")), { cardAuthorisation: card }));
  });

  it("keeps the account's payment customer and the local test provider's records from every client", async () => {
    const customer = `${paths.vendor}/paymentCustomers/jo`;
    await world.seed(customer, { provider: "test", customerId: "cus_test_1" });
    await world.seed("testPayments/seti_test_1", { kind: "setup", status: "succeeded" });
    for (const client of [world.as("jo"), world.staff()]) {
      await assertFails(getDoc(doc(client, customer)));
      await assertFails(setDoc(doc(client, customer), { provider: "test", customerId: "cus_test_mine" }));
      await assertFails(getDoc(doc(client, "testPayments/seti_test_1")));
      await assertFails(updateDoc(doc(client, "testPayments/seti_test_1"), { status: "succeeded" }));
    }
  });
});
