// Every size limit on customer data, in one place. The repositories check them, the UI shows
// and enforces them (maxLength, counters), and firestore.rules holds the same numbers: it cannot
// import this file, so a test reads each `function maxGroupKey() { return N; }` in the rules and
// checks it against limits.group.key here (src/rules/limits-in-rules.test.ts).
// Texts are counted in UTF-16 code units, as JavaScript's `length`, the DOM's maxLength and the
// rules' `size()` on a string do.
export const limits = {
  setList: {
    /** A list's name ("Act 2, kitchen"). */
    name: 80,
    /** The production a list is for. */
    production: 80,
    /** Props on one list: a large set dressing pull, and under Firestore's 1 MiB document size. */
    lines: 500,
    /** Of one prop on one line. */
    quantity: 999,
    /** A line's note to the prop house ("the taller one"). */
    note: 500,
  },
  user: {
    /** Set lists one customer keeps. */
    setLists: 100,
    /** Lines across all their set lists (the user record mirrors every one, and must stay small). */
    setListItems: 5000,
    favorites: 2000,
    /** Addresses remembered from logins, newest kept. */
    ipAddresses: 20,
    /** One address as text: the longest IPv6 form. */
    ipAddressLength: 45,
    /** Each profile text: first and last name, studio, production, title. */
    profileText: 80,
    phone: 30,
    photoURL: 500,
    /** Prefixes staff find a customer by (names, email, studio, production): about 350 at the longest. */
    searchTerms: 500,
  },
  quote: {
    contactName: 120,
    email: 254,
    phone: 30,
    company: 120,
    production: 120,
    deliveryAddress: 300,
    notes: 2000,
    /** Props on one request, as on a set list. */
    lines: 500,
    quantity: 999,
    lineNote: 500,
    /** Why a customer declined the prop house's quote (kept with the request). */
    declineReason: 1000,
  },
  signup: {
    /** The captcha token kept with the signup payload (reCAPTCHA's are about 2,000 characters). */
    captchaToken: 4096,
  },
  message: {
    body: 4000,
    /** The start of the last message, kept on the thread for the inbox. */
    preview: 140,
  },
  /** What staff write to customers through the server's commands. */
  staff: {
    /** The note with a quote's price. */
    quoteAnswer: 4000,
    /** A weekly rate staff may quote for one prop, in cents ($1 million): a typo guard, not a price rule. */
    weeklyRate: 100_000_000,
    /** A note sent with an order's new status. */
    statusNote: 1000,
    /** Why staff signed in as a customer (kept in the audit record). */
    impersonationReason: 200,
  },
  rental: {
    /** Days from pick-up to return: a season's shoot, and a bound on how far ahead a booking reaches. */
    days: 365,
  },
  /** A customer's paperwork (papers/ in the functions): what a sent paper's fields and file may hold. */
  paperwork: {
    insurer: 120,
    policyNumber: 60,
    /** A US state or other region, like "NY". */
    region: 40,
    /** A tax form's name, like "ST-120"; an account's terms, like "Net 30". */
    form: 40,
    terms: 40,
    /** Each occurrence's limit or a credit limit, in cents ($100 million): a typo guard. */
    amount: 10_000_000_000,
    fileName: 200,
    /** An uploaded file's bytes: a scanned certificate, at most 10 MB. */
    fileSize: 10 * 1024 * 1024,
    fileTypes: ["application/pdf", "image/jpeg", "image/png"],
    /** Why staff rejected a paper, or released an order without one. */
    reason: 500,
    /** Papers one customer may send in an hour (sendPaper): enough to fix a mistake, not to flood the review queue. */
    sentPerHour: 20,
  },
  /** The rental agreement and its signatures (signAgreement; docs/decisions/0038). */
  agreement: {
    /** The agreement's Markdown: a long contract is about 30,000 characters; the vendor document must stay small. */
    text: 100_000,
    title: 120,
    /** The name a signer types. */
    signerName: 120,
    /**
     * A drawn signature as a PNG data URL: a signature pad 600 by 200 CSS pixels at twice the density is 10 to 40 KB
     * of PNG; this leaves room for a busy one and keeps a signature well inside its document.
     */
    signatureLength: 120_000,
    signatureWidth: 1600,
    signatureHeight: 800,
    /** Signatures one customer may make in an hour: a few orders and a retry, not a flood of documents. */
    signedPerHour: 20,
  },
  /** A catalogue prop id, as it appears on lists and orders. */
  propId: { length: 120 },
  /** A prop variant's id (the catalogue's prop schema says the same; a test checks). */
  variantId: { length: 64 },
  /** A prop as staff edit it in the console (the catalogue's prop schema holds the same numbers; a test checks). */
  prop: {
    name: 120,
    description: 2000,
    colors: 10,
    /** Values of one custom field ("era": ["1950s", "1960s"]). */
    customValues: 20,
    /** How many the prop house has: a typo guard. */
    quantity: 99_999,
    /** Where it is kept ("Aisle 3 · Bay 12", "Cage B / Shelf 4"): one line of a pull sheet. */
    location: 60,
  },
  /** Stock moved between pickup locations (transferStock; decision 0053). */
  transfer: {
    /** Transfers kept on one prop: they live in its bookings document, which every booking of it reads. */
    perProp: 200,
  },
  /** Changes to an order during its rental: extensions and add-ons (extendOrder, addToOrder; decision 0048). */
  orderChange: {
    /** Lines one add-on brings: a scene's extra dressing, not a second order. */
    lines: 50,
    /** Extensions and add-ons on one order: each is an entry in its history, and the order must stay small. */
    perOrder: 40,
  },
  /** A production's room: its team, shared lists, review and comments (issue 35, decision 0049). */
  production: {
    /** The show, film or campaign ("Harbour Lights, season 2"). */
    name: 80,
    /** Members of one production: an art department with its designers, buyers and coordinators. */
    members: 50,
    /** Invitations waiting at once on one production. */
    invites: 50,
    /** Lists one production keeps. */
    lists: 100,
    listName: 80,
    /** A group's name: a set, a scene or a shoot day ("Act 2 · Kitchen", "Day 14"). */
    groupName: 60,
    groups: 100,
    /** Lines on one list: a large set dressing pull, and the list must stay well under Firestore's 1 MiB. */
    lines: 500,
    quantity: 999,
    note: 500,
    /** Why a line is rejected, or what the designer wants instead. */
    reason: 500,
    /** Props a buyer offers in one line's place. */
    alternatives: 4,
    /** Edits in one call: a paste of a column of props, or a group's lines moved at once. */
    editsPerCall: 100,
    /** Decisions in one call: "approve the rest" of a long list. */
    decisionsPerCall: 500,
    comment: 2000,
    /** Comments on one list. */
    comments: 2000,
    /** A member's notices kept for the header's list (the badge counts all unread). */
    notices: 30,
    /** Changes one mail gathers for a member about one list. */
    mailItems: 50,
  },
  dock: {
    /** Labels of one prop on a label sheet: one per piece of a large set. */
    labelCopies: 100,
    /** What a scanner may send as one code: an item number, with room for a scanner's prefix or a wrong label. */
    scannedCode: 200,
    /** The driver's printed name. */
    driverName: 120,
    /** Hand-overs on one order: a partial check-out and the rest, with room for a few more trips. */
    handovers: 20,
    /** What staff write of a damaged or missing piece, or clearing it from the repair queue. */
    returnNote: 1000,
    /** Check-in entries on one order: fine pieces merge by line and day, so this is damage reports and days. */
    checkIns: 500,
    /** Photos of a piece back damaged, on one report; each a JPEG or PNG of at most 10 MB. */
    photos: 6,
    photoSize: 10 * 1024 * 1024,
    photoTypes: ["image/jpeg", "image/png"],
    /** A payment's reference: a check number, an ACH trace, a card charge's id. */
    paymentReference: 200,
    /** A damage charge, in minor units: $100,000. */
    damageCharge: 10_000_000,
  },
} as const;

export type Limits = typeof limits;
