// "@Dana" in a comment names a member: by their name without spaces or their first name, ignoring case, each once.
import { describe, expect, it } from "vitest";
import { mentionHandle, mentionedMembers } from "./mentions.js";

const members = {
  dana: { name: "Dana Reyes" },
  sam: { name: "Sam Ortiz" },
  samuel: { name: "Samuel Lee" },
  jo: { name: "Jo-Anne Park" },
};

describe("mentionedMembers", () => {
  it("finds members by their handle or first name, ignoring case, in the order first named, once each", () => {
    expect(mentionedMembers("@sam, can @DanaReyes look? Thanks @dana and @Sam.", members)).toEqual(["sam", "dana"]);
  });

  it("tells a first name from a longer one that starts the same", () => {
    expect(mentionedMembers("@Samuel has it", members)).toEqual(["samuel"]);
    expect(mentionedMembers("@Sa has it", members)).toEqual([]);
  });

  it("takes handles with hyphens, and ignores the punctuation after one", () => {
    expect(mentionedMembers("Ask @Jo-AnnePark.", members)).toEqual(["jo"]);
    expect(mentionedMembers("Ask @jo-anne-", members)).toEqual(["jo"]);
  });

  it("ignores an address and names of no member", () => {
    expect(mentionedMembers("Mail sam@studio.example or @Nobody", members)).toEqual([]);
    expect(mentionedMembers("", members)).toEqual([]);
  });

  it("reads a mention at the start of a line", () => {
    expect(mentionedMembers("Fine.\n@dana over to you", members)).toEqual(["dana"]);
  });
});

describe("mentionHandle", () => {
  it("is the name without spaces", () => {
    expect(mentionHandle("Dana  Reyes")).toBe("DanaReyes");
  });
});
