// What a backlot command is, and how one runs: its --help and --json, its usage errors and its exit code are
// handled here, the same for every command, wherever the command lives.
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type ExitCode, UsageError, exitCodes } from "./exit-codes.js";

/** Where a command writes. Commands get this instead of touching process.stdout. */
export interface CommandIo {
  /** --json was given: stdout gets one JSON document and nothing else. */
  json: boolean;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** One `backlot <name>` command. */
export interface Command {
  /** The word after `backlot`. */
  name: string;
  /** One line for `backlot --help`. */
  summary: string;
  /** What `backlot <name> --help` prints; it starts with "Usage: backlot <name>". */
  usage: string;
  /**
   * Runs with the arguments after the name, --help and --json taken out. A UsageError it throws is printed
   * with the usage (exit 2); anything else it throws is a bug (exit 70).
   */
  run(args: string[], io: CommandIo): Promise<ExitCode> | ExitCode;
}

/** Writes to this process's stdout and stderr. */
export function processIo(json = false): CommandIo {
  return {
    json,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
}

/** Prints `value` as the command's JSON document. */
export function printJson(io: Pick<CommandIo, "stdout">, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Takes --help (-h) and --json out of `argv` (up to a `--`), as every command accepts them anywhere. */
export function commonOptions(argv: readonly string[]): { help: boolean; json: boolean; args: string[] } {
  const end = argv.indexOf("--");
  const options = end === -1 ? argv : argv.slice(0, end);
  const rest = end === -1 ? [] : argv.slice(end);
  const is = (...names: string[]) => options.some((arg) => names.includes(arg));
  return {
    help: is("--help", "-h"),
    json: is("--json"),
    args: [...options.filter((arg) => !["--help", "-h", "--json"].includes(arg)), ...rest],
  };
}

/**
 * Runs `command` with the arguments after its name: prints its usage for --help, sets io.json for --json, and
 * turns a UsageError into "backlot <name>: <message>" and the usage on stderr, exit code 2.
 */
export async function runSubcommand(
  command: Command,
  argv: readonly string[],
  io: Pick<CommandIo, "stdout" | "stderr">,
): Promise<ExitCode> {
  const { help, json, args } = commonOptions(argv);
  if (help) {
    io.stdout(`${command.usage}\n`);
    return exitCodes.ok;
  }
  try {
    return await command.run(args, { ...io, json });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`backlot ${command.name}: ${error.message}\n\n${command.usage}\n`);
    return exitCodes.usage;
  }
}

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

/** As parseCommandLine, for a command's run: a command line it cannot read throws a UsageError. */
export function parseOptions<O extends Options>(argv: string[], options: O): Parsed<O> {
  const parsed = parseCommandLine(argv, options);
  if (!parsed.ok) throw new UsageError(parsed.message);
  const { ok: _ok, ...rest } = parsed;
  return rest as unknown as Parsed<O>;
}
