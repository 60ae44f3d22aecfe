// What the extension form says, every word replaceable by the app that shows it.
export interface ExtendRentalLabels {
  title: string;
  /** The current return date, as the locale writes it. */
  dueBack: (date: string) => string;
  returnDate: string;
  hint: string;
  /** A problem with the date, after its name ("must be after the current return date, 2026-12-15"). */
  problem: (message: string) => string;
  submit: string;
  submitting: string;
  /** The new return date and the estimate's total, from the server's answer. */
  done: (date: string, total: string, weeks: number) => string;
  failed: string;
}

export const defaultExtendRentalLabels: ExtendRentalLabels = {
  title: "Extend the rental",
  dueBack: (date) => `Due back on ${date}.`,
  returnDate: "New return date",
  hint: "A later day: the props stay booked to it, if they are free.",
  problem: (message) => `The new return date ${message}.`,
  submit: "Extend the rental",
  submitting: "Extending…",
  done: (date, total, weeks) =>
    `Extended to ${date}: ${weeks === 1 ? "1 rental week" : `${weeks} rental weeks`}. The estimate is now ${total}.`,
  failed: "The rental could not be extended. Try again.",
};
