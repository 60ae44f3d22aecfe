// The one rule for text a spreadsheet would run as a formula (CSV injection): an exported cell starting with "=", "+",
// "-", "@", a tab or a carriage return gets a leading "'" (OWASP's advice), so Excel and its kin show it as text;
// a name like "=HYPERLINK(...)" in a catalogue must not become a link that runs when staff open the export.
// Reading a sheet takes that "'" off again, so an exported item number "-5" comes back as "-5".

/** Starts a formula, after any quotes already added: a value that starts "'=" gets one more, so it reads back. */
const formulaStart = /^'*[=+\-@\t\r]/;

/** `value` as written to a sheet: quoted if a spreadsheet would take it for a formula. */
export function asTextCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** A cell as read from a sheet: the quote `asTextCell` added (or a person typed before a formula) taken off. */
export function fromTextCell(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
