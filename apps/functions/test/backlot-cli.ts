// The real `backlot` CLI, as an admin runs it, pointed at the run's emulators (its external
// commands, such as `backlot catalogue` and `backlot staff`, come from node_modules/.bin).
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { resolve } from "node:path";

export const workspaceRoot = resolve(import.meta.dirname, "../../..");

export function backlotCli(env: Record<string, string>) {
  return (...args: string[]): SpawnSyncReturns<string> =>
    spawnSync(process.execPath, [resolve(workspaceRoot, "packages/tenant-config/bin/backlot.js"), ...args], {
      cwd: workspaceRoot,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, ...env, PATH: `${resolve(workspaceRoot, "node_modules/.bin")}:${process.env.PATH ?? ""}` },
    });
}
