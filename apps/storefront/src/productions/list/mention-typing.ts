// "@Dana" as a member types it and reads it: the mention being typed at the caret, the members it could name, the
// text with the chosen handle in, and a comment's body cut into words and mentions to highlight. Who a mention names
// is the domain's rule (mentionedMembers), so the page highlights exactly whom the server notifies.
import {
  type ProductionMember,
  memberNamed,
  mentionHandle,
  mentionHandleChars,
  mentionsIn,
} from "@backlot/domain/production";

type Members = Record<string, Pick<ProductionMember, "name">>;

export interface TypedMention {
  /** Where the "@" is. */
  start: number;
  /** What follows it up to the caret ("Da"). */
  query: string;
}

/** The mention being typed just before `caret`, or null: an "@" at the start or after a space or punctuation. */
export function mentionAt(text: string, caret: number): TypedMention | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("@");
  if (start === -1) return null;
  const query = before.slice(start + 1);
  if (!mentionHandleChars.test(query) || query.length > 60) return null;
  const previous = start === 0 ? "" : (before[start - 1] ?? "");
  if (previous !== "" && /[\w@]/.test(previous)) return null;
  return { start, query };
}

export interface MemberSuggestion {
  uid: string;
  name: string;
  handle: string;
}

/** Members whose name or any word of it starts with `query` (ignoring case), by name; at most `max`. */
export function memberSuggestions(members: Members, query: string, max = 6): MemberSuggestion[] {
  const typed = query.toLowerCase();
  return Object.entries(members)
    .filter(([, member]) => {
      const handle = mentionHandle(member.name).toLowerCase();
      const words = member.name.toLowerCase().split(/\s+/);
      return handle.startsWith(typed) || words.some((word) => word.startsWith(typed));
    })
    .map(([uid, member]) => ({ uid, name: member.name, handle: mentionHandle(member.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, max);
}

/** `text` with the mention at `typed` replaced by "@handle ", and where the caret goes after it. */
export function insertMention(
  text: string,
  typed: TypedMention,
  handle: string,
  caret: number,
): { text: string; caret: number } {
  const inserted = `@${handle} `;
  const after = text.slice(caret).replace(/^ /, "");
  return { text: text.slice(0, typed.start) + inserted + after, caret: typed.start + inserted.length };
}

export type BodyPart = { text: string } | { text: string; mentions: string };

/** A comment's body as words and mentions: a mention is "@…" naming a member (`mentions` is their uid). */
export function bodyParts(body: string, members: Members): BodyPart[] {
  const parts: BodyPart[] = [];
  let from = 0;
  for (const { at, written } of mentionsIn(body)) {
    const uid = memberNamed(written, members);
    if (!uid) continue;
    if (at > from) parts.push({ text: body.slice(from, at) });
    parts.push({ text: written, mentions: uid });
    from = at + written.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from) });
  return parts;
}
