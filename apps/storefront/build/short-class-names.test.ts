import { describe, expect, it } from "vitest";
import { shortClassNames } from "./short-class-names.js";

describe("short CSS module class names", () => {
  const name = shortClassNames("/repo");

  it("are short, valid class names, the same for the same class in the same stylesheet", () => {
    const link = name("link", "/repo/packages/ui/src/Header/Header.module.css");
    expect(link).toMatch(/^_[0-9a-z]{6}$/);
    expect(name("link", "/repo/packages/ui/src/Header/Header.module.css?used")).toBe(link);
    // Another build (the server's) on another checkout names it alike.
    expect(shortClassNames("/elsewhere")("link", "/elsewhere/packages/ui/src/Header/Header.module.css")).toBe(link);
  });

  it("differ between classes and between stylesheets", () => {
    const names = new Set([
      name("link", "/repo/a.module.css"),
      name("list", "/repo/a.module.css"),
      name("link", "/repo/b.module.css"),
    ]);
    expect(names.size).toBe(3);
  });

  it("stop the build when two classes would share a name", () => {
    const fakeHash = () => 42;
    const clashing = shortClassNames("/repo", fakeHash);
    expect(clashing("a", "/repo/x.module.css")).toBe("_000016");
    // The same class again (the server build asks too) is no clash.
    expect(clashing("a", "/repo/x.module.css")).toBe("_000016");
    expect(() => clashing("b", "/repo/y.module.css")).toThrow(
      "CSS module classes .a in x.module.css and .b in y.module.css both hash to _000016; rename one of them",
    );
  });
});
