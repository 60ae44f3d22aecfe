// Vitest global setup: `backlot impersonate` is tested as people run it, through tenant-config's
// `backlot` into this package's CLI, both built by tsup. Each is built here when its output is
// missing or older than its build inputs (as its turbo.json lists them), so that
// `pnpm --filter @backlot/auth test` works on a fresh clone. Under turbo, which builds them first
// (turbo.json: test dependsOn build), they are fresh and nothing is built.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const teach = "packages/auth/test/built-clis.global.ts reads only those (teach it the new pattern)";

/** The CLIs the tests run, each as its package folder and the file its bin shim loads. */
const clis = [
  { dir: join(packageDir, "../tenant-config"), output: "dist/cli.js" },
  { dir: packageDir, output: "dist/impersonate.js" },
];

/** Newest modification time among the files `pattern` names: a file, or a folder as "folder/**". */
function newestIn(dir: string, pattern: string): number {
  const name = pattern.replace(/\/\*\*$/, "");
  if (/[*?{[!]/.test(name))
    throw new Error(
      `${join(dir, "turbo.json")}: build input "${pattern}" is neither a file nor a "folder/**"; ${teach}`,
    );
  const path = join(dir, name);
  if (!existsSync(path)) return 0;
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  return readdirSync(path, { recursive: true, encoding: "utf8" })
    .map((file) => statSync(join(path, file)).mtimeMs)
    .reduce((newest, time) => Math.max(newest, time), 0);
}

function isStale(dir: string, output: string): boolean {
  const built = join(dir, output);
  if (!existsSync(built)) return true;
  const turbo = JSON.parse(readFileSync(join(dir, "turbo.json"), "utf8")) as {
    tasks?: { build?: { inputs?: string[] } };
  };
  const inputs = turbo.tasks?.build?.inputs;
  if (!inputs) throw new Error(`${join(dir, "turbo.json")}: tasks.build.inputs is missing; list what the build reads`);
  const newestInput = Math.max(...inputs.map((pattern) => newestIn(dir, pattern)));
  return newestInput > statSync(built).mtimeMs;
}

export default function setup(): void {
  for (const { dir, output } of clis) {
    if (!isStale(dir, output)) continue;
    const where = relative(join(packageDir, "../.."), dir);
    process.stdout.write(`Building ${where} (${output} is missing or older than its sources)\n`);
    const build = spawnSync("pnpm", ["run", "build"], { cwd: dir, encoding: "utf8" });
    if (build.status !== 0) {
      const why = build.error?.message ?? `exit code ${build.status}`;
      const output = `${build.stdout}${build.stderr}`;
      throw new Error(`${where}: \`pnpm run build\` failed (${why}); the tests that run its CLI need it:\n${output}`);
    }
  }
}
