// Vendor users at vendors/{vendorId}/users/{uid}: read, get-or-create at login, profile updates,
// subscriptions and a live listener.
import type { DocumentStore, Unsubscribe } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { vendorPaths } from "./paths.js";
import { checker } from "./validation.js";
import { limits } from "../limits.js";
import {
  type NewVendorUserInput,
  type ProfilePatch,
  type SubscriptionName,
  type VendorUser,
  customerSearchTerms,
  newVendorUser,
  profileFields,
  subscriptionNames,
} from "./vendor-user.js";

export interface VendorScope {
  vendorId: string;
  vendorName: string;
}

export type LoginOutcome = "userExists" | "userCreated";

/** What signup adds for a server to verify (docs/decisions/0007), kept on the record created at signup. */
export interface SignupPayload {
  reCaptchaToken: string;
  wasAnonymous: boolean;
  isEmailVerified: boolean;
}

export interface LoginInput {
  uid: string;
  email: string | null | undefined;
  isEmailVerified?: boolean;
  location?: NewVendorUserInput["location"];
  ipAddress?: string;
  /** Given at signup; stored as `signup` on a newly created record (a server may verify the token). */
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
     * At login: an existing user gets lastLoginAt stamped ("userExists"); otherwise a record is
     * created from the defaults, the email and the location ("userCreated"). One transaction,
     * so two tabs logging in at once cannot both create it.
     */
    async recordLogin(input: LoginInput): Promise<{ user: VendorUser; outcome: LoginOutcome }> {
      const path = paths.user(input.uid);
      const outcome = await store.runTransaction(async (tx) => {
        const existing = await tx.get<VendorUser>(path);
        if (existing.data) {
          const changes: Record<string, unknown> = {
            lastLoginAt: fieldValue.serverTimestamp(),
            updatedAt: fieldValue.serverTimestamp(),
          };
          if (input.isEmailVerified && !existing.data.isEmailVerified) changes.isEmailVerified = true;
          // This visit's address last; the oldest drop off past the limit.
          const ip = input.ipAddress;
          if (ip && ip.length <= limits.user.ipAddressLength) {
            const others = existing.data.ipAddresses.filter((known) => known !== ip);
            changes.ipAddresses = [...others, ip].slice(-limits.user.ipAddresses);
          }
          tx.update(path, changes);
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
          ...(input.signup ? { signup: { ...input.signup, at: fieldValue.serverTimestamp() } } : {}),
          createdAt: fieldValue.serverTimestamp(),
          updatedAt: fieldValue.serverTimestamp(),
          lastLoginAt: fieldValue.serverTimestamp(),
        });
        return "userCreated" as const;
      });
      const user = (await store.get<VendorUser>(path)).data;
      if (!user) throw new Error(`The user record ${path} disappeared right after login`);
      return { user, outcome };
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
          changes[field] = check.text(field, value, { max: limits.user.profileText });
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
