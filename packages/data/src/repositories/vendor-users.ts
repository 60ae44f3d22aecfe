// Vendor users at vendors/{vendorId}/users/{uid}: read, get-or-create at login (the server's
// recordSignIn adds what the client may not write), profile updates, subscriptions, the pickup location and a
// listener.
import {
  type NewVendorUserInput,
  type ProfilePatch,
  type RecordSignInCall,
  type RecordSignInResult,
  type SubscriptionName,
  type VendorUser,
  ValidationError,
  checker,
  customerSearchTerms,
  limits,
  locationIdPattern,
  newVendorUser,
  profileFields,
  subscriptionNames,
} from "@backlot/domain";
import type { DocumentStore, Unsubscribe } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { vendorPaths } from "./paths.js";

export interface VendorScope {
  vendorId: string;
  vendorName: string;
}

export type LoginOutcome = "userExists" | "userCreated";

/** What signup sends the server to check (docs/decisions/0031): the captcha's token, never stored. */
export type SignupPayload = NonNullable<RecordSignInCall["signup"]>;

/**
 * The server's half of a sign-in: the recordSignIn command (the request's address, lastLoginAt, and
 * the signup's captcha verdict). Where no server runs, recordSignInWithoutServer stands in.
 */
export type SignInRecorder = (call: Omit<RecordSignInCall, "vendorId">) => Promise<RecordSignInResult>;

export interface LoginInput {
  uid: string;
  email: string | null | undefined;
  isEmailVerified?: boolean;
  location?: NewVendorUserInput["location"];
  /** Given at signup, for the server to check (it needs the SignInRecorder). */
  signup?: SignupPayload;
}

/** The profile fields staff find a customer by (customerSearchTerms). */
const searchedFields = ["firstName", "lastName", "studio", "production"];

export function vendorUsers(store: DocumentStore, scope: VendorScope) {
  const paths = vendorPaths(scope.vendorId);

  return {
    path: paths.user,

    async get(uid: string): Promise<VendorUser | undefined> {
      return (await store.get<VendorUser>(paths.user(uid))).data;
    },

    /**
     * At login: a missing record is created from the defaults, the email and the location
     * ("userCreated"), in one transaction so two tabs logging in at once cannot both create it; an
     * existing one ("userExists") only gets isEmailVerified once the token says so. Then, given
     * `recordSignIn`, the server records the sign-in (and checks a signup) before the record is read.
     */
    async recordLogin(
      input: LoginInput,
      recordSignIn?: SignInRecorder,
    ): Promise<{ user: VendorUser; outcome: LoginOutcome }> {
      if (input.signup && !recordSignIn) {
        throw new Error("A signup's captcha is checked by the server: pass recordLogin the SignInRecorder");
      }
      const path = paths.user(input.uid);
      const outcome = await store.runTransaction(async (tx) => {
        const existing = await tx.get<VendorUser>(path);
        if (existing.data) {
          if (input.isEmailVerified && !existing.data.isEmailVerified) {
            tx.update(path, { isEmailVerified: true, updatedAt: fieldValue.serverTimestamp() });
          }
          return "userExists" as const;
        }
        const user = newVendorUser({
          ...input,
          vendorId: scope.vendorId,
          vendorName: scope.vendorName,
          now: new Date(),
        });
        tx.set(path, {
          ...user,
          createdAt: fieldValue.serverTimestamp(),
          updatedAt: fieldValue.serverTimestamp(),
          lastLoginAt: fieldValue.serverTimestamp(),
        });
        return "userCreated" as const;
      });
      await recordSignIn?.({ uid: input.uid, signup: input.signup ?? null });
      const user = (await store.get<VendorUser>(path)).data;
      if (!user) throw new Error(`The user record ${path} disappeared right after login`);
      return { user, outcome };
    },

    /**
     * recordSignIn where no server runs (the embedded store, on the customer's own device): stamps
     * lastLoginAt. There is no request address to record, and no server to check a captcha with.
     */
    async recordSignInWithoutServer({ uid }: Pick<RecordSignInCall, "uid">): Promise<RecordSignInResult> {
      await store.update(paths.user(uid), {
        lastLoginAt: fieldValue.serverTimestamp(),
        updatedAt: fieldValue.serverTimestamp(),
      });
      return { address: null };
    },

    /** Changes profile fields only; the rest (authorisation, stats, vendors) is not the user's to set. */
    async updateProfile(uid: string, patch: ProfilePatch): Promise<void> {
      const check = checker("Profile");
      const changes: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(patch)) {
        if (!(profileFields as readonly string[]).includes(field)) {
          check.fail(field, "cannot be changed from the profile");
        } else if (field === "photoURL") {
          const https =
            typeof value === "string" && /^https:\/\/\S+$/.test(value) && value.length <= limits.user.photoURL;
          if (value !== null && !https) {
            check.fail(field, `must be an https:// address of at most ${limits.user.photoURL} characters, or empty`);
          }
          changes[field] = value;
        } else if (field === "phone") {
          const phone = check.text(field, value, { max: limits.user.phone });
          if (phone && !/^[+0-9 ().-]{7,30}$/.test(phone))
            check.fail(field, "must be a phone number, like +1 212 555 0147");
          changes[field] = phone;
        } else {
          // Names, studio, production and title reach staff screens and mails: one line each (the rules agree).
          changes[field] = check.text(field, value, { max: limits.user.profileText, oneLine: true });
        }
      }
      check.done();
      const update = { ...changes, updatedAt: fieldValue.serverTimestamp() };
      if (!searchedFields.some((field) => field in changes)) return store.update(paths.user(uid), update);
      // The search terms follow the names they are made of, so changing one reads the record first.
      await store.runTransaction(async (tx) => {
        const user = (await tx.get<VendorUser>(paths.user(uid))).data;
        if (!user)
          throw new DocumentStoreError("not-found", `There is no customer record ${paths.user(uid)} to update`);
        const searchTerms = customerSearchTerms({ ...user, ...changes });
        tx.update(paths.user(uid), { ...update, searchTerms });
      });
    },

    /** Sets isSubscribed and stamps subscribedAt or unsubscribedAt. */
    async setSubscription(uid: string, name: SubscriptionName, subscribed: boolean): Promise<void> {
      if (!subscriptionNames.includes(name))
        throw new Error(`Unknown subscription "${String(name)}"; use one of ${subscriptionNames.join(", ")}`);
      await store.update(paths.user(uid), {
        [`subscriptions.${name}.isSubscribed`]: subscribed,
        [`subscriptions.${name}.${subscribed ? "subscribedAt" : "unsubscribedAt"}`]: fieldValue.serverTimestamp(),
        updatedAt: fieldValue.serverTimestamp(),
      });
    },

    /** The pickup location the customer chose (decision 0053): kept so another device starts there. */
    async setPickupLocation(uid: string, locationId: string): Promise<void> {
      if (!locationIdPattern.test(locationId))
        throw new ValidationError("Pickup location", { locationId: `"${locationId}" is not a location id` });
      await store.update(paths.user(uid), { pickupLocationId: locationId, updatedAt: fieldValue.serverTimestamp() });
    },

    /** Calls `onChange` with the record (undefined if it does not exist) now and on every change. */
    listen(
      uid: string,
      onChange: (user: VendorUser | undefined) => void,
      onError?: (error: Error) => void,
    ): Unsubscribe {
      return store.onDocument<VendorUser>(paths.user(uid), (snap) => onChange(snap.data), onError);
    },
  };
}

export type VendorUsers = ReturnType<typeof vendorUsers>;
