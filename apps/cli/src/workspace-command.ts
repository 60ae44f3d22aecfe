// Commands that apps/functions builds into its dist-cli/ (`backlot catalogue`, `backlot staff`), because they share
// the deployed functions' rules (decision 0034). Each runs as a process of its own, found in this workspace beside
// this app (never on PATH), with every argument after its name: --help, --json and the exit codes are node-cli's
// there too.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CommandIo, type ExitCode, exitCodes } from "@backlot/node-cli";
import type { Subcommand } from "./subcommand.js";

/** The workspace this app is in: apps/cli/dist/backlot.js (or apps/cli/src/, under test) is three folders down. */
const workspaceRoot = fileURLToPath(new URL("../../..", import.meta.url));

export interface WorkspaceCommandFile {
  name: string;
  summary: string;
  /** The built command, from the workspace root. */
  file: string;
  /** The package that builds it. */
  builtBy: string;
}

export function workspaceCommand({ name, summary, file, builtBy }: WorkspaceCommandFile): Subcommand {
  return {
    name,
    summary,
    run: (argv, io) => {
      const path = join(workspaceRoot, file);
      if (existsSync(path)) return runFile(path, argv, io);
      io.stderr(
        `backlot ${name}: ${file} is not built yet. Run \`pnpm build\` (or \`pnpm turbo run build ` +
          `--filter=${builtBy}\`) first.\n`,
      );
      return Promise.resolve(exitCodes.failed);
    },
  };
}

/** Runs `node <path> <argv...>`, passing its output on as it comes, and resolves with its exit code. */
function runFile(path: string, argv: readonly string[], io: Pick<CommandIo, "stdout" | "stderr">): Promise<ExitCode> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path, ...argv], { stdio: ["inherit", "pipe", "pipe"] });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => io.stdout(chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => io.stderr(chunk));
    child.on("error", reject);
    // A command killed by a signal did not finish its work.
    child.on("close", (code) => resolve((code ?? exitCodes.failed) as ExitCode));
  });
}
