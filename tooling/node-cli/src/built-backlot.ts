// Vitest global setup for tests that run the one `backlot` (apps/cli) as a process, as people run it: its
// bundle is built when it is missing or older than a source it bundles (apps/cli's own, and every workspace
// library it depends on), so `pnpm --filter <package> test` works on a fresh clone. Under turbo, which builds
// it first (test dependsOn @backlot/cli#build), it is fresh and nothing is built.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const workspaceRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Where each workspace library and tooling package lives, by name. Apps are left out: none is bundled. */
function workspaceFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const group of ["packages", "tooling"]) {
    for (const name of readdirSync(join(workspaceRoot, group))) {
      const manifest = join(workspaceRoot, group, name, "package.json");
      if (!existsSync(manifest)) continue;
      const { name: packageName } = JSON.parse(readFileSync(manifest, "utf8")) as { name: string };
      folders.set(packageName, join(workspaceRoot, group, name));
    }
  }
  return folders;
}

/** The package at `dir` and every workspace library it depends on, however deep. */
function withWorkspaceDependencies(dir: string, folders: Map<string, string>, seen = new Set<string>()): Set<string> {
  if (seen.has(dir)) return seen;
  seen.add(dir);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Record<string, unknown>;
  for (const list of ["dependencies", "devDependencies"]) {
    for (const name of Object.keys((manifest[list] as Record<string, string> | undefined) ?? {})) {
      const folder = folders.get(name);
      if (folder) withWorkspaceDependencies(folder, folders, seen);
    }
  }
  return seen;
}

/** The newest modification time of a file under `path` that a build reads (tests, outputs and caches aside). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let time = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (["node_modules", "dist", "dist-cli", ".cache", ".turbo"].includes(entry.name)) continue;
    time = Math.max(time, newest(join(path, entry.name)));
  }
  return time;
}

function isStale(dir: string, output: string): boolean {
  const built = join(dir, output);
  if (!existsSync(built)) return true;
  const sources = [...withWorkspaceDependencies(dir, workspaceFolders())].flatMap((folder) =>
    ["src", "schema", "bin", "package.json", "tsup.config.ts"].map((part) => join(folder, part)),
  );
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds the package at `dir` (`pnpm run build`) when `output` is missing or older than what it is built from. Test
 * runs of several packages may ask at once: one builds (holding a lock folder) while the others wait for it.
 */
export function ensureBuilt(dir: string, output: string): void {
  if (!isStale(dir, output)) return;
  const lock = join(dir, ".cache", "build.lock");
  mkdirSync(join(dir, ".cache"), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another run is building it; a lock older than five minutes was left by a run that died.
      if (waited > 300_000 || Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true });
      sleep(500);
    }
  }
  try {
    if (!isStale(dir, output)) return;
    const where = relative(workspaceRoot, dir);
    process.stdout.write(`Building ${where} (${output} is missing or older than its sources)\n`);
    const build = spawnSync("pnpm", ["run", "build"], { cwd: dir, encoding: "utf8" });
    if (build.status !== 0) {
      const why = build.error?.message ?? `exit code ${String(build.status)}`;
      throw new Error(
        `${where}: \`pnpm run build\` failed (${why}); the tests that run backlot need it:\n` +
          `${build.stdout}${build.stderr}`,
      );
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The one `backlot`'s entry, as the tests run it: `node <backlotBin> <command> ...`. */
export const backlotBin = join(workspaceRoot, "apps/cli/bin/backlot.js");

export default function setup(): void {
  ensureBuilt(join(workspaceRoot, "apps/cli"), "dist/backlot.js");
}
