// "@Dana" in a comment names a member: the server finds whom each names (by the start of their name, ignoring case),
// notifies them, and the page shows the name as a mention.
import type { ProductionMember } from "./production.js";

/** A member's handle as typed after "@": their name without spaces ("DanaReyes"); the first name works too. */
export const mentionHandle = (name: string): string => name.replace(/\s+/g, "");

/** The uids `body` mentions among `members`, each once, in the order first mentioned. */
export function mentionedMembers(body: string, members: Record<string, Pick<ProductionMember, "name">>): string[] {
  const found: string[] = [];
  for (const match of body.matchAll(/(^|[^\w@])@([\p{L}\p{N}._-]{1,60})/gu)) {
    const typed = (match[2] ?? "").replace(/[._-]+$/, "").toLowerCase();
    const uid = Object.entries(members).find(([, member]) => {
      const handle = mentionHandle(member.name).toLowerCase();
      const first = (member.name.split(/\s+/)[0] ?? "").toLowerCase();
      return typed !== "" && (handle === typed || first === typed);
    })?.[0];
    if (uid && !found.includes(uid)) found.push(uid);
  }
  return found;
}
