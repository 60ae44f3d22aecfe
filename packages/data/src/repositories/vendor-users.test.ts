// Vendor user records: creation at login, profile, subscriptions, listener. The clock-driven tests
// run on the embedded store; the last suite runs on both stores, Firestore under its rules. What the
// server records of a sign-in (recordSignIn) is tested in apps/functions; here fakeSignInRecorder
// stands in for it, to show what the repository sends it and when.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventQueue } from "../../test/event-queue.js";
import { type Customers, describeOnEachStore } from "../../test/repository-harness.js";
import { openTestStore, vendor } from "../../test/stores.js";
import type { EmbeddedStore } from "../embedded/embedded-store.js";
import { type VendorUser, displayNameFromEmail, statNames, ValidationError } from "@backlot/domain";
import { type SignInRecorder, vendorUsers } from "./vendor-users.js";

let store: EmbeddedStore;
let clock: Awaited<ReturnType<typeof openTestStore>>["clock"];
let users: ReturnType<typeof vendorUsers>;

beforeEach(async () => {
  ({ store, clock } = await openTestStore());
  users = vendorUsers(store, vendor);
});
afterEach(() => store.close());

/** The server's recordSignIn, as far as the repository sees it: what it was sent, and the record at that moment. */
function fakeSignInRecorder() {
  const calls: { call: Parameters<SignInRecorder>[0]; record: VendorUser | undefined }[] = [];
  const record: SignInRecorder = async (call) => {
    calls.push({ call, record: await users.get(call.uid) });
    return { address: "203.0.113.7" };
  };
  return { record, calls };
}

describe("vendor users", () => {
  it("creates a new user at first login with every default (userCreated)", async () => {
    const { user, outcome } = await users.recordLogin({
      uid: "u1",
      email: "Jo.Prop-Master+nyc@studio.example",
      location: { lat: 40.7, lng: -74, city: "New York", country: "US" },
    });
    expect(outcome).toBe("userCreated");
    const at = new Date("2026-11-22T09:00:00Z");
    expect(user).toEqual({
      firstName: "",
      lastName: "",
      email: "Jo.Prop-Master+nyc@studio.example",
      studio: "",
      production: "",
      phone: "",
      title: "",
      displayName: "JoPropMasternyc",
      orderByName: "jopropmasternyc",
      isEmailVerified: false,
      isAuthorized: null,
      hasReceivedDeniedEmail: false,
      hasReceivedWelcomeEmail: false,
      photoURL: null,
      _geoloc: { lat: 40.7, lng: -74 },
      ipLocation: { lat: 40.7, lng: -74, city: "New York", country: "US" },
      createdAt: at,
      updatedAt: at,
      lastLoginAt: at,
      // The server records addresses (recordSignIn); the client never writes one.
      ipAddresses: [],
      favorites: [],
      setListItems: [],
      setLists: [],
      stats: Object.fromEntries(statNames.map((name) => [name, 0])) as VendorUser["stats"],
      subscriptions: {
        newsletters: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
        reminders: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
        product: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
        research: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
      },
      vendorId: "bowery-prop-house",
      vendorName: "bowery",
      vendors: { bowery: "bowery-prop-house" },
      customers: {},
      // Found by their email until they give their names.
      searchTerms: ["jo", "pr", "pro", "prop", "ma", "mas", "mast", "maste", "master", "ny", "nyc"].concat([
        "st",
        "stu",
        "stud",
        "studi",
        "studio",
        "ex",
        "exa",
        "exam",
        "examp",
        "exampl",
        "example",
      ]),
    } satisfies VendorUser);
    expect(statNames).toHaveLength(15);
    expect(await store.get("vendors/bowery-prop-house/users/u1")).toMatchObject({ exists: true });
  });

  it("keeps an existing user's record (userExists), and the stand-in without a server stamps lastLoginAt", async () => {
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    await users.updateProfile("u1", { firstName: "Jo" });
    clock.advance(3_600_000);
    const login = { uid: "u1", email: "jo@studio.example", isEmailVerified: true };
    const { user, outcome } = await users.recordLogin(login, (call) => users.recordSignInWithoutServer(call));
    expect(outcome).toBe("userExists");
    expect(user.lastLoginAt).toEqual(new Date("2026-11-22T10:00:00Z"));
    expect(user.createdAt).toEqual(new Date("2026-11-22T09:00:00Z"));
    expect(user).toMatchObject({ firstName: "Jo", isEmailVerified: true, ipAddresses: [] });
    expect(await users.recordSignInWithoutServer({ uid: "u1" })).toEqual({ address: null });
  });

  it("sends a signup's captcha to the server once the record exists, and stores none of it", async () => {
    const server = fakeSignInRecorder();
    const signup = { captchaToken: "token-from-recaptcha", wasAnonymous: true };
    const { user } = await users.recordLogin({ uid: "u1", email: "jo@studio.example", signup }, server.record);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.call).toEqual({ uid: "u1", signup });
    expect(server.calls[0]?.record?.email).toBe("jo@studio.example");
    expect(JSON.stringify(user)).not.toContain("token-from-recaptcha");
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" }, server.record);
    expect(server.calls[1]?.call).toEqual({ uid: "u1", signup: null });
  });

  it("refuses a signup with no server to check its captcha; a refusal from the server fails the login", async () => {
    const signup = { captchaToken: "token-from-recaptcha", wasAnonymous: false };
    await expect(users.recordLogin({ uid: "u1", email: "jo@studio.example", signup })).rejects.toThrow(
      "A signup's captcha is checked by the server: pass recordLogin the SignInRecorder",
    );
    expect(await users.get("u1")).toBeUndefined();
    const refused = () => Promise.reject(new Error("The captcha did not pass"));
    await expect(users.recordLogin({ uid: "u1", email: "jo@studio.example", signup }, refused)).rejects.toThrow(
      "The captcha did not pass",
    );
  });

  it("needs an email address to create a user", async () => {
    await expect(users.recordLogin({ uid: "u1", email: null })).rejects.toThrow("Missing email address");
    await expect(users.recordLogin({ uid: "u1", email: "  " })).rejects.toThrow("Missing email address");
    expect(await users.get("u1")).toBeUndefined();
  });

  it("creates the record once when two tabs log in at the same moment", async () => {
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => users.recordLogin({ uid: "u1", email: "jo@studio.example" })),
    );
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(["userCreated", "userExists", "userExists"]);
  });

  it("derives the display name from the email's local part", () => {
    expect(displayNameFromEmail("mary_jane.o'neil@example.com")).toBe("maryjaneoneil");
    expect(displayNameFromEmail("@example.com")).toBe("");
  });

  it("updates profile fields, and refuses the fields that are not the user's to set", async () => {
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    await users.updateProfile("u1", {
      firstName: " Jo ",
      lastName: "Rivera",
      studio: "Silvercup",
      production: "The Diner",
      phone: "+1 212 555 0147",
      title: "Set Decorator",
    });
    expect(await users.get("u1")).toMatchObject({
      firstName: "Jo",
      lastName: "Rivera",
      studio: "Silvercup",
      production: "The Diner",
      title: "Set Decorator",
    });
    // Staff find them by the new names (and still by their email); the old terms go.
    const { searchTerms } = (await users.get("u1")) as VendorUser;
    for (const term of ["jo", "riv", "silver", "diner", "studio"]) expect(searchTerms).toContain(term);

    const attempt = users.updateProfile("u1", {
      isAuthorized: true,
      stats: {},
      phone: "call me",
      firstName: "x".repeat(81),
    } as never);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      fieldErrors: {
        isAuthorized: "cannot be changed from the profile",
        stats: "cannot be changed from the profile",
        phone: "must be a phone number, like +1 212 555 0147",
        firstName: "must be at most 80 characters",
      },
    });
    expect((await users.get("u1"))?.isAuthorized).toBeNull();
  });

  it("toggles a subscription and stamps when", async () => {
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    clock.advance(60_000);
    await users.setSubscription("u1", "newsletters", true);
    expect((await users.get("u1"))?.subscriptions.newsletters).toEqual({
      isSubscribed: true,
      subscribedAt: new Date("2026-11-22T09:01:00Z"),
      unsubscribedAt: null,
    });
    clock.advance(60_000);
    await users.setSubscription("u1", "newsletters", false);
    expect((await users.get("u1"))?.subscriptions.newsletters).toEqual({
      isSubscribed: false,
      subscribedAt: new Date("2026-11-22T09:01:00Z"),
      unsubscribedAt: new Date("2026-11-22T09:02:00Z"),
    });
    await expect(users.setSubscription("u1", "spam" as never, true)).rejects.toThrow(
      'Unknown subscription "spam"; use one of newsletters, reminders, product, research',
    );
  });

  it("keeps the pickup location the customer chose, an id only", async () => {
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    expect((await users.get("u1"))?.pickupLocationId).toBeUndefined();
    await users.setPickupLocation("u1", "vancouver");
    expect((await users.get("u1"))?.pickupLocationId).toBe("vancouver");
    await expect(users.setPickupLocation("u1", "Vancouver, BC")).rejects.toThrow(
      '"Vancouver, BC" is not a location id',
    );
    expect((await users.get("u1"))?.pickupLocationId).toBe("vancouver");
  });

  it("listens to the record", async () => {
    const seen = eventQueue<VendorUser | undefined>();
    const stop = users.listen("u1", (user) => seen.push(user));
    expect(await seen.next()).toBeUndefined();
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    expect((await seen.until((user) => user !== undefined))?.email).toBe("jo@studio.example");
    stop();
  });
});

describeOnEachStore("the vendor user record as the app writes it", (customers: () => Customers) => {
  const mine = () => vendorUsers(customers().as("u1"), vendor);

  it("creates the record with no address and no signup verdict, and stamps later logins without a server", async () => {
    const withoutServer = (call: { uid: string }) => mine().recordSignInWithoutServer(call);
    const login = () => mine().recordLogin({ uid: "u1", email: "jo@studio.example" }, withoutServer);
    expect((await login()).outcome).toBe("userCreated");
    const created = await vendorUsers(customers().admin, vendor).get("u1");
    expect(created).toMatchObject({ ipAddresses: [] });
    expect(created?.signup).toBeUndefined();
    expect((await login()).outcome).toBe("userExists");
  });

  it("changes the profile and subscriptions, and listens to the record", async () => {
    const seen = eventQueue<VendorUser | undefined>();
    const stop = mine().listen("u1", (user) => seen.push(user));
    await mine().recordLogin({ uid: "u1", email: "jo@studio.example" });
    const profile = { firstName: "Jo", phone: "+1 212 555 0147", photoURL: "https://example.com/jo.png" };
    await mine().updateProfile("u1", profile);
    await mine().setSubscription("u1", "newsletters", true);
    const user = await seen.until((record) => record?.subscriptions.newsletters.isSubscribed === true);
    expect(user).toMatchObject({ firstName: "Jo", phone: "+1 212 555 0147", photoURL: "https://example.com/jo.png" });
    stop();
  });
});
