// HoldPanel's words, overridable through its `labels` prop, and the shapes they describe.
import { availabilityLabel } from "@backlot/domain/availability";
import { isCalendarDate } from "@backlot/domain/calendar-date";

/** A prop of the list that is not fully free for its dates (stock is counted per prop, whatever the variants). */
export interface HoldShortfall {
  propId: string;
  name: string;
  wanted: number;
  available: number;
  /** When none is free: the last day of the booking in the way ("YYYY-MM-DD"), if there is one. */
  bookedUntil: string | null;
  stock: number;
}

export interface HoldPanelLabels {
  title: string;
  noDates: string;
  checking: string;
  checkFailed: string;
  retry: string;
  allFree: string;
  notFree: string;
  /** A short line: "2 wanted, only 1 free", or why none is ("booked until Mar 14"). */
  shortfall: (line: HoldShortfall, locale: string) => string;
  notFreeHint: string;
  hold: (hours: number) => string;
  holding: string;
  /** Why the hold button cannot be pressed yet. */
  holdNeedsDates: string;
  holdWaitsForCheck: string;
  holdNeedsAllFree: string;
  heldUntil: (time: string) => string;
  lapsed: string;
  heldFor: (dates: string) => string;
  stale: string;
  holdAgain: string;
  release: string;
  releasing: string;
  holdFailed: string;
  releaseFailed: string;
}

export const defaultHoldPanelLabels: HoldPanelLabels = {
  title: "Availability and hold",
  noDates: "Choose the dates above to see what is free and to hold these props.",
  checking: "Checking availability…",
  checkFailed: "Availability could not be checked. Check your connection and try again.",
  retry: "Try again",
  allFree: "Everything on this list is free for your dates.",
  notFree: "Not free for your dates",
  shortfall: (line, locale) =>
    line.available > 0
      ? `${line.wanted} wanted, only ${line.available} free`
      : availabilityLabel({ ...line, bookedUntil: isCalendarDate(line.bookedUntil) ? line.bookedUntil : null }, locale),
  notFreeHint: "Change the quantity or the dates, or ask the prop house for an alternative.",
  hold: (hours) => `Hold these props for ${hours} ${hours === 1 ? "hour" : "hours"}`,
  holding: "Holding…",
  holdNeedsDates: "Choose your dates to hold these props.",
  holdWaitsForCheck: "You can hold them once availability has been checked.",
  holdNeedsAllFree: "Everything on the list must be free for your dates to hold it.",
  heldUntil: (time) => `Held until ${time}`,
  lapsed: "(lapsed)",
  heldFor: (dates) => `for ${dates}`,
  stale: "Your list changed since you held it: hold again to hold it as it is now.",
  holdAgain: "Hold again",
  release: "Release hold",
  releasing: "Releasing…",
  holdFailed: "These props could not be held. Try again.",
  releaseFailed: "The hold could not be released. Try again.",
};
