// `backlot search`, run as a process through the one `backlot` (apps/cli, which gives it the catalogue).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { backlotBin } from "@backlot/node-cli/built-backlot";
import { afterAll, describe, expect, it } from "vitest";
import { loadTestTenant } from "../../test/ny-props.js";
import { validateCatalogue } from "@backlot/domain/catalogue";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "backlot-search-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function backlot(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [backlotBin, ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    env: {
      ...process.env,
      TYPESENSE_URL: undefined,
      TYPESENSE_API_KEY: undefined,
      ...env,
    },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("backlot search", () => {
  it("dry-runs a sync: what would be sent, without contacting Typesense", () => {
    const run = backlot(["search", "sync", "tenants/ny-props", "--dry-run", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as {
      alias: string;
      source: string;
      props: number;
      documents: number;
      schema: { fields: { name: string }[] };
    };
    expect(summary).toMatchObject({ alias: "ny-props-props", source: "demo", props: 2000 });
    expect(summary.documents).toBeLessThan(2000);
    expect(summary.schema.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(["custom_era", "custom_style", "custom_material", "priceBin", "categoryPath"]),
    );
  });

  it("refuses to sync without a Typesense address and key", () => {
    const run = backlot(["search", "sync", "tenants/ny-props"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "backlot search: set TYPESENSE_URL (like https://xyz.a1.typesense.net) and TYPESENSE_API_KEY (an admin key), " +
        "or use --dry-run\n",
    );
  });

  it("writes the demo catalogue, valid for its tenant", async () => {
    const out = join(work, "props.json");
    const run = backlot([
      "search",
      "generate",
      "tenants/harbour-scenic",
      "--count",
      "300",
      "--seed",
      "7",
      "--out",
      out,
    ]);
    expect(run.code).toBe(0);
    const props = JSON.parse(readFileSync(out, "utf8")) as unknown[];
    expect(props).toHaveLength(300);
    expect(validateCatalogue(props, await loadTestTenant("harbour-scenic"), "props.json").ok).toBe(true);
  });

  it("reports an invalid tenant, and usage errors", () => {
    const missing = backlot(["search", "sync", "tenants/nowhere", "--dry-run"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("tenants/nowhere: is not a folder");
    expect(backlot(["search", "index", "tenants/ny-props"])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown command "index"') as string,
    });
    expect(backlot(["search", "generate", "tenants/ny-props", "--count", "0"])).toMatchObject({ code: 2 });
  });
});
