// A customer's record at one prop house (vendors/{vendorId}/users/{uid}), with its defaults.
import { limits } from "./limits.js";
import { searchPrefixes } from "./search-terms.js";

export const statNames = [
  "commentCount",
  "customerCount",
  "favoriteCount",
  "followingCount",
  "messageCount",
  "orderCount",
  "propCount",
  "quoteRequestCount",
  "salesAmount",
  "searchCount",
  "setListCount",
  "setListItemCount",
  "unreadMessageCount",
  "unreadNotificationCount",
  "viewCount",
] as const;

export type StatName = (typeof statNames)[number];
export type VendorUserStats = Record<StatName, number>;

export const subscriptionNames = ["newsletters", "reminders", "product", "research"] as const;
export type SubscriptionName = (typeof subscriptionNames)[number];

export interface Subscription {
  isSubscribed: boolean;
  subscribedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface IpLocation {
  lat: number;
  lng: number;
  city: string;
  country: string;
}

export interface VendorUser {
  firstName: string;
  lastName: string;
  email: string;
  studio: string;
  production: string;
  phone: string;
  title: string;
  displayName: string;
  orderByName: string;
  isEmailVerified: boolean;
  /** Null until the vendor approves or denies the account. */
  isAuthorized: boolean | null;
  hasReceivedDeniedEmail: boolean;
  hasReceivedWelcomeEmail: boolean;
  photoURL: string | null;
  _geoloc: { lat: number; lng: number } | null;
  ipLocation: IpLocation | null;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date;
  /** Where the customer signed in from, newest last: the server's recordSignIn writes them, never the client. */
  ipAddresses: string[];
  /** Prop ids. */
  favorites: string[];
  /** "setListId/propId" for every line of every set list, so a prop can show it is on a list. */
  setListItems: string[];
  /** Set list ids. */
  setLists: string[];
  stats: VendorUserStats;
  subscriptions: Record<SubscriptionName, Subscription>;
  vendorId: string;
  vendorName: string;
  /** Vendor name -> vendor id, for every vendor this user belongs to. */
  vendors: Record<string, string>;
  /** Customer name -> id, for vendor staff. */
  customers: Record<string, string>;
  /** What staff find the customer by in the console (customerSearchTerms), kept in step by profile writes. */
  searchTerms: string[];
  /** The signup's captcha as the server judged it; absent for an account that did not sign up through it. */
  signup?: SignupVerdict;
  /**
   * The pickup location the customer last chose in the storefront's header (a prop house with more than one dock;
   * decision 0053): a device they sign in on starts there. Absent until they choose one.
   */
  pickupLocationId?: string;
}

/** What recordSignIn keeps of a signup whose captcha passed: Google's word on it, never the token. */
export interface SignupVerdict {
  /** reCAPTCHA v3's score, from 0 (a bot) to 1 (a person); null for the test captcha of an emulated project. */
  score: number | null;
  action: string;
  /** The site the token was made on, as Google saw it; null for the test captcha. */
  hostname: string | null;
  /** Whether the signup upgraded an anonymous session. */
  wasAnonymous: boolean;
  at: Date;
}

/**
 * The terms staff find a customer by: their names, email, studio and production. The customer's
 * own writes store them, so the rules bound their number but cannot check them: a customer who
 * wrote others would only make themselves harder for the prop house to find.
 */
export function customerSearchTerms(
  user: Pick<VendorUser, "firstName" | "lastName" | "email" | "studio" | "production">,
): string[] {
  const { firstName, lastName, email, studio, production } = user;
  return searchPrefixes(firstName, lastName, email, studio, production).slice(0, limits.user.searchTerms);
}

/** The fields a user may change about themselves (profile forms). */
export const profileFields = ["firstName", "lastName", "studio", "production", "phone", "title", "photoURL"] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfilePatch = Partial<Pick<VendorUser, ProfileField>>;

/** "j.doe+props@example.com" -> "jdoeprops": the local part without non-alphanumerics. */
export function displayNameFromEmail(email: string): string {
  return (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9]/g, "");
}

export interface NewVendorUserInput {
  email: string | null | undefined;
  vendorId: string;
  vendorName: string;
  isEmailVerified?: boolean;
  location?: { lat: number; lng: number; city?: string; country?: string } | undefined;
  now: Date;
}

/** A new record with every default; throws "Missing email address" without an email. */
export function newVendorUser(input: NewVendorUserInput): VendorUser {
  const email = input.email?.trim();
  if (!email) throw new Error("Missing email address");
  const displayName = displayNameFromEmail(email);
  const { location } = input;
  const off: Subscription = { isSubscribed: false, subscribedAt: null, unsubscribedAt: null };
  return {
    firstName: "",
    lastName: "",
    email,
    studio: "",
    production: "",
    phone: "",
    title: "",
    displayName,
    orderByName: displayName.toLowerCase(),
    isEmailVerified: input.isEmailVerified ?? false,
    isAuthorized: null,
    hasReceivedDeniedEmail: false,
    hasReceivedWelcomeEmail: false,
    photoURL: null,
    _geoloc: location ? { lat: location.lat, lng: location.lng } : null,
    ipLocation: location
      ? { lat: location.lat, lng: location.lng, city: location.city ?? "", country: location.country ?? "" }
      : null,
    createdAt: input.now,
    updatedAt: input.now,
    lastLoginAt: input.now,
    // The server adds the address of each sign-in (recordSignIn); the client cannot know it for sure.
    ipAddresses: [],
    favorites: [],
    setListItems: [],
    setLists: [],
    stats: Object.fromEntries(statNames.map((name) => [name, 0])) as VendorUserStats,
    subscriptions: Object.fromEntries(subscriptionNames.map((name) => [name, { ...off }])) as Record<
      SubscriptionName,
      Subscription
    >,
    vendorId: input.vendorId,
    vendorName: input.vendorName,
    vendors: { [input.vendorName]: input.vendorId },
    customers: {},
    searchTerms: customerSearchTerms({ firstName: "", lastName: "", email, studio: "", production: "" }),
  };
}
