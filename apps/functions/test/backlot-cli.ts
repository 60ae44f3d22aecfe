// The one `backlot` (apps/cli), as an admin runs it, pointed at the run's emulators: its `catalogue` and `staff`
// run this app's dist-cli/ commands.
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { backlotBin } from "@backlot/node-cli/built-backlot";

export const workspaceRoot = resolve(import.meta.dirname, "../../..");

export function backlotCli(env: Record<string, string>) {
  return (...args: string[]): SpawnSyncReturns<string> =>
    spawnSync(process.execPath, [backlotBin, ...args], {
      cwd: workspaceRoot,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, ...env },
    });
}
