// firestore.rules against the Firestore emulator (@firebase/rules-unit-testing). Runs wherever
// FIRESTORE_EMULATOR_HOST is set; the emulator needs Java 21, which these machines lack, and the
// Node-only third-party emulator does not evaluate rules (docs/decisions/0006).
import { readFileSync } from "node:fs";
import { type RulesTestEnvironment, assertFails, assertSucceeds, initializeTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, getDocs, collection, setDoc, updateDoc, serverTimestamp } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { newVendorUser } from "./repositories/vendor-user.js";

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const vendorId = "bowery-prop-house";
const root = `vendors/${vendorId}`;

if (!emulatorHost) {
  describe("firestore.rules", () => {
    it.skip("needs FIRESTORE_EMULATOR_HOST (the Firestore emulator needs Java 21, not available on these machines)", () => undefined);
  });
} else {
  const [host = "127.0.0.1", port = "8080"] = emulatorHost.split(":");
  let env: RulesTestEnvironment;

  const jo = () => env.authenticatedContext("jo", { firebase: { sign_in_provider: "password" } }).firestore();
  const sam = () => env.authenticatedContext("sam", { firebase: { sign_in_provider: "password" } }).firestore();
  const visitor = () => env.unauthenticatedContext().firestore();
  const anonymous = () => env.authenticatedContext("anon", { firebase: { sign_in_provider: "anonymous" } }).firestore();
  const joRecord = () => newVendorUser({ email: "jo@studio.example", vendorId, vendorName: "bowery", now: new Date() });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: "demo-backlot-rules",
      firestore: { host, port: Number(port), rules: readFileSync(new URL("../firestore.rules", import.meta.url), "utf8") },
    });
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore();
      await setDoc(doc(db, root), { name: "bowery" });
      await setDoc(doc(db, `${root}/props/lamp`), { name: "Brass lamp" });
      await setDoc(doc(db, `${root}/users/sam`), newVendorUser({ email: "sam@studio.example", vendorId, vendorName: "bowery", now: new Date() }));
      await setDoc(doc(db, `${root}/setLists/samlist`), { ownerUid: "sam", name: "Sam's", lines: [], shareToken: "tok" });
      await setDoc(doc(db, `${root}/sharedSetLists/tok`), { ownerUid: "sam", setListId: "samlist", name: "Sam's", lines: [] });
    });
  });

  describe("firestore.rules", () => {
    it("lets everyone read the catalogue and the vendor, and nobody write them", async () => {
      await assertSucceeds(getDoc(doc(visitor(), `${root}/props/lamp`)));
      await assertSucceeds(getDoc(doc(visitor(), root)));
      await assertFails(setDoc(doc(jo(), `${root}/props/lamp`), { name: "Mine now" }));
    });

    it("lets a user create their own record with the defaults, and not someone else's", async () => {
      await assertSucceeds(setDoc(doc(jo(), `${root}/users/jo`), joRecord()));
      await assertFails(setDoc(doc(sam(), `${root}/users/jo`), joRecord()));
      await assertFails(setDoc(doc(anonymous(), `${root}/users/anon`), joRecord()));
    });

    it("refuses a new record that authorises itself or joins other vendors", async () => {
      await assertFails(setDoc(doc(jo(), `${root}/users/jo`), { ...joRecord(), isAuthorized: true }));
      await assertFails(setDoc(doc(jo(), `${root}/users/jo`), { ...joRecord(), vendors: { bowery: vendorId, other: "x" } }));
      await assertFails(setDoc(doc(jo(), `${root}/users/jo`), { ...joRecord(), stats: { ...joRecord().stats, orderCount: 9 } }));
    });

    it("lets a user read and edit only their own record, never isAuthorized, vendors or customers", async () => {
      await assertFails(getDoc(doc(jo(), `${root}/users/sam`)));
      await assertSucceeds(getDoc(doc(sam(), `${root}/users/sam`)));
      await assertSucceeds(updateDoc(doc(sam(), `${root}/users/sam`), { firstName: "Sam", updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { isAuthorized: true }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { "vendors.other": "x" }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { customers: { someone: "y" } }));
    });

    it("moves stats only in step with what they count", async () => {
      await assertSucceeds(updateDoc(doc(sam(), `${root}/users/sam`), { favorites: ["lamp"], "stats.favoriteCount": 1 }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { "stats.favoriteCount": 5 }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { "stats.orderCount": 3 }));
      await assertFails(updateDoc(doc(sam(), `${root}/users/sam`), { "stats.salesAmount": 100 }));
    });

    it("keeps set lists private to their owner, and shared copies readable by link only", async () => {
      await assertFails(getDoc(doc(jo(), `${root}/setLists/samlist`)));
      await assertSucceeds(getDoc(doc(sam(), `${root}/setLists/samlist`)));
      await assertSucceeds(getDoc(doc(visitor(), `${root}/sharedSetLists/tok`)));
      await assertFails(getDocs(collection(visitor(), `${root}/sharedSetLists`)));
      await assertFails(setDoc(doc(jo(), `${root}/sharedSetLists/tok2`), { ownerUid: "jo", setListId: "samlist", name: "x", lines: [] }));
    });

    it("lets visitors create quote requests and nothing else", async () => {
      await assertSucceeds(setDoc(doc(visitor(), `${root}/quoteRequests/q1`), { status: "new", uid: null, setListId: null, contact: { email: "v@example.com" } }));
      await assertFails(setDoc(doc(visitor(), `${root}/quoteRequests/q2`), { status: "new", uid: "sam", setListId: null }));
      await assertFails(getDoc(doc(visitor(), `${root}/quoteRequests/q1`)));
      await assertFails(setDoc(doc(visitor(), `${root}/orders/o1`), { uid: null, status: "placed" }));
      await assertFails(setDoc(doc(visitor(), `${root}/setLists/v1`), { ownerUid: null, lines: [], shareToken: null }));
    });

    it("lets a customer write their own thread and messages as the customer only", async () => {
      await assertSucceeds(setDoc(doc(sam(), `${root}/threads/sam/messages/m1`), { from: "customer", body: "Hi" }));
      await assertFails(setDoc(doc(sam(), `${root}/threads/sam/messages/m2`), { from: "vendor", body: "Spoof" }));
      await assertFails(setDoc(doc(jo(), `${root}/threads/sam/messages/m3`), { from: "customer", body: "Not mine" }));
    });
  });
}
