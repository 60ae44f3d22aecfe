// Limits of the server's commands that are not a document's size (those are in ../limits.ts).

/** Quote requests one caller (an account, or a visitor's address) may send in an hour. */
export const quoteRequestRateLimit = { requests: 10, windowMs: 60 * 60 * 1000 } as const;

/** Firebase custom tokens are good for one hour; the audit record says when it runs out. */
export const impersonationTokenLifetimeMs = 60 * 60 * 1000;

/** A Firestore document id made by the client (`DocumentStore.newId()`): 20 letters and digits. */
export const clientIdPattern = /^[A-Za-z0-9]{20}$/;

/** A vendor id as tenants name them ("bowery-prop-house"). */
export const vendorIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A catalogue prop id ("BPH-10432"): letters and digits, then "_" and "-" too; at most limits.propId.length. */
export const propIdPattern = /^[A-Za-z0-9][\w-]*$/;
