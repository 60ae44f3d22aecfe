// A document's time as the console shows it. A document just written has no server time yet (its
// serverTimestamp() is pending in the listener's first answer): it happened now.
export const isoOf = (at: unknown): string => (at instanceof Date ? at : new Date()).toISOString();
