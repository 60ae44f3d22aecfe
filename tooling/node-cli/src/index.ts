// What every backlot command shares: the exit codes, the command shape, --help and --json, strict argument
// parsing that reports usage errors, and running a command as a process. apps/cli (the one `backlot`) and the
// admin commands apps/functions builds into dist-cli/ bundle it.
import { exitCodes } from "./exit-codes.js";

export { type ExitCode, UsageError, exitCodes, exitCodesHelp } from "./exit-codes.js";
export {
  type Command,
  type CommandIo,
  commonOptions,
  parseCommandLine,
  parseOptions,
  printJson,
  processIo,
  runSubcommand,
} from "./command.js";

/**
 * Runs `main` with the command line and exits with its code. A throw is a bug in the command,
 * not the user's input: its stack is shown and the exit code is 70 (EX_SOFTWARE). Output piped
 * into a reader that stops early (`| head`) ends the command quietly.
 */
export function runCommand(name: string, main: (argv: string[]) => Promise<number>): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(exitCodes.ok);
    throw error;
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = exitCodes.internal;
    },
  );
}
