// "@Dana" in a comment names a member: the server finds whom each names (their handle or first name, ignoring case),
// notifies them, and the page highlights the same mentions, found by the same functions.
import type { ProductionMember } from "./production.js";

type Members = Record<string, Pick<ProductionMember, "name">>;

/** A member's handle as typed after "@": their name without spaces ("DanaReyes"); the first name works too. */
export const mentionHandle = (name: string): string => name.replace(/\s+/g, "");

/** What may follow "@" in a handle, up to 60 of them. */
export const mentionHandleChars = /^[\p{L}\p{N}._-]*$/u;

/**
 * Each "@…" in `body` that could be a mention: where its "@" is, and what was written ("@Dana", trailing dots cut).
 */
export function mentionsIn(body: string): { at: number; written: string }[] {
  return [...body.matchAll(/(^|[^\w@])(@[\p{L}\p{N}._-]{1,60})/gu)].map((match) => ({
    at: (match.index ?? 0) + (match[1] ?? "").length,
    written: (match[2] ?? "").replace(/[._-]+$/, ""),
  }));
}

/** The member `written` ("@Dana", "@DanaReyes") names, or undefined. */
export function memberNamed(written: string, members: Members): string | undefined {
  const typed = written.replace(/^@/, "").toLowerCase();
  if (typed === "") return undefined;
  return Object.entries(members).find(([, member]) => {
    const handle = mentionHandle(member.name).toLowerCase();
    const first = (member.name.split(/\s+/)[0] ?? "").toLowerCase();
    return handle === typed || first === typed;
  })?.[0];
}

/** The uids `body` mentions among `members`, each once, in the order first mentioned. */
export function mentionedMembers(body: string, members: Members): string[] {
  const found: string[] = [];
  for (const { written } of mentionsIn(body)) {
    const uid = memberNamed(written, members);
    if (uid && !found.includes(uid)) found.push(uid);
  }
  return found;
}
