// Typesense filter_by clauses built from user selections. Values are data, never syntax: each is
// wrapped in backticks, and a value that contains a backtick is refused, because a backtick would
// end the quoting and let the rest be read as filter syntax (a known injection path).

export class UnsafeFilterValueError extends Error {
  override name = "UnsafeFilterValueError";
}

export function quoteFilterValue(value: string): string {
  if (value.includes("`")) {
    throw new UnsafeFilterValueError(
      `The filter value ${JSON.stringify(value)} contains a backtick, which a Typesense filter cannot quote; remove it`,
    );
  }
  return `\`${value}\``;
}

/** `field:=[\`a\`,\`b\`]`: any of the values (OR within a facet). */
export function anyOf(field: string, values: readonly string[]): string {
  return `${field}:=[${values.map(quoteFilterValue).join(",")}]`;
}

/** `field:!=[\`a\`,\`b\`]`: none of the values. */
export function noneOf(field: string, values: readonly string[]): string {
  return `${field}:!=[${values.map(quoteFilterValue).join(",")}]`;
}

/** The clauses together (AND across facets); empty when there are none. */
export function allOf(clauses: readonly string[]): string {
  return clauses.filter((clause) => clause !== "").join(" && ");
}
