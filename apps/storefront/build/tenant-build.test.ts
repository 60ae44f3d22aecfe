// A tenant build reads only what is inside the tenant folder: copies of a real tenant with a
// linked asset, or a content file whose name would leave the output folder, are refused whole.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTenantBuild } from "./tenant-build.js";

const harbour = resolve(import.meta.dirname, "../../../tenants/harbour-scenic");

function copyOfHarbour(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tenant-")), "harbour-scenic");
  cpSync(harbour, dir, { recursive: true, filter: (path) => !/node_modules|[/\\]dist$/.test(path) });
  return dir;
}

describe("a tenant build's files", () => {
  it("refuses a symbolic link in assets/, naming it, where it points and what to do", async () => {
    const dir = copyOfHarbour();
    const outside = join(mkdtempSync(join(tmpdir(), "outside-")), "key.svg");
    writeFileSync(outside, "<svg>not the tenant's</svg>");
    rmSync(join(dir, "assets/logo.svg"));
    symlinkSync(outside, join(dir, "assets/logo.svg"));
    await expect(loadTenantBuild(dir)).rejects.toThrow(
      `The tenant in ${dir} cannot be built; fix these and build again:\n` +
        `  - assets/logo.svg is a symbolic link (to ${outside}): a tenant's assets must be files inside the ` +
        "tenant folder, as a link can point anywhere on the machine that builds it; replace the link with a copy " +
        "of the file it points to",
    );
  });

  it("refuses a content file named with an encoded ../", async () => {
    const dir = copyOfHarbour();
    writeFileSync(join(dir, "content/%2e%2e%2fescaped.md"), "---\ntitle: Out\ndescription: Out.\n---\nOut");
    await expect(loadTenantBuild(dir)).rejects.toThrow(
      /- content\/%2e%2e%2fescaped\.md: .* must be lowercase letters, digits and single hyphens/,
    );
  });

  it("builds the untouched copy", async () => {
    const build = await loadTenantBuild(copyOfHarbour());
    expect(build.files.has("/tenant/assets/logo.svg")).toBe(true);
  });
});
