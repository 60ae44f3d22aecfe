// Two members changing one note at once: the edit lands on what is stored now, merged word by word, and nothing
// either typed is lost; a quantity moves by each editor's change. Properties over random notes and edits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeNote, mergeQuantity } from "./merge-note.js";

describe("mergeNote", () => {
  const base = "two chairs by the window";

  it("takes the edit outright when nobody changed the note since", () => {
    expect(mergeNote(base, base, "three chairs by the door")).toBe("three chairs by the door");
  });

  it("keeps the stored note when the edit changes nothing", () => {
    expect(mergeNote(base, "two chairs by the big window", base)).toBe("two chairs by the big window");
  });

  it("merges edits to different words", () => {
    expect(mergeNote(base, "two red chairs by the window", "two chairs by the window, facing in")).toBe(
      "two red chairs by the window, facing in",
    );
  });

  it("keeps both versions where both changed the same words, the stored one first", () => {
    expect(mergeNote(base, "four chairs by the window", "six chairs by the window")).toBe(
      "four / six chairs by the window",
    );
  });

  it("keeps the other's words when one deleted what the other changed", () => {
    expect(mergeNote(base, "two chairs", "two chairs by the big window")).toBe("two chairs by the big window");
  });

  it("is the edit when the stored note already is", () => {
    expect(mergeNote(base, "two chairs", "two chairs")).toBe("two chairs");
  });

  it("keeps lines apart", () => {
    expect(mergeNote("a\nb", "a\nb\nc", "z\na\nb")).toBe("z\na\nb\nc");
  });
});

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const note = fc.array(word, { minLength: 1, maxLength: 12 });

describe("mergeNote, as a property", () => {
  it("keeps words two editors add to different places", () => {
    fc.assert(
      fc.property(note, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), (words, first, second, id) => {
        // Two different gaps between the base's words, each editor adding a word of their own there.
        const gaps = words.length + 1;
        const a = first % gaps;
        const b = (a + 1 + (second % (gaps - 1))) % gaps;
        fc.pre(gaps > 1 && a !== b);
        const mine = `mine${id}`;
        const theirs = `theirs${id}`;
        const withWord = (at: number, added: string) => [...words.slice(0, at), added, ...words.slice(at)].join(" ");
        const merged = mergeNote(words.join(" "), withWord(a, theirs), withWord(b, mine)).split(" ");
        expect(merged).toEqual(expect.arrayContaining([mine, theirs, ...words]));
        expect(merged).toHaveLength(words.length + 2);
      }),
    );
  });

  it("keeps both words when two editors add at the same place", () => {
    fc.assert(
      fc.property(note, fc.nat(), (words, at) => {
        const gap = at % (words.length + 1);
        const withWord = (added: string) => [...words.slice(0, gap), added, ...words.slice(gap)].join(" ");
        const merged = mergeNote(words.join(" "), withWord("theirs0"), withWord("mine0")).split(/\s+/);
        expect(merged).toEqual(expect.arrayContaining(["mine0", "theirs0", ...words]));
      }),
    );
  });

  it("keeps an added word, unglued, when the other editor deleted words around it", () => {
    fc.assert(
      fc.property(note, fc.nat(), fc.nat(), fc.nat(), (words, from, length, at) => {
        const start = from % words.length;
        const kept = [...words.slice(0, start), ...words.slice(start + 1 + (length % 3))];
        const gap = at % (words.length + 1);
        const added = [...words.slice(0, gap), "mine0", ...words.slice(gap)];
        const merged = mergeNote(words.join(" "), kept.join(" "), added.join(" ")).split(/\s+/);
        expect(merged).toContain("mine0");
        for (const token of merged) expect([...words, "mine0", "/"]).toContain(token);
      }),
    );
  });

  it("lets an edit on an unchanged note win outright", () => {
    fc.assert(
      fc.property(note, note, (base, edited) => {
        expect(mergeNote(base.join(" "), base.join(" "), edited.join(" "))).toBe(edited.join(" "));
      }),
    );
  });
});

describe("mergeQuantity", () => {
  it("moves the stored quantity by the editor's change", () => {
    expect(mergeQuantity(2, 4, 5, 999)).toBe(7);
    expect(mergeQuantity(4, 6, 1, 999)).toBe(3);
  });

  it("stays within 1 and the most", () => {
    expect(mergeQuantity(5, 2, 1, 999)).toBe(1);
    expect(mergeQuantity(1, 998, 10, 999)).toBe(999);
  });

  it("adds up two editors' changes whichever lands first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (start, a, b) => {
          fc.pre(start + a >= 1 && start + b >= 1 && start + a + b >= 1);
          const aFirst = mergeQuantity(start, mergeQuantity(start, start, start + a, 999), start + b, 999);
          const bFirst = mergeQuantity(start, mergeQuantity(start, start, start + b, 999), start + a, 999);
          expect(aFirst).toBe(start + a + b);
          expect(bFirst).toBe(start + a + b);
        },
      ),
    );
  });
});
