// pnpm bench:build — tenant build scaling, after the shell is built: branding 1 tenant
// and 20 (generated copies of the two sample tenants, as the goal says), and a new tenant from
// one JSON bundle to a built site (`backlot create` + `backlot-build`). Copies render alike, so
// they share renders (build/render-group.ts); 20 tenants that each look different share nothing,
// and that figure is printed too, beside the goal, not instead of it.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const workspace = resolve(appDir, "../..");
const scratch = join(appDir, ".cache/bench-tenants");
const brandCli = join(appDir, "dist/server/brand-cli.js");

/** A copy of a sample tenant under a new id and domain; `title` also renames it, so its pages differ. */
function copyTenant(source: string, id: string, title?: string): string {
  const dir = join(scratch, id);
  cpSync(join(workspace, "tenants", source), dir, {
    recursive: true,
    filter: (path) => !path.includes("node_modules") && !/[/\\]dist$/.test(path),
  });
  const settings = JSON.parse(readFileSync(join(dir, "tenant.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(
    join(dir, "tenant.json"),
    JSON.stringify({ ...settings, tenantId: id, domain: `${id}.example`, ...(title ? { appTitle: title } : {}) }),
  );
  return dir;
}

function timeBrand(dirs: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [brandCli, ...dirs], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`backlot-build failed:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const twenty = Array.from({ length: 20 }, (_, i) =>
  copyTenant(i % 2 ? "harbour-scenic" : "ny-props", `bench-${String(i + 1).padStart(2, "0")}`),
);

const distinct = Array.from({ length: 20 }, (_, i) =>
  copyTenant(
    i % 2 ? "harbour-scenic" : "ny-props",
    `distinct-${String(i + 1).padStart(2, "0")}`,
    `Prop House No. ${i + 1}`,
  ),
);

const one = timeBrand([twenty[0] as string]);
const many = timeBrand(twenty);
const manyDistinct = timeBrand(distinct);

// A new tenant from one JSON bundle: `backlot create` (into tenants/), then `backlot-build`.
const bundle = join(workspace, "packages/tenant-config/test/fixtures/acme-bundle.json");
// The bundle names its tenant (acme-props); it must not be a real tenant of this workspace.
const created = join(workspace, "tenants/acme-props");
if (existsSync(created))
  throw new Error(`${created} exists; the benchmark creates it from the bundle and deletes it afterwards`);
const startedNew = performance.now();
let fromJson: number;
try {
  execFileSync(
    process.execPath,
    [join(workspace, "apps/cli/bin/backlot.js"), "create", "acme-props", "--from", bundle],
    { cwd: workspace, stdio: "ignore" },
  );
  const brand = spawnSync(process.execPath, [brandCli, "--group", created, "--out", join(scratch, "acme-props-dist")], {
    encoding: "utf8",
  });
  if (brand.status !== 0) throw new Error(`backlot-build of the new tenant failed:\n${brand.stderr}`);
  fromJson = (performance.now() - startedNew) / 1000;
} finally {
  rmSync(created, { recursive: true, force: true });
}

const row = (label: string, value: string, goal: string, ok: boolean) =>
  `${label.padEnd(38)}${value.padStart(10)}   ${goal.padEnd(22)}${ok ? "ok" : "OVER"}`;
process.stdout.write(
  [
    `Tenant build benchmark (Node ${process.version}, ${cpus().length} cores, ${availableParallelism()} at once)`,
    row("measure", "value", "goal", true).replace(/ok$/, ""),
    row("1 tenant (2,000 demo props)", `${one.toFixed(1)} s`, "", true).replace(/ok$/, ""),
    row("20 tenants", `${many.toFixed(1)} s`, "", true).replace(/ok$/, ""),
    row("20 tenants / 1 tenant", `${(many / one).toFixed(1)}x`, "at most 3x", many / one <= 3),
    row("20 tenants that all look different", `${manyDistinct.toFixed(1)} s`, "", true).replace(/ok$/, ""),
    row("  / 1 tenant (nothing shared)", `${(manyDistinct / one).toFixed(1)}x`, "(not the goal's case)", true).replace(
      /ok$/,
      "",
    ),
    row("new tenant: JSON bundle to built site", `${fromJson.toFixed(1)} s`, "under 5 s", fromJson < 5),
    "",
  ].join("\n"),
);
rmSync(scratch, { recursive: true, force: true });
