// Names as people type them in a sheet: "art deco", "Art-Deco" and "ART DECO" are the same value, and a near
// miss gets a "did you mean" instead of a bare refusal (by the domain's edit distance, which the search's typo
// tolerance measures too).
import { boundedEditDistance } from "@backlot/domain";

/** Lower case, letters and digits only: the form names are compared in. */
export const nameKey = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/** A set of allowed names, found by key, with the nearest one suggested for a miss. */
export class NameMatcher {
  private readonly byKey = new Map<string, string>();

  constructor(readonly names: readonly string[]) {
    for (const name of names) if (!this.byKey.has(nameKey(name))) this.byKey.set(nameKey(name), name);
  }

  /** The allowed name `text` means, or undefined. */
  find(text: string): string | undefined {
    return this.byKey.get(nameKey(text));
  }

  /** The allowed name nearest to `text`, when it is near enough to be a typo (a third of its length at most). */
  suggest(text: string): string | undefined {
    const key = nameKey(text);
    const limit = Math.max(1, Math.floor(key.length / 3));
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const [candidate, name] of this.byKey) {
      const distance = boundedEditDistance(key, candidate, bestDistance - 1);
      if (distance < bestDistance) {
        best = name;
        bestDistance = distance;
      }
    }
    // A name that contains the text ("Revolver" in "Revolvers & Pistols") is a better hint than none.
    if (best === undefined && key.length >= 4)
      best = [...this.byKey].find(([candidate]) => candidate.includes(key) || key.includes(candidate))?.[1];
    return best;
  }

  /** "did you mean "Art Deco"?" or the list of allowed names when it is short, for an error message. */
  hint(text: string): string {
    const suggestion = this.suggest(text);
    if (suggestion !== undefined) return `did you mean "${suggestion}"?`;
    if (this.names.length === 0) return "there are none";
    if (this.names.length <= 15) return `allowed: ${this.names.join(", ")}`;
    return `see the tenant's settings for the ${this.names.length} allowed names`;
  }
}
