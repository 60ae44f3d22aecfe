import { describe, expect, it } from "vitest";
import {
  type CalendarDate,
  addDays,
  calendarDateAt,
  daysBetween,
  formatCalendarDate,
  formatCalendarRange,
  isCalendarDate,
  parseCalendarDate,
  vendorToday,
  weeksBetween,
} from "./calendar-date.js";

const day = (value: string) => parseCalendarDate(value, "The test date");
const plain = (text: string) => text.replace(/\s/g, " ");
const newYork = "America/New_York";

describe("calendarDateAt and vendorToday", () => {
  it("knows today by the vendor's calendar, not the caller's", () => {
    const lateEveningInNewYork = new Date("2026-11-24T03:30:00Z");
    expect(vendorToday(newYork, lateEveningInNewYork)).toBe("2026-11-23");
    expect(vendorToday("Asia/Tokyo", lateEveningInNewYork)).toBe("2026-11-24");
    expect(vendorToday("UTC", lateEveningInNewYork)).toBe("2026-11-24");
  });

  it.each([
    // Clocks go forward at 2:00 on 2026-03-08: that day has 23 hours, midnight still starts each day.
    ["2026-03-08T04:59:59.999Z", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "2026-03-08"],
    ["2026-03-09T03:59:59Z", "2026-03-08"],
    ["2026-03-09T04:00:00Z", "2026-03-09"],
    // Clocks go back at 2:00 on 2026-11-01: that day has 25 hours.
    ["2026-11-01T03:59:59Z", "2026-10-31"],
    ["2026-11-01T04:00:00Z", "2026-11-01"],
    ["2026-11-02T04:59:59Z", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "2026-11-02"],
  ])("in New York, %s is on %s", (instant, expected) => {
    expect(calendarDateAt(new Date(instant), newYork)).toBe(expected);
  });

  it("turns the day at the vendor's midnight east of UTC too", () => {
    // Auckland is 13 hours ahead in November: its day starts the evening before in UTC.
    expect(calendarDateAt(new Date("2026-11-23T10:59:59Z"), "Pacific/Auckland")).toBe("2026-11-23");
    expect(calendarDateAt(new Date("2026-11-23T11:00:00Z"), "Pacific/Auckland")).toBe("2026-11-24");
  });

  it("refuses an invalid instant or time zone", () => {
    expect(() => calendarDateAt(new Date("soon"), newYork)).toThrow("calendarDateAt: the instant is an invalid Date");
    expect(() => calendarDateAt(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("isCalendarDate and parseCalendarDate", () => {
  it("accept real days written YYYY-MM-DD only", () => {
    expect(isCalendarDate("2026-12-01")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-2-3", "12/01/2026", "2026-12-01T00:00:00Z"])
      expect([value, isCalendarDate(value)]).toEqual([value, false]);
    expect(isCalendarDate(20261201)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });

  it("names what was wrong", () => {
    expect(parseCalendarDate("2026-12-01", "The pick-up date")).toBe("2026-12-01");
    expect(() => parseCalendarDate("2026-02-30", "The pick-up date")).toThrow(
      'The pick-up date must be a date like 2026-12-01, not "2026-02-30"',
    );
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years, leap days and daylight-saving changes", () => {
    expect(addDays(day("2026-12-31"), 1)).toBe("2027-01-01");
    expect(addDays(day("2028-02-28"), 1)).toBe("2028-02-29");
    expect(addDays(day("2026-03-01"), -1)).toBe("2026-02-28");
    expect(addDays(day("2026-03-07"), 1)).toBe("2026-03-08");
    expect(addDays(day("2026-03-08"), 1)).toBe("2026-03-09");
    expect(addDays(day("2026-11-01"), 7)).toBe("2026-11-08");
  });

  it("refuses fractions of a day and years past 9999", () => {
    expect(() => addDays(day("2026-12-01"), 0.5)).toThrow("addDays: days must be a whole number, not 0.5");
    expect(() => addDays(day("9999-12-31"), 1)).toThrow(RangeError);
  });

  it.each([
    ["2026-12-01", "2026-12-01", 0, 0],
    ["2026-12-01", "2026-12-02", 1, 1],
    ["2026-12-01", "2026-12-08", 7, 1],
    ["2026-12-01", "2026-12-09", 8, 2],
    ["2026-03-01", "2026-03-15", 14, 2], // across the US change to daylight saving: calendar days count
    ["2026-12-28", "2027-01-19", 22, 4],
    ["2026-12-08", "2026-12-01", -7, -1],
  ])("from %s to %s is %i days, %i started weeks", (start, end, days, weeks) => {
    expect(daysBetween(day(start), day(end))).toBe(days);
    expect(weeksBetween(day(start), day(end))).toBe(weeks);
  });
});

describe("formatting for the tenant's locale", () => {
  const first: CalendarDate = day("2026-12-01");

  it("writes the day itself, never the day before", () => {
    // Built from UTC midnight and read in UTC: no zone west of Greenwich can make it November 30.
    expect(formatCalendarDate(first, "en")).toBe("Dec 1, 2026");
    expect(formatCalendarDate(first, "en", "full")).toBe("Tuesday, December 1, 2026");
    expect(formatCalendarDate(first, "ja-JP")).toBe("2026/12/01");
    expect(formatCalendarDate(first, "fr")).toBe("1 déc. 2026");
    expect(formatCalendarDate(day("2026-03-08"), "en-GB", "long")).toBe("8 March 2026");
  });

  it("writes a rental period with the shared parts once", () => {
    expect(plain(formatCalendarRange(first, day("2026-12-08"), "en"))).toBe("Dec 1 – 8, 2026");
    expect(plain(formatCalendarRange(day("2026-12-28"), day("2027-01-04"), "en"))).toBe("Dec 28, 2026 – Jan 4, 2027");
  });
});
