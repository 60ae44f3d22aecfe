// Commands other packages add to `backlot`, git-style: `backlot impersonate` runs the executable
// `backlot-impersonate` found on PATH (pnpm puts workspace bins there). tenant-config stays free of
// those packages' dependencies (firebase-admin for impersonation, for example).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export function findExternalCommand(command: string, path = process.env.PATH ?? ""): string | undefined {
  if (!/^[a-z][a-z0-9-]*$/.test(command)) return undefined;
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, `backlot-${command}`);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** Runs the external command with the remaining arguments and returns its exit code. */
export function runExternalCommand(executable: string, args: string[]): number {
  const result = spawnSync(executable, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
