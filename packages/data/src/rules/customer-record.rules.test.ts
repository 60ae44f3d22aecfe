// firestore.rules on the customer's own record: what signing up and logging in write passes;
// a forged identity, keys outside the schema, lists or counters moved alone, and the addresses and
// signup verdict that only the server's recordSignIn writes are refused.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { arrayUnion, deleteField, doc, increment, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { describeRules, paths, record } from "../../test/rules-env.js";
import { limits } from "@backlot/domain";

const stamped = (user: ReturnType<typeof record>) => ({
  ...user,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  lastLoginAt: serverTimestamp(),
});

describeRules("the customer record", (world) => {
  /** Jo has no record yet, as before their first login. */
  const fresh = () => world.unseed(paths.user("jo"));
  const joNew = () => doc(world.as("jo"), paths.user("jo"));

  it("lets a customer create their own record as signup writes it, and nobody else's", async () => {
    await fresh();
    await assertFails(setDoc(doc(world.as("sam"), paths.user("jo")), stamped(record("jo"))));
    await assertFails(setDoc(doc(world.anonymous(), paths.user("anon")), stamped(record("jo"))));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
  });

  it("refuses a new record that brings its own addresses or signup verdict (the server's to write)", async () => {
    await fresh();
    const verdict = {
      score: 0.9,
      action: "signup",
      hostname: "props.example",
      wasAnonymous: false,
      at: serverTimestamp(),
    };
    const rawToken = { reCaptchaToken: "token", wasAnonymous: false, isEmailVerified: false, at: serverTimestamp() };
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), ipAddresses: ["203.0.113.1"] }));
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), signup: verdict }));
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), signup: rawToken }));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
  });

  it("refuses an email that is not the signed-in account's", async () => {
    await fresh();
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), email: "boss@bowery.example" }));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
    await assertFails(updateDoc(joNew(), { email: "boss@bowery.example" }));
  });

  it("refuses isEmailVerified unless the sign-in token says the email is verified", async () => {
    await fresh();
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), isEmailVerified: true }));
    await assertSucceeds(
      setDoc(doc(world.as("jo", { emailVerified: true }), paths.user("jo")), {
        ...stamped(record("jo")),
        isEmailVerified: true,
      }),
    );
  });

  it("refuses an isEmailVerified change that the token does not back", async () => {
    await assertFails(updateDoc(joNew(), { isEmailVerified: true }));
    await assertSucceeds(
      updateDoc(doc(world.as("jo", { emailVerified: true }), paths.user("jo")), { isEmailVerified: true }),
    );
  });

  it("refuses any key outside the schema, on create and on update", async () => {
    await fresh();
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), isAdmin: true }));
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), isAuthorized: true }));
    await assertFails(
      setDoc(joNew(), { ...stamped(record("jo")), vendors: { bowery: "bowery-prop-house", other: "x" } }),
    );
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), stats: { ...record("jo").stats, orderCount: 9 } }));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
    await assertFails(updateDoc(joNew(), { isAdmin: true }));
    await assertFails(updateDoc(joNew(), { isAuthorized: true }));
    await assertFails(updateDoc(joNew(), { "vendors.other": "x" }));
    await assertFails(updateDoc(joNew(), { customers: { someone: "y" } }));
    await assertFails(updateDoc(joNew(), { hasReceivedWelcomeEmail: true }));
    await assertFails(updateDoc(joNew(), { firstName: deleteField() }));
    await assertSucceeds(updateDoc(joNew(), { firstName: "Jo", studio: "Silvercup", updatedAt: serverTimestamp() }));
  });

  it("refuses a lastLoginAt that is not the server's time", async () => {
    await assertFails(updateDoc(joNew(), { lastLoginAt: new Date("2030-01-01T00:00:00Z") }));
    await assertSucceeds(updateDoc(joNew(), { lastLoginAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });

  it("refuses any write of ipAddresses or signup by the customer, and keeps what the server wrote", async () => {
    const serverWrote = {
      ipAddresses: ["198.51.100.7"],
      signup: { score: 0.9, action: "signup", hostname: "props.example", wasAnonymous: false, at: new Date() },
    };
    await world.seed(paths.user("jo"), { ...record("jo"), ...serverWrote });
    // Adding an address, forging a list, wiping it, or deleting it altogether.
    await assertFails(updateDoc(joNew(), { ipAddresses: arrayUnion("203.0.113.1") }));
    await assertFails(updateDoc(joNew(), { ipAddresses: ["203.0.113.1"], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(joNew(), { ipAddresses: [] }));
    await assertFails(updateDoc(joNew(), { ipAddresses: deleteField() }));
    // Writing a verdict, changing the server's, or wiping it.
    await assertFails(updateDoc(joNew(), { "signup.score": 1 }));
    await assertFails(updateDoc(joNew(), { signup: { reCaptchaToken: "token", wasAnonymous: false } }));
    await assertFails(updateDoc(joNew(), { signup: deleteField() }));
    // The profile is still theirs, on a record that carries both.
    await assertSucceeds(
      updateDoc(joNew(), { firstName: "Jo", lastLoginAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
    await world.unseed(paths.user("jo"));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
    await assertFails(updateDoc(joNew(), { signup: serverWrote.signup }));
  });

  it("refuses profile texts over their limits", async () => {
    await assertFails(updateDoc(joNew(), { firstName: "x".repeat(81) }));
    await assertFails(updateDoc(joNew(), { phone: "1".repeat(31) }));
    await assertFails(updateDoc(joNew(), { photoURL: "javascript:alert(1)" }));
    await assertSucceeds(updateDoc(joNew(), { firstName: "x".repeat(80), photoURL: "https://example.com/jo.png" }));
  });

  it("lets a customer keep their search terms, within their limit, and nothing but a list", async () => {
    await fresh();
    const tooMany = Array.from({ length: limits.user.searchTerms + 1 }, (_, index) => `t${index.toString()}`);
    await assertFails(setDoc(joNew(), { ...stamped(record("jo")), searchTerms: tooMany }));
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
    await assertSucceeds(updateDoc(joNew(), { firstName: "Jo", searchTerms: ["jo", "st", "stu"] }));
    await assertFails(updateDoc(joNew(), { searchTerms: tooMany }));
    await assertFails(updateDoc(joNew(), { searchTerms: "jo" }));
  });

  it("lets a customer keep the pickup location they chose, an id only, and nobody else set it", async () => {
    await fresh();
    await assertSucceeds(setDoc(joNew(), stamped(record("jo"))));
    await assertSucceeds(updateDoc(joNew(), { pickupLocationId: "vancouver", updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(joNew(), { pickupLocationId: "Vancouver, BC" }));
    await assertFails(updateDoc(joNew(), { pickupLocationId: { id: "vancouver" } }));
    await assertFails(updateDoc(doc(world.as("sam"), paths.user("jo")), { pickupLocationId: "toronto" }));
    await assertFails(updateDoc(doc(world.anonymous(), paths.user("jo")), { pickupLocationId: "toronto" }));
    await assertFails(updateDoc(joNew(), { pickupLocationId: "x".repeat(41) }));
    // Staff signed in as Jo look at other docks' stock: that is not Jo's choice to keep.
    await assertFails(updateDoc(doc(world.impersonating("jo"), paths.user("jo")), { pickupLocationId: "toronto" }));
  });

  it("refuses favourites, set lists or set-list items changed without their counters", async () => {
    await assertFails(updateDoc(joNew(), { favorites: arrayUnion("lamp") }));
    await assertFails(updateDoc(joNew(), { "stats.favoriteCount": 5 }));
    await assertSucceeds(updateDoc(joNew(), { favorites: arrayUnion("lamp"), "stats.favoriteCount": increment(1) }));
    await assertFails(updateDoc(joNew(), { setLists: arrayUnion("ghost") }));
    await assertFails(updateDoc(joNew(), { setListItems: arrayUnion("jolist/stool") }));
    await assertFails(updateDoc(joNew(), { "stats.setListItemCount": 0 }));
  });

  it("refuses event counters raised without the document they count", async () => {
    await assertFails(updateDoc(joNew(), { "stats.orderCount": increment(1), lastOrderId: "no-such-order" }));
    await assertFails(
      updateDoc(joNew(), { "stats.quoteRequestCount": increment(1), lastQuoteRequestId: "no-such-request" }),
    );
    await assertFails(updateDoc(joNew(), { "stats.messageCount": increment(1) }));
    await assertFails(updateDoc(joNew(), { "stats.orderCount": increment(-1) }));
    await assertFails(updateDoc(joNew(), { "stats.salesAmount": 100 }));
    await assertFails(updateDoc(joNew(), { "stats.unreadMessageCount": increment(1) }));
    await assertFails(updateDoc(joNew(), { lastOrderId: "made-up" }));
  });
});
