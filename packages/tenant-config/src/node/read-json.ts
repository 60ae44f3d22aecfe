// Reads a JSON file, turning a missing file or a syntax error into a ConfigIssue with its line.
import { readFile } from "node:fs/promises";
import type { ConfigIssue } from "../issues.js";

export type JsonRead = { ok: true; value: unknown } | { ok: false; issue: ConfigIssue };

export async function readJsonFile(path: string, label: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === "ENOENT" ? "file not found" : `cannot be read (${code ?? String(error)})`;
    return { ok: false, issue: { file: label, pointer: "", message } };
  }
  return parseJson(text.replace(/^\uFEFF/, ""), label);
}

export function parseJson(text: string, label: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(reason)?.[1];
    const where = position === undefined ? "" : ` at ${lineAndColumn(text, Number(position))}`;
    const detail = reason.replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "");
    return { ok: false, issue: { file: label, pointer: "", message: `is not valid JSON${where}: ${detail}` } };
  }
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}
