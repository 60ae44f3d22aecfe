import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../calendar-date.js";
import type { Paper } from "./paper.js";
import { reminderDue } from "./reminders.js";

const exemption = (fields: Record<string, unknown> = {}) =>
  ({ uid: "u", kind: "taxExemption", state: "accepted", expiresOn: "2027-03-02", ...fields }) as Paper & {
    remindedFor?: number[];
  };
const on = (date: string) => date as CalendarDate;

describe("reminders before a paper runs out", () => {
  it("are due 14 days and 1 day before its last day, and on the day; it expires the day after", () => {
    expect(reminderDue(exemption(), on("2027-02-15"))).toEqual({ expire: false, remind: null });
    expect(reminderDue(exemption(), on("2027-02-16"))).toEqual({
      expire: false,
      remind: { daysLeft: 14, marks: [14] },
    });
    expect(reminderDue(exemption({ remindedFor: [14] }), on("2027-02-20")).remind).toBeNull();
    expect(reminderDue(exemption({ remindedFor: [14] }), on("2027-03-01")).remind).toEqual({ daysLeft: 1, marks: [1] });
    expect(reminderDue(exemption({ remindedFor: [14, 1] }), on("2027-03-02")).remind).toEqual({
      daysLeft: 0,
      marks: [0],
    });
    expect(reminderDue(exemption({ remindedFor: [14, 1, 0] }), on("2027-03-03"))).toEqual({
      expire: true,
      remind: null,
    });
  });

  it("send one reminder for the days a run missed, and none for papers not accepted or without an end", () => {
    expect(reminderDue(exemption(), on("2027-03-02")).remind).toEqual({ daysLeft: 0, marks: [14, 1, 0] });
    expect(reminderDue(exemption({ state: "sent" }), on("2027-03-02"))).toEqual({ expire: false, remind: null });
    const terms = { uid: "u", kind: "accountTerms", state: "accepted", terms: "Net 30", creditLimit: 1 } as Paper;
    expect(reminderDue(terms, on("2027-03-02"))).toEqual({ expire: false, remind: null });
  });
});
