// A tenant build reads only what is inside the tenant folder: copies of a real tenant with a
// linked asset, or a content file whose name would leave the output folder, are refused whole.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTenantBuild } from "./tenant-build.js";

const harbour = resolve(import.meta.dirname, "../../../tenants/harbour-scenic");

/** A prop of the harbour tenant's catalogue, new in the week of the build (so the home page shows it). */
const sofa = {
  name: "Chesterfield sofa",
  description: "Tufted leather.",
  department: "Furniture",
  category: "Seating",
  subcategory: "Sofas",
  tags: [],
  colors: [],
  weeklyRate: 9000,
  quantity: 1,
  images: [],
  variants: [],
  custom: {},
  createdAt: "2026-11-24T09:00:00.000Z",
  listed: true,
};

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

describe("what a tenant build publishes", () => {
  it("has no prop's dock facts: not in the catalogue index, the pages made from it, or the home page", async () => {
    const dir = copyOfHarbour();
    const props = [
      { ...sofa, id: "HS-1", location: "Aisle 2 · Bay 7", replacementValue: 180_000 },
      { ...sofa, id: "HS-2", location: "Flat rack 3", replacementValue: 91_300 },
    ];
    writeFileSync(join(dir, "catalogue/props.json"), JSON.stringify(props));
    const build = await loadTenantBuild(dir, new Date("2026-11-25T12:00:00Z"));
    expect(build.index.props.map((prop) => prop.id)).toEqual(["HS-1", "HS-2"]);
    // New this week, so the home page shows them too.
    expect(JSON.stringify(build.pages.find((page) => page.route === "/")?.showcase)).toContain('"id":"HS-2"');
    const published = [
      build.catalogueIndex,
      JSON.stringify(build.index.props),
      JSON.stringify(build.pages.map((page) => page.showcase ?? null)),
    ];
    for (const text of published) expect(text).not.toMatch(/Aisle 2|Flat rack|180000|91300|location|replacementValue/);
  });
});
