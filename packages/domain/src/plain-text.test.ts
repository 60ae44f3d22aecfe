import { describe, expect, it } from "vitest";
import { checkQuoteRequest, quoteRequestProblems } from "./quote/check-quote-request.js";
import { multiLine, singleLine } from "./plain-text.js";

describe("plain text", () => {
  it("keeps one line on one line: a typed line break never reaches a mail's subject", () => {
    expect(singleLine("Dana\r\nBcc: victim@example.com")).toBe("Dana Bcc: victim@example.com");
    expect(singleLine("  Night\u0000Shift \u2028 Unit\t2 ")).toBe("Night Shift Unit 2");
    expect(singleLine("Zoë Ångström")).toBe("Zoë Ångström");
  });

  it("keeps a note's line breaks and drops the other control characters", () => {
    expect(multiLine("Act 1\r\nAct 2\rAct 3\u0007\u001b[31m")).toBe("Act 1\nAct 2\nAct 3[31m");
    expect(multiLine("a\tb")).toBe("a\tb");
  });
});

describe("a quote request's stored text", () => {
  const request = {
    contact: { name: "Dana\nReyes", email: "dana@studio.example", phone: "", company: "Night\rShift" },
    production: "Bad\u0000Blood",
    pickUpDate: "2027-01-04",
    returnDate: "2027-01-11",
    fulfilment: "pickup" as const,
    deliveryAddress: "",
    notes: "line one\r\nline two",
    lines: [],
  };

  it("has no control characters in names and productions", () => {
    const checked = checkQuoteRequest(request);
    expect(checked.contact).toMatchObject({ name: "Dana Reyes", company: "Night Shift" });
    expect(checked.production).toBe("Bad Blood");
    expect(checked.notes).toBe("line one\nline two");
  });

  it("refuses dates past the vendor's horizon, naming the last day", () => {
    const problems = quoteRequestProblems(request, { today: "2026-11-26", latest: "2027-01-10" });
    expect(problems).toEqual([{ field: "returnDate", code: "tooFar", message: "must be 2027-01-10 or earlier" }]);
  });
});
