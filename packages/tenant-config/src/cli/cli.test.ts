// The tenant commands through the one `backlot` (apps/cli, built, through its bin shim), run as a process in
// throwaway workspaces.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { backlotBin as bin } from "@backlot/node-cli/built-backlot";
import { afterEach, describe, expect, it } from "vitest";
import {
  bundlePath,
  fixtureBundle,
  fixturesDir,
  makeWorkspaceWithFixtureTenant,
  packageDir,
} from "../../test/support.js";

const workspaces: string[] = [];

afterEach(() => {
  for (const root of workspaces.splice(0)) rmSync(root, { recursive: true, force: true });
});

function backlot(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function workspaceWithTenant(): { root: string; dir: string } {
  const made = makeWorkspaceWithFixtureTenant();
  workspaces.push(made.root);
  return made;
}

function emptyWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), "backlot-cli-"));
  writeFileSync(join(root, "pnpm-workspace.yaml"), "packages: [tenants/*]\n");
  workspaces.push(root);
  return root;
}

function breakTenant(dir: string): void {
  const tenant = JSON.parse(readFileSync(join(dir, "tenant.json"), "utf8")) as Record<string, unknown>;
  tenant.weightUnits = "stone";
  (tenant.header as { href: string }[])[1]!.href = "javascript:alert(1)";
  writeFileSync(join(dir, "tenant.json"), JSON.stringify(tenant));
}

describe("backlot validate", () => {
  it("checks every tenant of the workspace and exits 0 when all are valid", () => {
    const { root } = workspaceWithTenant();
    const run = backlot(root, "validate");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe("✓ tenants/acme-props\n1 tenant checked: 1 valid, 0 invalid\n");
  });

  it("lists every problem with file and JSON path, and exits 1", () => {
    const { root, dir } = workspaceWithTenant();
    breakTenant(dir);
    const run = backlot(join(root, "tenants"), "validate");
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        "✗ tenants/acme-props: 2 problems",
        '  tenants/acme-props/tenant.json: /header/1/href: must start with "/" or be an absolute URL (https://, ' +
          "mailto: or tel:)",
        '  tenants/acme-props/tenant.json: /weightUnits: must be one of the allowed values (allowed: "lb", "kg")',
        "1 tenant checked: 0 valid, 1 invalid",
        "",
      ].join("\n"),
    );
  });

  it("validates the folders it is given, and prints JSON with --json", () => {
    const { root, dir } = workspaceWithTenant();
    breakTenant(dir);
    const run = backlot(root, "validate", "tenants/acme-props", "--json");
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      ok: boolean;
      tenants: { dir: string; ok: boolean; issues: { pointer: string }[] }[];
    };
    expect(report.ok).toBe(false);
    expect(report.tenants[0]).toMatchObject({ dir: "tenants/acme-props", ok: false });
    expect(report.tenants[0]?.issues.map((issue) => issue.pointer)).toEqual(["/header/1/href", "/weightUnits"]);
  });

  it("exits 1 with advice when there are no tenants", () => {
    const run = backlot(emptyWorkspace(), "validate");
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^No tenants found in tenants\/\. Create one with: backlot create <id> --from <config\.json>/,
    );
  });
});

describe("backlot list", () => {
  it("prints a table of tenants with their state", () => {
    const { root } = workspaceWithTenant();
    const run = backlot(root, "list");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toEqual([
      "TENANT      TITLE       DOMAIN                  VENDOR      DEPARTMENTS    STATE",
      "acme-props  Acme Props  shop.acmeprops.example  Acme Props  2 (+1 hidden)  valid",
      "",
    ]);
  });

  it("marks invalid tenants and prints JSON with --json", () => {
    const { root, dir } = workspaceWithTenant();
    breakTenant(dir);
    const run = backlot(root, "list", "--json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      tenants: [
        {
          id: "acme-props",
          dir: "tenants/acme-props",
          valid: false,
          problems: 2,
          appTitle: null,
          domain: null,
          vendor: null,
          departments: null,
          hiddenDepartments: null,
        },
      ],
    });
  });
});

describe("backlot create", () => {
  it("scaffolds tenants/<id>/ from a bundle, which then validates", () => {
    const root = emptyWorkspace();
    const run = backlot(root, "create", "acme-props", "--from", bundlePath);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("✓ created tenants/acme-props/");
    const dir = join(root, "tenants/acme-props");
    expect(readdirSync(dir).sort()).toEqual(["assets", "catalogue", "package.json", "tenant.json", "vendor.json"]);
    expect(readdirSync(join(dir, "assets")).sort()).toEqual(["logo.svg", "mark.svg"]);

    const tenant = JSON.parse(readFileSync(join(dir, "tenant.json"), "utf8")) as Record<string, unknown>;
    expect(Object.keys(tenant)[0]).toBe("$schema");
    expect(existsSync(resolve(dir, tenant.$schema as string))).toBe(true);
    const categories = JSON.parse(readFileSync(join(dir, "catalogue/categories.json"), "utf8")) as { $schema: string };
    expect(existsSync(resolve(dirname(join(dir, "catalogue/categories.json")), categories.$schema))).toBe(true);
    // What the agency wrote, without the defaults filled in.
    expect(tenant.locale).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))).toMatchObject({
      name: "@backlot/acme-props",
      scripts: { test: "backlot validate ." },
    });

    expect(backlot(root, "validate", "tenants/acme-props").code).toBe(0);
  });

  it("prints the created files as JSON with --json", () => {
    const root = emptyWorkspace();
    const run = backlot(root, "create", "acme-props", "--from", bundlePath, "--json");
    expect(JSON.parse(run.stdout)).toEqual({
      ok: true,
      dir: "tenants/acme-props",
      files: [
        "assets/logo.svg",
        "assets/mark.svg",
        "catalogue/categories.json",
        "package.json",
        "tenant.json",
        "vendor.json",
      ],
    });
  });

  it("refuses to overwrite an existing tenant", () => {
    const { root, dir } = workspaceWithTenant();
    const before = readFileSync(join(dir, "tenant.json"), "utf8");
    const run = backlot(root, "create", "acme-props", "--from", bundlePath);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "tenants/acme-props: already exists; choose another id, or remove the folder first if you mean to replace it",
    );
    expect(readFileSync(join(dir, "tenant.json"), "utf8")).toBe(before);
  });

  it("validates first: an invalid bundle creates nothing and lists every problem", () => {
    const root = emptyWorkspace();
    const bundle = fixtureBundle();
    bundle.vendor.phone = "555";
    bundle.tenant.favicon = "assets/nope.png";
    const file = join(root, "bad-bundle.json");
    writeFileSync(file, JSON.stringify(bundle));
    cpSync(join(fixturesDir, "assets"), join(root, "assets"), { recursive: true });
    const run = backlot(root, "create", "acme-props", "--from", file);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n")).toEqual([
      "✗ nothing was created: 2 problems",
      '  bad-bundle.json: /tenant/favicon: file "assets/nope.png" was not found in the folder of bad-bundle.json; ' +
        "add it there or fix the path",
      '  bad-bundle.json: /vendor/phone: must be an international number in E.164 form: "+", the country code and ' +
        'digits only, like "+12125550147"',
      "",
    ]);
    expect(existsSync(join(root, "tenants/acme-props"))).toBe(false);
    expect(existsSync(join(root, "tenants")) ? readdirSync(join(root, "tenants")) : []).toEqual([]);
  });

  it("requires the id to match the bundle's tenantId", () => {
    const run = backlot(emptyWorkspace(), "create", "other-props", "--from", bundlePath);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '/tenant/tenantId: is "acme-props" but must equal the tenant\'s folder name "other-props"',
    );
  });

  it("rejects an id that is not a slug and a bundle that is not JSON", () => {
    const root = emptyWorkspace();
    expect(backlot(root, "create", "Acme Props", "--from", bundlePath).stdout).toContain(
      '"Acme Props" is not a valid tenant id; use lowercase letters, digits and single hyphens',
    );
    writeFileSync(join(root, "broken.json"), "{ tenant: }");
    const run = backlot(root, "create", "acme-props", "--from", "broken.json");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("broken.json: is not valid JSON at line 1, column 3");
  });
});

describe("usage", () => {
  it.each([
    [[], "backlot: a command is required", "Usage: backlot <command> [options]"],
    [
      ["deploy", "--fast"],
      'backlot: unknown command "deploy": `backlot --help` lists the commands',
      "Usage: backlot <command> [options]",
    ],
    [["validate", "--colour"], "backlot validate: Unknown option '--colour'", "Usage: backlot validate"],
    [["create", "acme-props"], "backlot create: needs --from <file>", "Usage: backlot create <id> --from <file>"],
    [["create", "--from", "x.json"], "backlot create: needs a tenant id", "Usage: backlot create"],
    [["list", "extra"], "backlot list: takes no arguments, but got: extra", "Usage: backlot list"],
    [
      ["validate", "--from", "x.json"],
      'backlot validate: --from belongs to "create", not "validate"',
      "Usage: backlot validate",
    ],
  ])("backlot %j exits 2 and says why", (args, message, usage) => {
    const run = backlot(emptyWorkspace(), ...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain(usage);
  });

  it("prints help and the version", () => {
    const root = emptyWorkspace();
    expect(backlot(root, "--help")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("Exit codes (the same for every command):") as string,
    });
    const cliPackage = join(packageDir, "../../apps/cli/package.json");
    const version = JSON.parse(readFileSync(cliPackage, "utf8")) as { version: string };
    expect(backlot(root, "--version")).toMatchObject({ code: 0, stdout: `${version.version}\n` });
  });

  it("runs no backlot-<name> found on PATH: an unknown command is a usage error", () => {
    const root = emptyWorkspace();
    const binDir = join(root, "bin");
    mkdirSync(binDir);
    writeFileSync(join(binDir, "backlot-hello"), '#!/bin/sh\necho "hello $*"\nexit 3\n', { mode: 0o755 });
    const run = spawnSync(process.execPath, [bin, "hello", "world", "--loud"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ""}` },
    });
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('backlot: unknown command "hello"');
    expect(run.status).toBe(2);
  });

  it("lists the storefront routes", () => {
    const run = backlot(emptyWorkspace(), "routes");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\/rentals\/:department\s+Department$/m);
  });
});
