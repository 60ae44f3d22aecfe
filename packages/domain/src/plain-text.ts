// What stored and mailed text may hold. A line break typed into a name reaches a mail's subject,
// and other control characters confuse the pages and sheets that show them; every field a person
// types is cleaned with one of these before it is stored or mailed.

// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators: matching them is the point.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// The same, less line feed and tab, which a message or a note may hold.
// eslint-disable-next-line no-control-regex
const controlsButBreaks = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of text (a name, a production, a mail's subject): each run of control characters becomes a space. */
export const singleLine = (value: string): string => value.replace(controls, " ").replace(/ {2,}/g, " ").trim();

/** Several lines (notes, a message): line breaks stay (a carriage return becomes one); other control characters go. */
export const multiLine = (value: string): string => value.replace(/\r\n?/g, "\n").replace(controlsButBreaks, "").trim();
