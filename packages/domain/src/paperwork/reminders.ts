// Reminders before a paper runs out: 14 days and 1 day before the last day it holds, and on that day; the day after,
// it is "expired". Pure, so the schedule, the staff command and the tests share it (docs/decisions/0036).
import { type CalendarDate, daysBetween, parseCalendarDate } from "../calendar-date.js";
import type { Paper, PaperKind } from "./paper.js";

/** Days before a paper's last day that its customer is mailed (0: on the day). */
export const paperReminderDays = [14, 1, 0] as const;

/** What customers call each paper in a sentence. */
export const paperNames: Record<PaperKind, string> = {
  insurance: "certificate of insurance",
  taxExemption: "tax exemption certificate",
  accountTerms: "account on terms",
};

/** The last day a paper holds ("YYYY-MM-DD"): insurance's coverage end, an exemption's expiry; none for terms. */
export function lastDayOf(paper: Paper): string | null {
  if (paper.kind === "insurance") return paper.coverageEnd;
  if (paper.kind === "taxExemption") return paper.expiresOn;
  return null;
}

export interface ReminderDue {
  /** Past its last day: the paper is to be marked expired. */
  expire: boolean;
  /** The reminder to mail now (the most urgent not yet sent), or null; `marks` are all that it stands for. */
  remind: { daysLeft: number; marks: number[] } | null;
}

/**
 * What is due for an accepted paper on `today`, given the reminders already sent (`remindedFor`, in days before).
 * A run that missed a day still sends one reminder, the most urgent, and counts the earlier ones as sent.
 */
export function reminderDue(paper: Paper & { remindedFor?: number[] }, today: CalendarDate): ReminderDue {
  const last = lastDayOf(paper);
  if (paper.state !== "accepted" || last === null) return { expire: false, remind: null };
  const daysLeft = daysBetween(today, parseCalendarDate(last, "The paper's last day"));
  if (daysLeft < 0) return { expire: true, remind: null };
  const sent = paper.remindedFor ?? [];
  const marks = paperReminderDays.filter((days) => daysLeft <= days && !sent.includes(days));
  return { expire: false, remind: marks.length ? { daysLeft, marks } : null };
}
