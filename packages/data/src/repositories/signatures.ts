// Signatures of the rental agreement as read (the signature itself is @backlot/domain's AgreementSignature; the server
// writes every one: signAgreement). The signer reads their own and staff read every one, under the rules; the pages
// watch these queries live, so a signature shows on the other side as it is made.
import type { QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";

export function signatureQueries({ vendorId }: { vendorId: string }) {
  const collection = vendorPaths(vendorId).signatures;
  return {
    /**
     * An order's signatures, every version. The customer's query names their uid, as the rules require of a list;
     * staff's does not. Equality filters alone: Firestore merges its single-field indexes, no composite one is needed.
     */
    forOrder: (orderId: string, uid?: string): QuerySpec => ({
      collection,
      where: [["orderId", "==", orderId], ...(uid === undefined ? [] : [["uid", "==", uid] as const])],
    }),
  };
}
