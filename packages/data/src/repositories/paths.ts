// Where each kind of document lives for one vendor. One place, so rules, repositories and tests agree.
export const vendorPaths = (vendorId: string) => {
  const root = `vendors/${vendorId}`;
  return {
    vendor: root,
    users: `${root}/users`,
    user: (uid: string) => `${root}/users/${uid}`,
    setLists: `${root}/setLists`,
    setList: (id: string) => `${root}/setLists/${id}`,
    sharedSetList: (token: string) => `${root}/sharedSetLists/${token}`,
    quoteRequests: `${root}/quoteRequests`,
    orders: `${root}/orders`,
    order: (id: string) => `${root}/orders/${id}`,
    /** Each hand-over at the dock with the driver's drawn signature (handOver writes it; staff read it). */
    handovers: `${root}/handovers`,
    handover: (id: string) => `${root}/handovers/${id}`,
    /** The repair queue: pieces back damaged or missing, each unavailable until staff clear it (server-written). */
    repairs: `${root}/repairs`,
    repair: (id: string) => `${root}/repairs/${id}`,
    /** Final invoices, one per order (issueInvoice); staff and the order's customer read them, the server writes. */
    invoices: `${root}/invoices`,
    invoice: (id: string) => `${root}/invoices/${id}`,
    /** The vendor's invoice number sequence (the server's alone). */
    invoiceSequence: `${root}/sequences/invoices`,
    /** The catalogue the server prices from (`backlot catalogue push` writes it). */
    props: `${root}/props`,
    prop: (propId: string) => `${root}/props/${propId}`,
    /**
     * Each prop's dock facts (where it is kept, what a lost one costs), one document per prop that has any: the
     * house's own, read by staff only, written by `backlot catalogue push` only (decision 0041).
     */
    propDockFacts: `${root}/propDockFacts`,
    propDockFactsOf: (propId: string) => `${root}/propDockFacts/${propId}`,
    /** Each prop's live orders and holds, one document per prop (written by the server only). */
    propBookings: `${root}/propBookings`,
    propBooking: (propId: string) => `${root}/propBookings/${propId}`,
    /** Customers' holds on their set lists, one per list, under the list's id (written by the server only). */
    holds: `${root}/holds`,
    hold: (setListId: string) => `${root}/holds/${setListId}`,
    threads: `${root}/threads`,
    thread: (uid: string) => `${root}/threads/${uid}`,
    messages: (uid: string) => `${root}/threads/${uid}/messages`,
    /** Customers' paperwork (insurance, tax exemption, account terms), written by the server only. */
    papers: `${root}/papers`,
    paper: (paperId: string) => `${root}/papers/${paperId}`,
    /** Signatures of the rental agreement, one per order and version (signatureId), written by the server only. */
    signatures: `${root}/signatures`,
    signature: (signatureId: string) => `${root}/signatures/${signatureId}`,
    /**
     * Productions (issue 35, decision 0049): shared accounts whose members build and review set lists together.
     * The server writes all of it; members and the vendor's staff read it (firestore.rules reads `members`).
     */
    productions: `${root}/productions`,
    production: (productionId: string) => `${root}/productions/${productionId}`,
    productionLists: (productionId: string) => `${root}/productions/${productionId}/lists`,
    productionList: (productionId: string, listId: string) => `${root}/productions/${productionId}/lists/${listId}`,
    listComments: (productionId: string, listId: string) =>
      `${root}/productions/${productionId}/lists/${listId}/comments`,
    listComment: (productionId: string, listId: string, commentId: string) =>
      `${root}/productions/${productionId}/lists/${listId}/comments/${commentId}`,
    productionActivity: (productionId: string) => `${root}/productions/${productionId}/activity`,
    /** Invitations by address: read only by a verified sign-in with that address; taken by acceptProductionInvite. */
    productionInvites: `${root}/productionInvites`,
    productionInvite: (inviteId: string) => `${root}/productionInvites/${inviteId}`,
    /** One member's notices and unread count (the header's badge), read by that member only. */
    productionNotices: (uid: string) => `${root}/productionNotices/${uid}`,
    /** Mail waiting out its quiet period, one per member and list (`${listId}_${uid}`): the server's alone. */
    productionMail: `${root}/productionMail`,
    productionMailOf: (listId: string, uid: string) => `${root}/productionMail/${listId}_${uid}`,
    /** What staff did that must be answerable for (impersonation, releases without papers), by the server only. */
    audit: `${root}/audit`,
    /**
     * An impersonation ended before its time (by the session, staff, or `backlot staff remove`): the
     * rules and the functions refuse its token once this exists. Written by the server only.
     */
    impersonationEnd: (impersonationId: string) => `${root}/impersonationEnds/${impersonationId}`,
  };
};

export type VendorPaths = ReturnType<typeof vendorPaths>;
