// The agreement's line of the release checklist, and the signing contract the server and the signing page share.
import { describe, expect, it } from "vitest";
import type { Paper } from "./paper.js";
import { agreementVersion, checkAgreementSigning, signatureImageProblem, signatureId } from "./agreement.js";
import { releaseChecklist } from "./release-checklist.js";

// The platforms' base64, which the domain's ES2023 lib does not declare (Node 20 and browsers both have it).
declare function atob(data: string): string;
declare function btoa(data: string): string;

const current = "3f2a9c01".padEnd(64, "0");
const older = "77aa".padEnd(64, "1");
const order = { pickUpDate: "2027-02-23", returnDate: "2027-03-09", total: 50_000, cardAuthorised: false };
const terms = {
  required: ["agreement"] as const,
  locale: "en-US",
  currency: "USD",
  timeZone: "America/New_York",
  agreementVersion: current,
};
// 1 by 1 pixel, transparent: the smallest PNG a pad could send.
const png =
  "data:image/png;base64," +
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const item = (signatures: { version: string; name: string; signedAt: Date }[], extra = {}) =>
  releaseChecklist([] as Paper[], { ...order, signatures }, { ...terms, ...extra })[0];

describe("the agreement on the release checklist", () => {
  it("is met by a signature of the current version, named, dated in the prop house's time and versioned", () => {
    // 03:00 UTC on Nov 27 is still Nov 26 in New York.
    const signedAt = new Date("2026-11-27T03:00:00Z");
    expect(item([{ version: current, name: "Dana Reyes", signedAt }])).toEqual({
      requirement: "agreement",
      met: true,
      detail: "Signed by Dana Reyes on Nov 26, 2026 (version 3f2a9c01…)",
    });
  });

  it("asks for the current version when only an older one is signed, and says when none is", () => {
    const signedAt = new Date("2026-11-01T12:00:00Z");
    expect(item([{ version: older, name: "Dana Reyes", signedAt }])).toMatchObject({
      met: false,
      detail: "Signed an older version of the agreement; sign the current one",
    });
    expect(item([])).toMatchObject({ met: false, detail: "The rental agreement is not signed" });
    expect(item([], { agreementVersion: null })).toMatchObject({
      met: false,
      detail: "The prop house has not published its rental agreement yet",
    });
  });
});

describe("the agreement's version and its signing", () => {
  it("is the SHA-256 of the text, in hex", async () => {
    expect(await agreementVersion("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(signatureId("A".repeat(20), current)).toBe(`${"A".repeat(20)}-${current}`);
  });

  it("takes a typed name, with a drawn PNG or without one, and names every problem", () => {
    const signing = { orderId: "A".repeat(20), version: current, name: "  Dana Reyes ", signature: png };
    expect(checkAgreementSigning(signing)).toEqual({ ...signing, name: "Dana Reyes" });
    expect(checkAgreementSigning({ ...signing, signature: null }).signature).toBeNull();
    expect(() => checkAgreementSigning({ orderId: "x/y", version: "3f2a", name: " ", signature: 7 })).toThrow(
      expect.objectContaining({
        fieldErrors: {
          orderId: "must be an order's id (20 letters and digits)",
          version: "must be the agreement's version (64 hex digits), as the agreement page shows it",
          name: "is required",
          signature: "must be a PNG data URL, or null",
        },
      }),
    );
  });

  it("refuses a signature that is not a PNG, or too large", () => {
    expect(signatureImageProblem("data:image/svg+xml;base64,PHN2Zz4=")).toBe(
      "must be a PNG data URL (starting data:image/png;base64,)",
    );
    expect(signatureImageProblem("data:image/png;base64,SGVsbG8gd29ybGQsIHRoaXMgaXMgbm90IGEgUE5HIGF0IGFsbA==")).toBe(
      "is not a PNG image",
    );
    expect(signatureImageProblem(png + "A".repeat(120_000))).toMatch(/^is 120\d{3} characters, over the 120000/);
    // A PNG header claiming 5000 by 10 pixels.
    const bytes = atob(png.slice(22)).split("");
    bytes.splice(16, 4, "\0", "\0", "\x13", "\x88");
    expect(signatureImageProblem(`data:image/png;base64,${btoa(bytes.join(""))}`)).toBe(
      "is 5000×1 pixels; it must be at most 1600×800",
    );
    expect(signatureImageProblem(png)).toBeUndefined();
  });
});
