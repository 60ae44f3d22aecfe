import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureBundle, makeWorkspaceWithFixtureTenant } from "../../test/support.js";
import { formatIssue } from "../issues.js";
import { loadTenant } from "./load-tenant.js";

let root: string;
let dir: string;

beforeEach(() => {
  ({ root, dir } = makeWorkspaceWithFixtureTenant());
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

async function issues(): Promise<string[]> {
  const result = await loadTenant(dir);
  return result.ok ? [] : result.issues.map(formatIssue);
}

describe("loadTenant", () => {
  it("loads a valid folder with defaults applied", async () => {
    const result = await loadTenant(dir);
    expect(result.ok && result.tenant.vendor.timezone).toBe("America/New_York");
  });

  it("names files relative to the workspace root", async () => {
    writeFileSync(join(dir, "vendor.json"), "{}");
    expect((await issues())[0]).toMatch(/^tenants\/acme-props\/vendor\.json: \/_geoloc: is required/);
  });

  it("reports a missing file and still checks the others", async () => {
    rmSync(join(dir, "vendor.json"));
    writeFileSync(join(dir, "tenant.json"), JSON.stringify({ ...fixtureBundle().tenant, appTitle: "" }));
    expect(await issues()).toEqual([
      "tenants/acme-props/tenant.json: /appTitle: must not be empty",
      "tenants/acme-props/vendor.json: file not found",
    ]);
  });

  it("reports a JSON syntax error with its line and column", async () => {
    writeFileSync(
      join(dir, "catalogue/categories.json"),
      '{\n  "departments": [\n    { "name": "Cameras", }\n  ]\n}\n',
    );
    expect(await issues()).toEqual([
      "tenants/acme-props/catalogue/categories.json: is not valid JSON at line 3, column 26: Expected double-quoted " +
        "property name",
    ]);
  });

  it("checks the folder name against tenantId", async () => {
    const renamed = join(root, "tenants/other");
    cpSync(dir, renamed, { recursive: true });
    const result = await loadTenant(renamed);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'tenants/other/tenant.json: /tenantId: is "acme-props" but must equal the tenant\'s folder name "other"',
    ]);
  });

  it("reports a path that is not a folder", async () => {
    const result = await loadTenant(join(root, "tenants/nope"));
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      "tenants/nope: is not a folder; give the path of a tenant folder such as tenants/ny-props",
    ]);
  });
});
