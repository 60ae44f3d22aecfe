import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf } from "./brand-tenant.js";
import { fileWriter } from "./file-writer.js";

describe("the build's file writer", () => {
  it("writes inside its folder and counts the bytes", () => {
    const out = join(mkdtempSync(join(tmpdir(), "writer-")), "dist");
    const files = fileWriter(out);
    files.write("pages/about-us.html", "<p>é</p>");
    expect(readFileSync(join(out, "pages/about-us.html"), "utf8")).toBe("<p>é</p>");
    expect(files.bytes).toBe(9);
  });

  it("refuses every path that leaves the folder, an encoded ../ in a route included", () => {
    const scratch = mkdtempSync(join(tmpdir(), "writer-"));
    const files = fileWriter(join(scratch, "dist"));
    // A content file named "%2e%2e%2fescaped.md" has the route "/%2e%2e%2fescaped".
    const escaping = htmlFileOf("/%2e%2e%2fescaped");
    expect(escaping).toBe("../escaped.html");
    for (const file of [escaping, "../../etc/cron.d/x", "/etc/passwd", "pages/../../x.html", "", "a\0b"])
      expect(() => files.write(file, "x"), file).toThrow(/outside its output folder/);
    expect(existsSync(join(scratch, "escaped.html"))).toBe(false);
  });
});
