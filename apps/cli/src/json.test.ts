// --json through the one `backlot`: one JSON document on stdout, for the read-only commands (and the others'
// tests check theirs: create, search generate, catalogue import, staff list on the emulators, impersonate).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backlot } from "../test/run-backlot.js";

const work = mkdtempSync(join(tmpdir(), "backlot-json-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function json(args: string[]): unknown {
  const run = backlot(args);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  return JSON.parse(run.stdout) as unknown;
}

describe("backlot ... --json", () => {
  it("list, validate and routes", () => {
    expect(json(["list", "--json"])).toMatchObject({
      tenants: expect.arrayContaining([expect.objectContaining({ id: "ny-props", valid: true })]) as unknown,
    });
    expect(json(["validate", "--json"])).toMatchObject({ ok: true, tenants: expect.any(Array) as unknown });
    expect(json(["routes", "--json"])).toMatchObject({
      routes: expect.arrayContaining([expect.objectContaining({ pattern: "/rentals/:department" })]) as unknown,
    });
    // Before the command, as well as after it.
    expect(json(["--json", "routes"])).toEqual(json(["routes", "--json"]));
    expect(json(["--version", "--json"])).toEqual({ version: expect.any(String) as unknown });
  });

  it("search sync --dry-run, from the demo catalogue apps/cli gives it", () => {
    expect(json(["search", "sync", "tenants/harbour-scenic", "--dry-run", "--json"])).toMatchObject({
      tenant: "harbour-scenic",
      alias: "harbour-scenic-props",
      source: "demo",
      props: 2000,
    });
    const out = join(work, "props.json");
    expect(json(["search", "generate", "tenants/ny-props", "--count", "5", "--out", out, "--json"])).toEqual({
      file: out,
      props: 5,
    });
    expect(JSON.parse(readFileSync(out, "utf8"))).toHaveLength(5);
  });

  it("catalogue export (the admin commands' --json)", () => {
    const out = join(work, "export.csv");
    expect(json(["catalogue", "export", "--tenant", "tenants/ny-props", "--out", out, "--json"])).toEqual({
      file: out,
      props: 2000,
      source: "demo",
    });
  });
});
