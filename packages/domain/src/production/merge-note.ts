// Two members change one line's note at once: each edit names the note it started from, and the server merges the
// edit into what is stored now, word by word (a three-way merge, node-diff3). Where both changed the same words,
// both versions stay, the stored one first: nothing either typed is lost (decision 0049).
import { diff3Merge } from "node-diff3";

/**
 * Words, punctuation marks and the spaces between them, so joining the tokens gives the text back. A mark is a token
 * of its own: "window," is the word "window" and a comma, and a comma typed after it does not change the word.
 */
const wordOrSpace = /\s+|[\p{L}\p{N}\p{M}_'’-]+|[^\s\p{L}\p{N}\p{M}_'’-]/gu;
const tokens = (text: string): string[] => text.match(wordOrSpace) ?? [];

/**
 * The note after an edit from `base` to `edited` lands on `current` (what is stored now). When nobody else changed it
 * since `base`, the edit wins outright; when the edit changes nothing, the stored note stays.
 */
export function mergeNote(base: string, current: string, edited: string): string {
  if (current === base || current === edited) return edited;
  if (edited === base) return current;
  const merged = diff3Merge(tokens(current), tokens(base), tokens(edited), { excludeFalseConflicts: true })
    .map((region) => {
      if (region.ok) return region.ok.join("");
      const { a, b } = region.conflict ?? { a: [], b: [] };
      // Where one side only deleted (or changed spaces), the other's words stay with the spaces around them.
      if (!a.join("").trim()) return b.join("");
      if (!b.join("").trim()) return a.join("");
      return `${a.join("")} / ${b.join("")}`;
    })
    .join("");
  return merged.replace(/ {2,}/g, " ").trim();
}

/**
 * A quantity after an edit from `base` to `edited` lands on `current`: the edit is a change by `edited - base`, so two
 * buyers adding two each at once make four more, never two. Kept within 1 and `max`.
 */
export const mergeQuantity = (base: number, current: number, edited: number, max: number): number =>
  Math.min(max, Math.max(1, current + (edited - base)));
