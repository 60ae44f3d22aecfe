// A customer's paperwork: what a prop house must have on file before anything leaves its dock (issue 33,
// docs/decisions/0036). A production sends a certificate of insurance and, where it claims one, a tax exemption; staff
// review each (accepted, or rejected with a reason) and may put the account on terms. Papers are the server's to
// write (sendPaper, reviewPaper, grantAccountTerms); the customer and the vendor's staff read them.
import type { ActedBy } from "../commands/impersonation.js";

export const paperKinds = ["insurance", "taxExemption", "accountTerms"] as const;
export type PaperKind = (typeof paperKinds)[number];

/** sent (awaiting review) -> accepted or rejected (with a reason); expired once its dates have passed. */
export const paperStates = ["sent", "accepted", "rejected", "expired"] as const;
export type PaperState = (typeof paperStates)[number];

/** An uploaded file, as the file store keeps it (its path is under the customer's own folder). */
export interface PaperFile {
  path: string;
  name: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

interface PaperRecord {
  uid: string;
  state: PaperState;
  sentAt: Date;
  /** Staff who reviewed it (or granted it), and when; absent while it awaits review. */
  reviewedBy?: string;
  reviewedByName?: string;
  reviewedAt?: Date;
  /** Why staff rejected it, shown to the customer. */
  rejectedReason?: string;
  /** The staff member who sent it as the customer, in an impersonated session. */
  actedBy?: ActedBy | null;
}

/** A certificate of insurance: who insures the production, for what dates and how much, and whom it names. */
export interface InsuranceFields {
  file: PaperFile;
  insurer: string;
  policyNumber: string;
  /** "YYYY-MM-DD": the days it covers, both included. */
  coverageStart: string;
  coverageEnd: string;
  /** Each occurrence's limit, in minor units (cents). */
  limit: number;
  /** Whether it names the prop house as additional insured, and as loss payee: the house needs both. */
  additionalInsured: boolean;
  lossPayee: boolean;
}

/** A sales-tax exemption certificate, such as New York's ST-120 or ST-121. */
export interface TaxExemptionFields {
  file: PaperFile;
  /** The US state (or other region) it is for, like "NY". */
  region: string;
  /** The form, like "ST-120". */
  form: string;
  /** "YYYY-MM-DD": the last day it holds. */
  expiresOn: string;
}

/** An account on terms: the house invoices after the rental, up to a credit limit. Granted by staff. */
export interface AccountTermsFields {
  /** Like "Net 30". */
  terms: string;
  /** The most the account may owe, in minor units (cents). */
  creditLimit: number;
}

export type InsurancePaper = PaperRecord & { kind: "insurance" } & InsuranceFields;
export type TaxExemptionPaper = PaperRecord & { kind: "taxExemption" } & TaxExemptionFields;
export type AccountTermsPaper = PaperRecord & { kind: "accountTerms" } & AccountTermsFields;
export type Paper = InsurancePaper | TaxExemptionPaper | AccountTermsPaper;

/** What a customer sends: a paper they upload (account terms are staff's to grant). */
export type SentPaper = ({ kind: "insurance" } & InsuranceFields) | ({ kind: "taxExemption" } & TaxExemptionFields);

/** The papers a tenant may require before an order goes out (its `requiredPaperwork` setting). */
export const releaseRequirements = ["insurance", "taxExemption", "payment", "agreement"] as const;
export type ReleaseRequirement = (typeof releaseRequirements)[number];
