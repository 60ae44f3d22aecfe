// Where the tenant commands write. They receive this instead of touching process.stdout, so the text and the
// --json forms are decided in one place.
import type { CommandIo } from "@backlot/node-cli";
import { type ConfigIssue, formatIssue } from "../issues.js";

export interface Output {
  json: boolean;
  line(text?: string): void;
  error(text: string): void;
  data(value: unknown): void;
}

export function createOutput(io: CommandIo): Output {
  return {
    json: io.json,
    line: (text = "") => io.stdout(`${text}\n`),
    error: (text) => io.stderr(`${text}\n`),
    data: (value) => io.stdout(`${JSON.stringify(value, null, 2)}\n`),
  };
}

export function printIssues(out: Output, issues: readonly ConfigIssue[], indent = "  "): void {
  for (const issue of issues) out.line(`${indent}${formatIssue(issue)}`);
}

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/** A plain text table with left-aligned columns. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd(),
  );
}
