// Papers for stories and tests: fixed dates, so their pictures do not move with today's.
import type { Paper } from "@backlot/domain";

const file = { path: "paperwork/bowery/u1/p1-coi.pdf", name: "coi-night-shift.pdf", contentType: "application/pdf" };

export const sampleInsurance: Paper = {
  kind: "insurance",
  uid: "u1",
  state: "accepted",
  sentAt: new Date("2026-11-02T15:00:00Z"),
  reviewedAt: new Date("2026-11-03T14:00:00Z"),
  reviewedBy: "staff",
  reviewedByName: "Sam Staff",
  file: { ...file, size: 182_000 },
  insurer: "Film Risk Mutual",
  policyNumber: "FRM-88231",
  coverageStart: "2026-11-01",
  coverageEnd: "2027-10-31",
  limit: 100_000_000,
  additionalInsured: true,
  lossPayee: true,
};

export const sampleRejected: Paper = {
  ...sampleInsurance,
  state: "rejected",
  policyNumber: "FRM-88232",
  lossPayee: false,
  rejectedReason: "The certificate does not name Bowery Prop House as loss payee; ask your broker to add it.",
};

export const sampleTaxExemption: Paper = {
  kind: "taxExemption",
  uid: "u1",
  state: "sent",
  sentAt: new Date("2026-11-20T10:00:00Z"),
  file: { ...file, name: "st-120.pdf", size: 64_000 },
  region: "NY",
  form: "ST-120",
  expiresOn: "2027-06-30",
  actedBy: { staffUid: "staff", staffName: "Sam Staff" },
};

export const sampleTerms: Paper = {
  kind: "accountTerms",
  uid: "u1",
  state: "accepted",
  sentAt: new Date("2026-10-01T12:00:00Z"),
  reviewedAt: new Date("2026-10-01T12:00:00Z"),
  reviewedBy: "staff",
  reviewedByName: "Sam Staff",
  terms: "Net 30",
  creditLimit: 2_500_000,
};
