// One problem found in a tenant's files, and how it is printed. Every check (schema, derived,
// file reading) reports in this shape so the CLI can list them all at once.

export interface ConfigIssue {
  /** The file as the user should find it, relative to the workspace root where possible. */
  file: string;
  /** JSON Pointer to the offending value ("" for the whole file). */
  pointer: string;
  /** A plain sentence: what is wrong and, where it helps, what to do. */
  message: string;
  /** The allowed values, when there are few enough to list. */
  allowed?: readonly string[];
}

/** Escapes one JSON Pointer token (RFC 6901). */
export function escapePointerToken(token: string | number): string {
  return String(token).replaceAll("~", "~0").replaceAll("/", "~1");
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((token) => `/${escapePointerToken(token)}`).join("");
}

/** `tenants/acme/tenant.json: /header/2/href: must start with "/" (allowed: a, b)`. */
export function formatIssue(issue: ConfigIssue): string {
  const where = issue.pointer === "" ? "" : `${issue.pointer}: `;
  const allowed = issue.allowed && issue.allowed.length > 0 ? ` (allowed: ${issue.allowed.join(", ")})` : "";
  return `${issue.file}: ${where}${issue.message}${allowed}`;
}

/** Stable order for reports: by file, then by position in the document. */
export function sortIssues(issues: readonly ConfigIssue[]): ConfigIssue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || comparePointers(a.pointer, b.pointer) || a.message.localeCompare(b.message),
  );
}

function comparePointers(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? "";
    const y = right[i] ?? "";
    if (x === y) continue;
    const bothIndexes = /^\d+$/.test(x) && /^\d+$/.test(y);
    return bothIndexes ? Number(x) - Number(y) : x.localeCompare(y);
  }
  return left.length - right.length;
}
