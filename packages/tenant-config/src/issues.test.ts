import { describe, expect, it } from "vitest";
import { formatIssue, joinPointer, sortIssues } from "./issues.js";

describe("issues", () => {
  it("formats file, pointer, message and allowed values", () => {
    expect(
      formatIssue({ file: "tenants/acme/tenant.json", pointer: "/header/2/href", message: 'must start with "/"' }),
    ).toBe('tenants/acme/tenant.json: /header/2/href: must start with "/"');
    expect(formatIssue({ file: "a.json", pointer: "", message: "file not found" })).toBe("a.json: file not found");
    expect(formatIssue({ file: "a.json", pointer: "/x", message: "bad", allowed: ["lb", "kg"] })).toBe(
      "a.json: /x: bad (allowed: lb, kg)",
    );
  });

  it("escapes pointer tokens (RFC 6901)", () => {
    expect(joinPointer("/colors", "light/blue", "a~b")).toBe("/colors/light~1blue/a~0b");
  });

  it("sorts by file, then by position with numeric indexes", () => {
    const sorted = sortIssues([
      { file: "b.json", pointer: "", message: "x" },
      { file: "a.json", pointer: "/header/10", message: "x" },
      { file: "a.json", pointer: "/header/2/href", message: "x" },
      { file: "a.json", pointer: "/header/2", message: "x" },
    ]);
    expect(sorted.map((issue) => `${issue.file}${issue.pointer}`)).toEqual([
      "a.json/header/2",
      "a.json/header/2/href",
      "a.json/header/10",
      "b.json",
    ]);
  });
});
