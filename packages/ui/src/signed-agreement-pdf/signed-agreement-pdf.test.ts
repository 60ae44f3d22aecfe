// The signed agreement's PDF read back as a person would read it (poppler's pdftotext, which scripts/bootstrap.sh
// installs): the agreement, the order's lines, dates and estimate, and the signature with its name, time, version,
// account and address; staff acting for the customer named so.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AgreementSignature } from "@backlot/domain";
import { sampleEstimate, sampleLines } from "../testing/sample-estimate.js";
import { markdownBlocks } from "./markdown-blocks.js";
import { signedAgreementFileName, signedAgreementPdf } from "./signed-agreement-pdf.js";

const hasPdfToText = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The PDF's text in reading order, its runs of spaces as one. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "signed-pdf-"));
  try {
    writeFileSync(join(dir, "signed.pdf"), bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "signed.pdf"), "-"], { encoding: "utf8" })
      .replace(/[ \t]+/g, " ")
      .replace(/\f/g, "\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const png =
  "data:image/png;base64," +
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const version = "3f2a9c01".padEnd(64, "e");
const orderId = "8jd2kq0aXXXXXXXXXXXX";
const signature: AgreementSignature = {
  orderId,
  uid: "dana-uid",
  version,
  agreementTitle: "Rental Agreement",
  agreementText:
    "This agreement is between **Bowery Prop House LLC** and the Renter.\n\n## 1. Loss and damage\n\n" +
    "1. The Renter is responsible for the items until they are checked in.\n2. See [our rates](https://example.com/r).",
  name: "Dana Reyes",
  signature: png,
  account: { uid: "dana-uid", email: "dana@studio.example", name: "Dana Reyes" },
  address: "203.0.113.7",
  signedAt: new Date("2026-11-26T20:45:00Z"),
};
// Two weeks of the sample lines, with the card authorised at 3.5%.
const estimate = sampleEstimate(sampleLines, 2, { cardPercent: 3.5 });
const order = {
  setListName: "Diner, act 2",
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  lines: [],
  contact: { name: "Dana Reyes", email: "dana@studio.example", phone: "", company: "Night Owl Pictures" },
  estimate,
};
const input = { orderId, order, signature, house: "Bowery Prop House", locale: "en-US", timeZone: "America/New_York" };

describe.skipIf(!hasPdfToText)("the signed agreement's PDF (read back with pdftotext)", () => {
  it("holds the agreement, the order and the signature: name, time, version, account and address", async () => {
    const text = pdfText(await signedAgreementPdf(input));
    for (const expected of [
      "Rental Agreement",
      "Bowery Prop House · order O-8JD2KQ0A",
      "This agreement is between Bowery Prop House LLC and the Renter.",
      "1. Loss and damage",
      "The Renter is responsible for the items until they are checked in.",
      "See our rates (https://example.com/r).",
      "The order: O-8JD2KQ0A",
      "Diner, act 2 · Dec 1 – 15, 2026",
      "For Dana Reyes, Night Owl Pictures, dana@studio.example",
      "6 × Chrome Diner Stool: $270.00",
      "Estimate for 2 weeks: $470.00",
      "Card authorisation (with processing): $486.45",
      "Dana Reyes",
      "On November 26, 2026 at 3:45:00 PM EST (2026-11-26T20:45:00.000Z)",
      "From the account Dana Reyes <dana@studio.example> (dana-uid)",
      "From the address 203.0.113.7",
      version,
      "version 3f2a9c01…",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("**");
  });

  it("says when it was signed with the typed name alone, by staff for the customer, and from no address", async () => {
    const text = pdfText(
      await signedAgreementPdf({
        ...input,
        signature: { ...signature, signature: null, address: null, actedBy: { staffUid: "s", staffName: "Sam" } },
      }),
    );
    expect(text).toContain("Signed with the typed name alone (no drawn signature).");
    expect(text).toContain("Signed by Sam (staff of Bowery Prop House) for Dana Reyes");
    expect(text).toContain("No address was recorded for the request");
  });

  it("prints a character the font lacks as ?, and runs a long agreement onto more pages", async () => {
    const long = Array.from({ length: 120 }, (_, index) => `${index + 1}. Clause ${index + 1} applies.`).join("\n");
    const text = pdfText(
      await signedAgreementPdf({ ...input, signature: { ...signature, name: "Zoë 李", agreementText: long } }),
    );
    expect(text).toContain("Zoë ?");
    expect(text).toContain("Clause 120 applies.");
    // Every page is numbered of the whole, and there is more than one.
    expect(text).toMatch(/· ([2-9])\/\1\n/);
  });
});

describe("the PDF's pieces", () => {
  it("names its file by the order", () => {
    expect(signedAgreementFileName(orderId)).toBe("O-8JD2KQ0A-rental-agreement.pdf");
  });

  it("reads the agreement's Markdown as headings, paragraphs and items, without inline marks", () => {
    expect(markdownBlocks("# Terms\n\nOne *two*\nthree.\n\n- a `b`\n  continued\n1) c")).toEqual([
      { kind: "heading", level: 1, text: "Terms" },
      { kind: "paragraph", text: "One two three." },
      { kind: "item", marker: "•", text: "a b continued" },
      { kind: "item", marker: "1.", text: "c" },
    ]);
  });
});
