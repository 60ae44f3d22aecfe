// Limits of the server's commands that are not a document's size (those are in ../limits.ts).

/**
 * Quote requests one caller may send in an hour: an account, a visitor's address, and an anonymous
 * session's account and address both (a new session per request buys no more).
 */
export const quoteRequestRateLimit = { requests: 10, windowMs: 60 * 60 * 1000 } as const;

/** Availability questions from one visitor's address (no account) a minute: a page of cards is one. */
export const availabilityVisitorRateLimit = { requests: 60, windowMs: 60 * 1000 } as const;

/**
 * Documents one availability question may read, whoever asks: the "available for my dates" filter
 * reads every prop booked on or after the pick-up and every prop with none in stock, at most this many each.
 */
export const availabilityReadLimit = 2000;

/** Messages one customer may send in ten minutes: a conversation, not a flood. */
export const messageRateLimit = { requests: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * After mailing the prop house about a customer's message, later ones wait this long and go as one
 * mail ("3 new messages from Dana Reyes"), by the next message after it or the scheduled digest.
 */
export const messageMailQuietMs = 15 * 60 * 1000;

/**
 * A member hears by mail of what happened to one production list at most once in this long: the first change starts
 * it, and the mail ("Dana approved 12 lines of Kitchen…") goes when it ends, by the schedule (decision 0049).
 */
export const productionMailQuietMs = 15 * 60 * 1000;

/**
 * Invitations one account may send in a day, across its productions: each mails an address it chose in the prop
 * house's name, and withdrawing frees a place among those waiting, so the waiting limit alone does not bound the mail.
 */
export const productionInviteRateLimit = { requests: 50, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Firebase custom tokens are good for one hour; the audit record says when it runs out. */
export const impersonationTokenLifetimeMs = 60 * 60 * 1000;

/** A Firestore document id made by the client (`DocumentStore.newId()`): 20 letters and digits. */
export const clientIdPattern = /^[A-Za-z0-9]{20}$/;

/** A vendor id as tenants name them ("bowery-prop-house"). */
export const vendorIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A catalogue prop id ("BPH-10432"): letters and digits, then "_" and "-" too; at most limits.propId.length. */
export const propIdPattern = /^[A-Za-z0-9][\w-]*$/;
