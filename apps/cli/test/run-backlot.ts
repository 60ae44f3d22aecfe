// The one `backlot`, built, run as a process from the workspace root, away from any emulator unless `env` says.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { backlotBin } from "@backlot/node-cli/built-backlot";

export const workspaceRoot = fileURLToPath(new URL("../../..", import.meta.url));

export function backlot(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [backlotBin, ...args], {
    cwd: workspaceRoot,
    encoding: "utf8",
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined, ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
