import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderGroupKey, renderGroups } from "./render-group.js";

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small tenant folder on disk: tenant.json with the given settings, a catalogue file and an asset. */
function tenantFolder(settings: Record<string, unknown>, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "render-group-"));
  made.push(dir);
  const all = {
    "tenant.json": JSON.stringify({ tenantId: "a", domain: "a.example.com", appTitle: "Bowery", ...settings }),
    "catalogue/props.json": "[]",
    "assets/logo.svg": "<svg/>",
    ...files,
  };
  for (const [file, body] of Object.entries(all)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  return dir;
}

describe("render groups", () => {
  it("puts tenants that differ only in tenantId and domain together", async () => {
    const key = await renderGroupKey(tenantFolder({}));
    expect(await renderGroupKey(tenantFolder({ tenantId: "b", domain: "b.example.com" }))).toBe(key);
  });

  it("parts tenants whose settings, catalogue or assets differ", async () => {
    const key = await renderGroupKey(tenantFolder({}));
    expect(await renderGroupKey(tenantFolder({ appTitle: "Harbour" }))).not.toBe(key);
    expect(await renderGroupKey(tenantFolder({}, { "catalogue/props.json": "[{}]" }))).not.toBe(key);
    expect(await renderGroupKey(tenantFolder({}, { "assets/hero.svg": "<svg/>" }))).not.toBe(key);
  });

  it("ignores build output and installed packages", async () => {
    const key = await renderGroupKey(tenantFolder({}));
    expect(
      await renderGroupKey(
        tenantFolder({}, { "dist/index.html": "<html>", "node_modules/x/index.js": "", ".cache/y": "" }),
      ),
    ).toBe(key);
  });

  it(
    "keeps the order given, and gives a folder that cannot be read, or whose tenant.json is not JSON, a group of " +
      "its own",
    async () => {
      const [first, second, third] = [
        tenantFolder({}),
        tenantFolder({ appTitle: "Harbour" }),
        tenantFolder({ tenantId: "c" }),
      ];
      const broken = tenantFolder({}, { "tenant.json": "{ not json" });
      const missing = join(tmpdir(), "render-group-no-such-folder");
      expect(await renderGroups([first, second, missing, third, broken])).toEqual([
        [first, third],
        [second],
        [missing],
        [broken],
      ]);
    },
  );
});
