// One `backlot <name>` as apps/cli dispatches it: a package's command run in this process, or a command of
// apps/functions' run as a process (workspace-command.ts).
import type { CommandIo, ExitCode } from "@backlot/node-cli";

export interface Subcommand {
  name: string;
  /** One line for `backlot --help`. */
  summary: string;
  /** Runs with every argument after the name, --help and --json among them. */
  run(argv: readonly string[], io: Pick<CommandIo, "stdout" | "stderr">): Promise<ExitCode>;
}
