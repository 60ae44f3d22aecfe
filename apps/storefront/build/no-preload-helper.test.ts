// The wrapped imports Vite writes before minifying, as this build's chunks have them, become plain imports; anything
// else is left as it is.
import { describe, expect, it } from "vitest";
import { unwrapImports } from "./no-preload-helper.js";

describe("unwrapImports", () => {
  it("unwraps a destructured import, a plain one and one from a merged chunk", () => {
    const code = [
      "Header ??= (await __vitePreload(async () => {",
      '\t\tconst { PickupLocationHeader } = await import("./PickupLocationHeader-!~{01B}~.js");',
      "\t\treturn { PickupLocationHeader };",
      "\t}, __VITE_PRELOAD__)).PickupLocationHeader;",
      'const page = () => __vitePreload(() => import("./HomePage-!~{02}~.js"), __VITE_PRELOAD__);',
      "const engine = (await __vitePreload(async () => {",
      '\t\tconst { getSearchEngine } = await import("./catalogue-!~{03}~.js").then((n) => n.C);',
      "\t\treturn { getSearchEngine };",
      "\t}, __VITE_PRELOAD__)).getSearchEngine();",
    ].join("\n");
    expect(unwrapImports(code).split("\n")).toEqual([
      'Header ??= (await import("./PickupLocationHeader-!~{01B}~.js")).PickupLocationHeader;',
      'const page = () => import("./HomePage-!~{02}~.js");',
      'const engine = (await import("./catalogue-!~{03}~.js").then((n) => n.C)).getSearchEngine();',
    ]);
  });

  it("leaves a wrapper it does not know whole (the helper still loads it)", () => {
    const code = [
      "await __vitePreload(async () => {",
      '\t\tconst [a, b] = await Promise.all([import("./a.js"), import("./b.js")]);',
      "\t\treturn { a, b };",
      "\t}, __VITE_PRELOAD__);",
    ].join("\n");
    expect(unwrapImports(code)).toBe(code);
  });
});
