import { describe, expect, it } from "vitest";
import { bodyParts, insertMention, memberSuggestions, mentionAt } from "./mention-typing.js";

const members = {
  "u-dana": { name: "Dana Reyes" },
  "u-sam": { name: "Sam Ortiz" },
  "u-dan": { name: "Daniel Kim" },
};

describe("the mention being typed", () => {
  it("is the @ word just before the caret", () => {
    expect(mentionAt("Ask @Da", 7)).toEqual({ start: 4, query: "Da" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
  });

  it("is none in an address, after a space, or with the caret elsewhere", () => {
    expect(mentionAt("sam@example", 11)).toBeNull();
    expect(mentionAt("Ask @Dana now", 13)).toBeNull();
    expect(mentionAt("Ask @Dana now", 2)).toBeNull();
  });
});

describe("the members suggested", () => {
  it("are those whose name or a word of it starts with what was typed, by name", () => {
    expect(memberSuggestions(members, "da").map((member) => member.handle)).toEqual(["DanaReyes", "DanielKim"]);
    expect(memberSuggestions(members, "ort").map((member) => member.uid)).toEqual(["u-sam"]);
    expect(memberSuggestions(members, "")).toHaveLength(3);
    expect(memberSuggestions(members, "", 1)).toHaveLength(1);
  });
});

describe("choosing a suggestion", () => {
  it("replaces what was typed with the handle and a space, the caret after it", () => {
    const text = "Ask @Da about it";
    expect(insertMention(text, { start: 4, query: "Da" }, "DanaReyes", 7)).toEqual({
      text: "Ask @DanaReyes about it",
      caret: 15,
    });
  });
});

describe("a comment's body", () => {
  it("marks the mentions that name members, by handle or first name, and leaves the rest as words", () => {
    expect(bodyParts("@DanaReyes is this ok? cc @sam, @nobody", members)).toEqual([
      { text: "@DanaReyes", mentions: "u-dana" },
      { text: " is this ok? cc " },
      { text: "@sam", mentions: "u-sam" },
      { text: ", @nobody" },
    ]);
  });

  it("leaves an address alone", () => {
    expect(bodyParts("mail sam@example.com", members)).toEqual([{ text: "mail sam@example.com" }]);
  });
});
