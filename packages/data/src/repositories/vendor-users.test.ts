// Vendor user records: creation at login, profile, subscriptions, listener. The clock-driven tests
// run on the embedded store; the last suite runs on both stores, Firestore under its rules.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventQueue } from "../../test/event-queue.js";
import { type Customers, describeOnEachStore } from "../../test/repository-harness.js";
import { openTestStore, vendor } from "../../test/stores.js";
import { limits } from "../limits.js";
import type { EmbeddedStore } from "../embedded/embedded-store.js";
import { ValidationError } from "./validation.js";
import { type VendorUser, displayNameFromEmail, statNames } from "./vendor-user.js";
import { vendorUsers } from "./vendor-users.js";

let store: EmbeddedStore;
let clock: Awaited<ReturnType<typeof openTestStore>>["clock"];
let users: ReturnType<typeof vendorUsers>;

beforeEach(async () => {
  ({ store, clock } = await openTestStore());
  users = vendorUsers(store, vendor);
});
afterEach(() => store.close());

describe("vendor users", () => {
  it("creates a new user at first login with every default (userCreated)", async () => {
    const { user, outcome } = await users.recordLogin({
      uid: "u1",
      email: "Jo.Prop-Master+nyc@studio.example",
      location: { lat: 40.7, lng: -74, city: "New York", country: "US" },
      ipAddress: "203.0.113.7",
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
      ipAddresses: ["203.0.113.7"],
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

  it("stamps lastLoginAt for an existing user (userExists) and keeps the rest", async () => {
    await users.recordLogin({ uid: "u1", email: "jo@studio.example" });
    await users.updateProfile("u1", { firstName: "Jo" });
    clock.advance(3_600_000);
    const { user, outcome } = await users.recordLogin({ uid: "u1", email: "jo@studio.example", isEmailVerified: true });
    expect(outcome).toBe("userExists");
    expect(user.lastLoginAt).toEqual(new Date("2026-11-22T10:00:00Z"));
    expect(user.createdAt).toEqual(new Date("2026-11-22T09:00:00Z"));
    expect(user).toMatchObject({ firstName: "Jo", isEmailVerified: true });
  });

  it("keeps the signup payload on a record created at signup", async () => {
    const signup = { reCaptchaToken: "token-from-recaptcha", wasAnonymous: true, isEmailVerified: false };
    await users.recordLogin({ uid: "u1", email: "jo@studio.example", signup });
    const stored = (await store.get("vendors/bowery-prop-house/users/u1")).data;
    expect(stored?.signup).toEqual({ ...signup, at: new Date("2026-11-22T09:00:00Z") });
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

  it("creates the record at signup, stamps later logins and remembers the newest addresses", async () => {
    const signup = { reCaptchaToken: "test-token", wasAnonymous: false, isEmailVerified: false };
    const login = (visit: number, extra = {}) =>
      mine().recordLogin({ uid: "u1", email: "jo@studio.example", ipAddress: `203.0.113.${visit}`, ...extra });
    expect((await login(1, { signup })).outcome).toBe("userCreated");
    for (let visit = 2; visit <= limits.user.ipAddresses + 2; visit++) {
      expect((await login(visit)).outcome).toBe("userExists");
    }
    const user = await vendorUsers(customers().admin, vendor).get("u1");
    expect(user?.ipAddresses).toHaveLength(limits.user.ipAddresses);
    expect(user?.ipAddresses.at(-1)).toBe(`203.0.113.${limits.user.ipAddresses + 2}`);
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
