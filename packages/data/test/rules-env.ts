// What the rules suites share: firestore.rules loaded into a project of their own on the run's
// emulator, people to act as (customers, a visitor, an anonymous session, staff), and a seeded
// world: the vendor, two customers' records, a set list each, and Sam's list shared by link.
import { type RulesTestEnvironment, initializeTestEnvironment } from "@firebase/rules-unit-testing";
import { type Firestore, deleteDoc, doc, setDoc, setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { vendorPaths } from "../src/repositories/paths.js";
import { newVendorUser } from "@backlot/domain";
import { describeOnFirestore, rulesSource } from "./firestore.js";
import { vendor } from "./stores.js";

export const paths = vendorPaths(vendor.vendorId);
/** Sam's list is shared with this token (40 characters, as the app makes them). */
export const samToken = "S".repeat(40);
export const samLines = [{ propId: "stool", quantity: 6, note: "chrome" }];
export const joLines = [{ propId: "lamp", quantity: 2, note: "" }];

export interface RulesWorld {
  /** A signed-in customer ("jo" or "sam"), with a verified email when asked. */
  as(uid: "jo" | "sam", options?: { emailVerified?: boolean; email?: string }): Firestore;
  /** Staff signed in as a customer ("Sam" for Jo), with the claims startImpersonation gives, changed as asked. */
  impersonating(uid: "jo" | "sam", claims?: Record<string, unknown>): Firestore;
  visitor(): Firestore;
  anonymous(): Firestore;
  /** Vendor staff: the staffOf claim on a verified address, unless told the address is unverified. */
  staff(options?: { emailVerified?: boolean }): Firestore;
  /** Writes past the rules, to set a scene. */
  seed(path: string, data: Record<string, unknown>): Promise<void>;
  /** Deletes past the rules. */
  unseed(path: string): Promise<void>;
}

export const emails = { jo: "jo@studio.example", sam: "sam@studio.example" } as const;
export const record = (uid: "jo" | "sam", now = new Date()) =>
  newVendorUser({ email: emails[uid], vendorId: vendor.vendorId, vendorName: vendor.vendorName, now });

/** The claims of a live impersonation at the rules' vendor, by staff-1 ("Sam"), ending in an hour. */
export const impersonationClaims = () => ({
  impersonatedBy: "staff-1",
  impersonatorName: "Sam",
  impersonationId: "imp-1",
  impersonationVendor: vendor.vendorId,
  impersonationEndsAt: Math.floor(Date.now() / 1000) + 3600,
});

// Every refusal would otherwise print the SDK's warning; the assertions say what matters.
setLogLevel("silent");

export function describeRules(name: string, body: (world: RulesWorld) => void): void {
  describeOnFirestore(`firestore.rules: ${name}`, (emulator) => {
    let env: RulesTestEnvironment;
    const world: RulesWorld = {
      as: (uid, options = {}) =>
        env
          .authenticatedContext(uid, {
            email: options.email ?? emails[uid],
            email_verified: options.emailVerified ?? false,
            firebase: { sign_in_provider: "password" },
          })
          .firestore() as unknown as Firestore,
      impersonating: (uid, claims = {}) =>
        env
          .authenticatedContext(uid, {
            email: emails[uid],
            email_verified: false,
            firebase: { sign_in_provider: "custom" },
            ...impersonationClaims(),
            ...claims,
          })
          .firestore() as unknown as Firestore,
      visitor: () => env.unauthenticatedContext().firestore() as unknown as Firestore,
      anonymous: () =>
        env
          .authenticatedContext("anon", { firebase: { sign_in_provider: "anonymous" } })
          .firestore() as unknown as Firestore,
      staff: ({ emailVerified = true } = {}) =>
        env
          .authenticatedContext("staff-1", {
            email: "staff@bowery.example",
            email_verified: emailVerified,
            staffOf: vendor.vendorId,
            firebase: { sign_in_provider: "password" },
          })
          .firestore() as unknown as Firestore,
      seed: (path, data) =>
        env.withSecurityRulesDisabled((admin) => setDoc(doc(admin.firestore() as unknown as Firestore, path), data)),
      unseed: (path) =>
        env.withSecurityRulesDisabled((admin) => deleteDoc(doc(admin.firestore() as unknown as Firestore, path))),
    };

    beforeAll(async () => {
      const projectId = `demo-rules-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .slice(0, 20)}`;
      env = await initializeTestEnvironment({
        projectId,
        firestore: { host: emulator.host, port: emulator.port, rules: rulesSource },
      });
    });
    afterAll(() => env.cleanup());
    beforeEach(async () => {
      await env.clearFirestore();
      const past = new Date("2026-11-01T09:00:00Z");
      await world.seed(paths.vendor, { name: vendor.vendorName });
      await world.seed(paths.user("jo"), {
        ...record("jo", past),
        setLists: ["jolist"],
        setListItems: ["jolist/lamp"],
        stats: { ...record("jo").stats, setListCount: 1, setListItemCount: 1 },
      });
      await world.seed(paths.user("sam"), {
        ...record("sam", past),
        setLists: ["samlist"],
        setListItems: ["samlist/stool"],
        stats: { ...record("sam").stats, setListCount: 1, setListItemCount: 1 },
      });
      await world.seed(paths.setList("jolist"), {
        ownerUid: "jo",
        name: "Jo's diner",
        production: "The Diner",
        lines: joLines,
        shareToken: null,
        createdAt: past,
        updatedAt: past,
      });
      await world.seed(paths.setList("samlist"), {
        ownerUid: "sam",
        name: "Sam's precinct",
        production: "",
        lines: samLines,
        shareToken: samToken,
        createdAt: past,
        updatedAt: past,
      });
      await world.seed(paths.sharedSetList(samToken), {
        ownerUid: "sam",
        setListId: "samlist",
        name: "Sam's precinct",
        production: "",
        lines: samLines,
        updatedAt: past,
      });
    });

    body(world);
  });
}
