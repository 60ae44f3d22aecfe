// Papers for the paperwork screens' stories and tests: fixed dates, so pictures and assertions never move.
import type { PaperWithId } from "@backlot/data";

const file = (name: string, size: number) => ({
  path: `paperwork/bowery/dana/${name}`,
  name,
  contentType: "application/pdf",
  size,
});

export const sampleInsurance: PaperWithId = {
  id: "p-insurance",
  uid: "dana",
  kind: "insurance",
  state: "sent",
  sentAt: new Date("2026-11-20T14:05:00Z"),
  file: file("coi-night-diner.pdf", 182_000),
  insurer: "Hudson Mutual",
  policyNumber: "HM-2231-77",
  coverageStart: "2026-11-01",
  coverageEnd: "2027-04-30",
  limit: 100_000_000,
  additionalInsured: true,
  lossPayee: true,
};

export const sampleTaxExemption: PaperWithId = {
  id: "p-tax",
  uid: "sam",
  kind: "taxExemption",
  state: "sent",
  sentAt: new Date("2026-11-21T09:30:00Z"),
  file: file("st-120.pdf", 64_000),
  region: "NY",
  form: "ST-120",
  expiresOn: "2027-06-30",
};

export const sampleAccountTerms: PaperWithId = {
  id: "p-terms",
  uid: "dana",
  kind: "accountTerms",
  state: "accepted",
  sentAt: new Date("2026-11-22T16:00:00Z"),
  terms: "Net 30",
  creditLimit: 2_500_000,
  reviewedBy: "staff-ali",
  reviewedByName: "Ali Haddad",
  reviewedAt: new Date("2026-11-22T16:00:00Z"),
};

export const sampleRejected: PaperWithId = {
  ...sampleInsurance,
  id: "p-insurance-old",
  state: "rejected",
  sentAt: new Date("2026-11-18T11:00:00Z"),
  file: file("coi-draft.pdf", 150_000),
  additionalInsured: false,
  rejectedReason: "It does not name Bowery Props as additional insured; ask your broker for an endorsement.",
  reviewedBy: "staff-ali",
  reviewedByName: "Ali Haddad",
  reviewedAt: new Date("2026-11-19T10:00:00Z"),
};
