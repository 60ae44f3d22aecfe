// Shared by the backlot commands (backlot, backlot impersonate, backlot search), bundled into each.
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>;

/** Strict parsing: unknown options are a usage error, reported as a message rather than thrown. */
export function parseCommandLine<O extends Options>(
  argv: string[],
  options: O,
): ({ ok: true } & Parsed<O>) | { ok: false; message: string } {
  try {
    return { ok: true, ...parseArgs({ args: argv, options, allowPositionals: true, strict: true }) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs `main` with the command line and exits with its code. A throw is a bug in the command,
 * not the user's input: its stack is shown and the exit code is 70 (EX_SOFTWARE). Output piped
 * into a reader that stops early (`| head`) ends the command quietly.
 */
export function runCommand(name: string, main: (argv: string[]) => Promise<number>): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
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
      process.exitCode = 70;
    },
  );
}
