import { describe, expect, it } from "vitest";
import type { Paper } from "./paper.js";
import { missingPapers, releaseChecklist } from "./release-checklist.js";

const file = { path: "paperwork/v/u/coi.pdf", name: "coi.pdf", contentType: "application/pdf", size: 1000 };
const insurance = (fields: Partial<Paper> = {}): Paper =>
  ({
    uid: "u",
    kind: "insurance",
    state: "accepted",
    sentAt: new Date("2026-11-01T12:00:00Z"),
    file,
    insurer: "Film Risk Mutual",
    policyNumber: "FRM-1",
    coverageStart: "2026-11-01",
    coverageEnd: "2027-03-02",
    limit: 100_000_000,
    additionalInsured: true,
    lossPayee: true,
    ...fields,
  }) as Paper;
const order = { pickUpDate: "2027-02-23", returnDate: "2027-03-09", total: 50_000, cardAuthorised: false };
const terms = { required: ["insurance"] as const, locale: "en-US", currency: "USD" };
const detail = (papers: Paper[], extra = {}) => releaseChecklist(papers, { ...order, ...extra }, terms)[0]?.detail;

describe("the release checklist", () => {
  it("names what is missing from the insurance, and why", () => {
    expect(detail([insurance()])).toBe("Insurance expires Mar 2, 2027, before the return on Mar 9, 2027");
    expect(detail([insurance({ coverageStart: "2027-02-25", coverageEnd: "2027-12-31" })])).toBe(
      "Insurance starts Feb 25, 2027, after the pick-up on Feb 23, 2027",
    );
    expect(detail([insurance({ coverageEnd: "2027-12-31", lossPayee: false })])).toBe(
      "The certificate of insurance does not name the prop house as loss payee",
    );
    expect(detail([insurance({ state: "sent", coverageEnd: "2027-12-31" })])).toBe(
      "The certificate of insurance awaits the prop house's review",
    );
    expect(detail([insurance({ state: "rejected", rejectedReason: "It names another house" })])).toBe(
      "The certificate of insurance was rejected: It names another house",
    );
    expect(detail([])).toBe("No certificate of insurance is on file");
  });

  it("is met by any accepted certificate that covers the whole rental and names the house", () => {
    const [item] = releaseChecklist([insurance(), insurance({ coverageEnd: "2027-12-31" })], order, terms);
    expect(item).toEqual({
      requirement: "insurance",
      met: true,
      detail: "Insurance from Film Risk Mutual covers the rental",
    });
  });

  it("asks for a tax certificate only where the production claims an exemption", () => {
    const tax = { ...terms, required: ["taxExemption"] as const };
    expect(releaseChecklist([], order, tax)[0]).toMatchObject({ met: true });
    const claim = {
      uid: "u",
      kind: "taxExemption",
      state: "accepted",
      sentAt: new Date(),
      file,
      region: "NY",
      form: "ST-120",
      expiresOn: "2027-03-01",
    } as Paper;
    expect(releaseChecklist([claim], order, tax)[0]).toEqual({
      requirement: "taxExemption",
      met: false,
      detail: "The tax exemption expires Mar 1, 2027, before the return on Mar 9, 2027",
    });
    expect(releaseChecklist([{ ...claim, expiresOn: "2027-06-30" } as Paper], order, tax)[0]).toMatchObject({
      met: true,
      detail: "Tax exempt (ST-120, NY)",
    });
  });

  it("takes a card authorisation or an account on terms whose limit covers the order", () => {
    const payment = { ...terms, required: ["payment"] as const };
    const account = { uid: "u", kind: "accountTerms", state: "accepted", sentAt: new Date(), terms: "Net 30" };
    expect(releaseChecklist([], order, payment)[0]?.detail).toBe(
      "No card is authorised, and the account is not on terms",
    );
    expect(releaseChecklist([], { ...order, cardAuthorised: true }, payment)[0]?.met).toBe(true);
    expect(releaseChecklist([{ ...account, creditLimit: 50_000 } as Paper], order, payment)[0]).toMatchObject({
      met: true,
      detail: "On account, Net 30",
    });
    expect(releaseChecklist([{ ...account, creditLimit: 40_000 } as Paper], order, payment)[0]?.detail).toBe(
      "The order's $500.00 is over the account's credit limit of $400.00, and no card is authorised",
    );
  });

  it("says every missing paper in one refusal, and nothing when all are met", () => {
    const all = { ...terms, required: ["insurance", "taxExemption", "payment"] as const };
    expect(missingPapers(releaseChecklist([], order, all))).toBe(
      "No certificate of insurance is on file. No card is authorised, and the account is not on terms",
    );
    expect(missingPapers(releaseChecklist([], order, { ...terms, required: [] }))).toBe("");
  });
});
