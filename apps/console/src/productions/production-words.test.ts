import { describe, expect, it } from "vitest";
import { decisionWords, whenFormat, whoDid } from "./production-words.js";

const when = whenFormat("en-US", "America/New_York");
const dana = { uid: "u1", name: "Dana Reyes" };

describe("production words", () => {
  it("says who decided a line and when, in the house's time zone", () => {
    const at = new Date("2026-11-27T15:42:00Z");
    expect(decisionWords({ status: "approved", by: dana, at }, when)).toBe(
      "Approved by Dana Reyes, Nov 27, 2026, 10:42 AM",
    );
    expect(decisionWords({ status: "rejected", reason: "Too modern", by: dana, at }, when)).toMatch(
      /^Rejected by Dana/,
    );
    expect(decisionWords({ status: "pending" }, when)).toBe("Waiting for review");
  });

  it("names the member of staff who acted as a member", () => {
    expect(whoDid({ ...dana, actedBy: { staffUid: "s1", staffName: "Alex Kim" } })).toBe(
      "Dana Reyes (Alex Kim of the house, signed in as them)",
    );
    expect(whoDid(dana)).toBe("Dana Reyes");
  });

  it("says so when a time is missing rather than showing a wrong one", () => {
    expect(when(null)).toBe("at an unknown time");
  });
});
